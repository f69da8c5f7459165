import { Link, data } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { PATHS, RESOURCE_GUIDE_SLUGS, resourceGuidePath, type ResourceGuideSlug } from '../../../../shared/site-routes';
import { CtaBand } from '../../components/ui/cta-band';
import { PageHero } from '../../components/ui/page-hero';
import { ReadingTime } from '../../components/ui/reading-time';
import { StatusBadge } from '../../components/ui/status-badge';
import { fillArticleFigures } from '../../content/article-figures';
import type { ArticleSection } from '../../content/resource-articles';
import { useListingFigures } from '../../lib/listing-state';
import { RESOURCES_CONSULTATION, RESOURCE_ARTICLE_COPY, RESOURCE_GUIDES, readingTimeLabel } from '../../content/resources';
import { pageMeta } from '../seo';
import type { Route } from './+types/resource-article';

function isGuideSlug(slug: string): slug is ResourceGuideSlug {
  return (RESOURCE_GUIDE_SLUGS as readonly string[]).includes(slug);
}

/**
 * Runs at build time only (every guide is prerendered), so the article text ships in the
 * page's HTML and never in a JavaScript bundle.
 */
export async function loader({ params }: Route.LoaderArgs) {
  const guide = RESOURCE_GUIDES.items.find((item) => item.slug === params.slug);
  if (!guide || !isGuideSlug(params.slug)) throw data(null, { status: 404 });
  // Imported here, not at the top: the client build drops the loader and, with it, the text.
  const { RESOURCE_ARTICLES } = await import('../../content/resource-articles');
  return { guide, article: RESOURCE_ARTICLES[params.slug] };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData
    ? pageMeta({
        title: `${loaderData.guide.title} | ${RESOURCE_ARTICLE_COPY.titleSuffix}`,
        description: loaderData.guide.summary,
        keywords: [loaderData.guide.category, ...RESOURCE_ARTICLE_COPY.keywords],
        path: resourceGuidePath(loaderData.guide.slug),
        type: 'article',
      })
    : [];

const bodySx = { fontSize: '1.075rem', lineHeight: 1.8, mb: 2 } as const;

function Section({ section, index }: { section: ArticleSection; index: number }) {
  const headingId = `section-${index + 1}`;
  const figures = useListingFigures();
  const fill = (text: string) => fillArticleFigures(text, figures);
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mt: 5 }}>
      <Typography id={headingId} variant="h3" component="h2" sx={{ mb: 2 }}>
        {section.heading}
      </Typography>
      {section.paragraphs?.map((paragraph) => (
        <Typography key={paragraph.slice(0, 40)} sx={bodySx}>
          {fill(paragraph)}
        </Typography>
      ))}
      {section.bullets && (
        <Box component="ul" sx={{ ...bodySx, m: 0, mb: 2, pl: 3, display: 'grid', gap: 0.75 }}>
          {section.bullets.map((bullet) => (
            <li key={bullet}>{fill(bullet)}</li>
          ))}
        </Box>
      )}
      {section.after?.map((paragraph) => (
        <Typography key={paragraph.slice(0, 40)} sx={bodySx}>
          {fill(paragraph)}
        </Typography>
      ))}
    </Box>
  );
}

export default function ResourceArticlePage({ loaderData }: Route.ComponentProps) {
  const { guide, article } = loaderData;
  const figures = useListingFigures();
  return (
    <>
      <PageHero
        badges={<StatusBadge tone="cta">{guide.category}</StatusBadge>}
        title={guide.title}
        lead={guide.summary}
        maxWidth="md"
      >
        <Box sx={{ mt: 2.5 }}>
          <ReadingTime label={readingTimeLabel(guide.readingMinutes)} onDark />
        </Box>
      </PageHero>
      <Container maxWidth="md" component="article" aria-labelledby="page-title" sx={{ py: { xs: 5, md: 8 } }}>
        <Typography sx={{ fontSize: { xs: '1.15rem', md: '1.25rem' }, lineHeight: 1.7, fontWeight: 500 }}>
          {fillArticleFigures(article.intro, figures)}
        </Typography>
        {article.sections.map((section, index) => (
          <Section key={section.heading} section={section} index={index} />
        ))}
        <Box sx={{ mt: 6, pt: 3, borderTop: 1, borderColor: 'divider' }}>
          <Button component={Link} to={PATHS.resources} startIcon={<ArrowBackIcon />} color="primary">
            {RESOURCE_ARTICLE_COPY.backLabel}
          </Button>
        </Box>
      </Container>
      <CtaBand id="consultation" title={RESOURCES_CONSULTATION.title} text={RESOURCES_CONSULTATION.intro} primary={RESOURCES_CONSULTATION.cta} />
    </>
  );
}
