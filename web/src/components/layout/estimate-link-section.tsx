import { Link } from 'react-router';
import Button from '@mui/material/Button';
import type { LinkCopy, SectionIntroCopy } from '../../content/types';
import { Section } from '../ui/section';

/**
 * Where an English page embeds the delivered-cost estimator, a page in a language the estimator does
 * not speak yet links to its page instead: a page never mixes the languages (docs/product.md#languages).
 */
export function EstimateLinkSection({ copy }: { copy: SectionIntroCopy & { cta: LinkCopy } }) {
  return (
    <Section id="delivered-cost" title={copy.title} intro={copy.intro}>
      <Button component={Link} to={copy.cta.to} variant="contained" color="primary" size="large">
        {copy.cta.label}
      </Button>
    </Section>
  );
}
