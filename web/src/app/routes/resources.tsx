import { Link } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import { PATHS, resourceGuidePath } from '../../../../shared/site-routes';
import { CardGrid } from '../../components/ui/card-grid';
import { CtaBand } from '../../components/ui/cta-band';
import { cardSx } from '../../components/ui/info-card';
import { PageHero } from '../../components/ui/page-hero';
import { ReadingTime } from '../../components/ui/reading-time';
import { Section } from '../../components/ui/section';
import { StatusBadge } from '../../components/ui/status-badge';
import {
  RESOURCES_CONSULTATION,
  RESOURCES_HERO,
  RESOURCES_META,
  RESOURCE_GUIDES,
  readingTimeLabel,
  type ResourceGuideCard,
} from '../../content/resources';
import { deferUntilVisible } from '../../lib/defer-until-visible';
import { pageMeta } from '../seo';
import type { Route } from './+types/resources';

export const meta: Route.MetaFunction = () => pageMeta({ ...RESOURCES_META, path: PATHS.resources });

// The download cards load as the visitor scrolls near them; the generators only on a click.
const ResourceDownloads = deferUntilVisible('resource-downloads', () => import('../../features/documents/components/resource-downloads'));

function GuideCard({ guide }: { guide: ResourceGuideCard }) {
  const titleId = `guide-${guide.slug}`;
  return (
    <Box component="li" sx={{ ...cardSx, display: 'flex', flexDirection: 'column' }}>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 1, flexWrap: 'wrap', mb: 1.5 }}>
        <StatusBadge>{guide.category}</StatusBadge>
        <ReadingTime label={readingTimeLabel(guide.readingMinutes)} />
      </Box>
      <Typography id={titleId} variant="h4" component="h3" sx={{ mb: 1 }}>
        {guide.title}
      </Typography>
      <Typography sx={{ color: 'text.secondary', lineHeight: 1.65, mb: 2.5, flexGrow: 1 }}>{guide.summary}</Typography>
      <Box>
        <Button
          component={Link}
          to={resourceGuidePath(guide.slug)}
          variant="contained"
          color="primary"
          endIcon={<ArrowForwardIcon />}
          aria-describedby={titleId}
        >
          {RESOURCE_GUIDES.readLabel}
        </Button>
      </Box>
    </Box>
  );
}

export default function Resources() {
  return (
    <>
      <PageHero badges={<StatusBadge tone="cta">{RESOURCES_HERO.badge}</StatusBadge>} title={RESOURCES_HERO.title} lead={RESOURCES_HERO.lead} />
      <Section id="guides" title={RESOURCE_GUIDES.title} intro={RESOURCE_GUIDES.intro}>
        <CardGrid columns={2} list>
          {RESOURCE_GUIDES.items.map((guide) => (
            <GuideCard key={guide.slug} guide={guide} />
          ))}
        </CardGrid>
      </Section>
      <ResourceDownloads />
      <CtaBand id="consultation" title={RESOURCES_CONSULTATION.title} text={RESOURCES_CONSULTATION.intro} primary={RESOURCES_CONSULTATION.cta} />
    </>
  );
}
