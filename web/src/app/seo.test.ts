import type { MetaDescriptor } from 'react-router';
import { describe, expect, it } from 'vitest';
import { pageMeta } from './seo';

const host = __SITE_SETTINGS__.siteHost;

function canonicalOf(meta: MetaDescriptor[]) {
  return meta.find((d) => 'rel' in d && d.rel === 'canonical');
}

describe('pageMeta', () => {
  const input = { title: 'Overview', description: 'About the trailer', keywords: ['trailer', 'Edmonton'] };

  it('points the canonical URL at the single https host with no trailing slash', () => {
    expect(canonicalOf(pageMeta({ ...input, path: '/overview/' }))).toMatchObject({ href: `https://${host}/overview` });
    expect(canonicalOf(pageMeta({ ...input, path: '/' }))).toMatchObject({ href: `https://${host}/` });
  });

  it('sets title, description, keywords, type and an absolute image', () => {
    const meta = pageMeta({ ...input, path: '/overview', image: '/media/images/a.jpg', type: 'article' });

    expect(meta).toEqual(
      expect.arrayContaining([
        { title: 'Overview' },
        { name: 'description', content: 'About the trailer' },
        { name: 'keywords', content: 'trailer, Edmonton' },
        { property: 'og:type', content: 'article' },
        { property: 'og:image', content: `https://${host}/media/images/a.jpg` },
      ]),
    );
  });

  it('uses the default hero photo as the preview image', () => {
    expect(pageMeta({ ...input, path: '/' })).toContainEqual({ property: 'og:image', content: `https://${host}/images/default-hero.jpg` });
  });
});
