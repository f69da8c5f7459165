import { data } from 'react-router';
import { FRENCH_RESOURCE_GUIDE_SLUGS, localizedGuidePath } from '../../../../shared/site-routes';
import type { ChromeHandle } from '../../components/layout/chrome-copy';
import { GuideArticlePage } from '../../components/layout/guide-article-page';
import { FRENCH_ARTICLE_FIGURES } from '../../content/fr/article-figures';
import { FRENCH_CHROME } from '../../content/fr/chrome';
import { FRENCH_RESOURCES_COPY } from '../../content/fr/resources';
import { languageAlternates } from '../language-alternates';
import { guideMeta } from '../guide-meta';
import type { Route } from './+types/fr-resource-article';

export const handle: ChromeHandle = { chrome: FRENCH_CHROME };

/** Build time only, as the English guides: the French text ships in each guide's HTML, never in a bundle. */
export async function loader({ params }: Route.LoaderArgs) {
  const guide = FRENCH_RESOURCES_COPY.guides.items.find((item) => FRENCH_RESOURCE_GUIDE_SLUGS[item.slug] === params.slug);
  if (!guide) throw data(null, { status: 404 });
  const { FRENCH_RESOURCE_ARTICLES } = await import('../../content/fr/resource-articles');
  return { guide, article: FRENCH_RESOURCE_ARTICLES[guide.slug] };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData ? guideMeta(FRENCH_RESOURCES_COPY, loaderData.guide, 'fr').concat(languageAlternates(localizedGuidePath(loaderData.guide.slug, 'fr'))) : [];

export default function FrenchResourceArticlePage({ loaderData }: Route.ComponentProps) {
  return <GuideArticlePage copy={FRENCH_RESOURCES_COPY} guide={loaderData.guide} article={loaderData.article} figureFormats={FRENCH_ARTICLE_FIGURES} />;
}
