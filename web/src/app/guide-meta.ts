import type { MetaDescriptor } from 'react-router';
import { localizedGuidePath, type Locale } from '../../../shared/site-routes';
import type { ResourceGuideCard, ResourcesCopy } from '../content/resources';
import { pageMeta } from './seo';

/** A resource guide's title, description and keywords in `locale`, its article page's canonical path. */
export function guideMeta(copy: ResourcesCopy, guide: ResourceGuideCard, locale: Locale): MetaDescriptor[] {
  return pageMeta({
    title: `${guide.title} | ${copy.article.titleSuffix}`,
    description: guide.summary,
    keywords: [guide.category, ...copy.article.keywords],
    path: localizedGuidePath(guide.slug, locale),
    type: 'article',
  });
}
