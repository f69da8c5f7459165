import { data } from 'react-router';
import { localizedGuidePath } from '../../../../shared/site-routes';
import { GuideArticlePage } from '../../components/layout/guide-article-page';
import { ARTICLE_FIGURES } from '../../content/article-figures';
import { RESOURCES_COPY } from '../../content/resources';
import { languageAlternates } from '../language-alternates';
import { guideMeta } from '../guide-meta';
import type { Route } from './+types/resource-article';

/**
 * Runs at build time only (every guide is prerendered), so the article text ships in the
 * page's HTML and never in a JavaScript bundle.
 */
export async function loader({ params }: Route.LoaderArgs) {
  const guide = RESOURCES_COPY.guides.items.find((item) => item.slug === params.slug);
  if (!guide) throw data(null, { status: 404 });
  // Imported here, not at the top: the client build drops the loader and, with it, the text.
  const { RESOURCE_ARTICLES } = await import('../../content/resource-articles');
  return { guide, article: RESOURCE_ARTICLES[guide.slug] };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData ? guideMeta(RESOURCES_COPY, loaderData.guide, 'en').concat(languageAlternates(localizedGuidePath(loaderData.guide.slug, 'en'))) : [];

export default function ResourceArticlePage({ loaderData }: Route.ComponentProps) {
  return <GuideArticlePage copy={RESOURCES_COPY} guide={loaderData.guide} article={loaderData.article} figureFormats={ARTICLE_FIGURES} />;
}
