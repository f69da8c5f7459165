import type { ReactNode } from 'react';
import { Link } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import { localizedGuidePath } from '../../../../shared/site-routes';
import type { ResourceGuideCard, ResourcesCopy } from '../../content/resources';
import { CardGrid } from '../ui/card-grid';
import { CtaBand } from '../ui/cta-band';
import { cardSx } from '../ui/info-card';
import { PageHero } from '../ui/page-hero';
import { ReadingTime } from '../ui/reading-time';
import { Section } from '../ui/section';
import { StatusBadge } from '../ui/status-badge';
import { useChromeCopy } from './chrome-copy';

function GuideCard({ guide, copy }: { guide: ResourceGuideCard; copy: ResourcesCopy }) {
  const { locale } = useChromeCopy();
  const titleId = `guide-${guide.slug}`;
  return (
    <Box component="li" sx={{ ...cardSx, display: 'flex', flexDirection: 'column' }}>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 1, flexWrap: 'wrap', mb: 1.5 }}>
        <StatusBadge>{guide.category}</StatusBadge>
        <ReadingTime label={copy.readingTimeLabel(guide.readingMinutes)} />
      </Box>
      <Typography id={titleId} variant="h4" component="h3" sx={{ mb: 1 }}>
        {guide.title}
      </Typography>
      <Typography sx={{ color: 'text.secondary', lineHeight: 1.65, mb: 2.5, flexGrow: 1 }}>{guide.summary}</Typography>
      <Box>
        <Button
          component={Link}
          to={localizedGuidePath(guide.slug, locale)}
          variant="contained"
          color="primary"
          endIcon={<ArrowForwardIcon />}
          aria-describedby={titleId}
        >
          {copy.guides.readLabel}
        </Button>
      </Box>
    </Box>
  );
}

export interface ResourcesPageProps {
  copy: ResourcesCopy;
  /** The downloads section in the page's language (deferred: it loads as the visitor scrolls near it). */
  downloads: ReactNode;
}

/** The Resources page (docs/product.md#resources) in the language of its copy. */
export function ResourcesPage({ copy, downloads }: ResourcesPageProps) {
  return (
    <>
      <PageHero badges={<StatusBadge tone="cta">{copy.hero.badge}</StatusBadge>} title={copy.hero.title} lead={copy.hero.lead} />
      <Section id="guides" title={copy.guides.title} intro={copy.guides.intro}>
        <CardGrid columns={2} list>
          {copy.guides.items.map((guide) => (
            <GuideCard key={guide.slug} guide={guide} copy={copy} />
          ))}
        </CardGrid>
      </Section>
      {downloads}
      <CtaBand id="consultation" title={copy.consultation.title} text={copy.consultation.intro} primary={copy.consultation.cta} />
    </>
  );
}
