import { useLocation } from 'react-router';
import Button from '@mui/material/Button';
import { languageVersions } from '../../../../shared/site-routes';
import { useChromeCopy } from './chrome-copy';

/**
 * The same page in the other language (docs/product.md#languages), on pages that have both: a plain
 * link, so it works without scripts, keeping the query (the estimator's `?to=`). Its label is in the
 * language it leads to.
 */
export function LanguageSwitch({ display }: { /** Where it shows: the header's from md, the menu's below. */ display: Record<string, string> }) {
  const copy = useChromeCopy();
  const { pathname, search } = useLocation();
  const versions = languageVersions(pathname);
  if (!versions) return null;
  const { label, lang } = copy.languageSwitch;
  return (
    <Button
      component="a"
      href={`${versions[copy.locale === 'fr' ? 'en' : 'fr']}${search}`}
      hrefLang={lang}
      lang={lang}
      size="small"
      color="inherit"
      sx={{ display, minWidth: 0, fontWeight: 700, textDecoration: 'underline' }}
    >
      {label}
    </Button>
  );
}
