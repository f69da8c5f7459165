import { Link } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { localizedPath } from '../../../../shared/site-routes';
import { fillArticleFigures, type ArticleFigureFormats } from '../../content/article-figures';
import type { ArticleSection, ResourceArticle } from '../../content/resource-articles';
import type { ResourceGuideCard, ResourcesCopy } from '../../content/resources';
import { useListingFigures } from '../../lib/listing-state';
import { CtaBand } from '../ui/cta-band';
import { PageHero } from '../ui/page-hero';
import { ReadingTime } from '../ui/reading-time';
import { StatusBadge } from '../ui/status-badge';
import { useChromeCopy } from './chrome-copy';

const bodySx = { fontSize: '1.075rem', lineHeight: 1.8, mb: 2 } as const;

function Section({ section, index, fill }: { section: ArticleSection; index: number; fill: (text: string) => string }) {
  const headingId = `section-${index + 1}`;
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

export interface GuideArticlePageProps {
  copy: ResourcesCopy;
  guide: ResourceGuideCard;
  /** The article's text, from the route's build-time loader: it never ships in a bundle. */
  article: ResourceArticle;
  /** How the page's language writes the listing's figures. */
  figureFormats: ArticleFigureFormats;
}

/** A resource guide's article page (docs/product.md#resources) in the language of its copy. */
export function GuideArticlePage({ copy, guide, article, figureFormats }: GuideArticlePageProps) {
  const figures = useListingFigures();
  const { locale } = useChromeCopy();
  const fill = (text: string) => fillArticleFigures(text, figures, figureFormats);
  return (
    <>
      <PageHero badges={<StatusBadge tone="cta">{guide.category}</StatusBadge>} title={guide.title} lead={guide.summary} maxWidth="md">
        <Box sx={{ mt: 2.5 }}>
          <ReadingTime label={copy.readingTimeLabel(guide.readingMinutes)} onDark />
        </Box>
      </PageHero>
      <Container maxWidth="md" component="article" aria-labelledby="page-title" sx={{ py: { xs: 5, md: 8 } }}>
        <Typography sx={{ fontSize: { xs: '1.15rem', md: '1.25rem' }, lineHeight: 1.7, fontWeight: 500 }}>{fill(article.intro)}</Typography>
        {article.sections.map((section, index) => (
          <Section key={section.heading} section={section} index={index} fill={fill} />
        ))}
        <Box sx={{ mt: 6, pt: 3, borderTop: 1, borderColor: 'divider' }}>
          <Button component={Link} to={localizedPath('resources', locale)} startIcon={<ArrowBackIcon />} color="primary">
            {copy.article.backLabel}
          </Button>
        </Box>
      </Container>
      <CtaBand id="consultation" title={copy.consultation.title} text={copy.consultation.intro} primary={copy.consultation.cta} />
    </>
  );
}
