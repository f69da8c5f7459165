import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import Button from '@mui/material/Button';
import { languageVersions } from '../../../../shared/site-routes';
import { useChromeCopy } from './chrome-copy';

/**
 * The same page in the other language (docs/product.md#languages), on pages that have both: a plain
 * link, so it works without scripts, keeping the query (the estimator's `?to=`) and the fragment (its
 * `#to=`). Its label is in the language it leads to.
 */
export function LanguageSwitch({ display }: { /** Where it shows: the header's from md, the menu's below. */ display: Record<string, string> }) {
  const copy = useChromeCopy();
  const location = useLocation();
  const { pathname, search } = location;
  // The fragment is only known in the browser: taken after hydration, since React keeps the
  // prerendered attribute rather than patch a mismatched one.
  const [hash, setHash] = useState('');
  useEffect(() => setHash(location.hash), [location.hash]);
  const versions = languageVersions(pathname);
  if (!versions) return null;
  const { label, lang } = copy.languageSwitch;
  return (
    <Button
      component="a"
      href={`${versions[copy.locale === 'fr' ? 'en' : 'fr']}${search}${hash}`}
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
