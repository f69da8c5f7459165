import { renderToString } from 'react-dom/server';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import { PAGE_PATHS, PRIVATE_PAGE_PATHS } from '../../../../shared/site-routes';
import { Breadcrumbs, breadcrumbTrail } from './breadcrumbs';

describe('breadcrumbTrail', () => {
  it.each([...PAGE_PATHS, ...PRIVATE_PAGE_PATHS])('names every crumb of %s by its page, never by a path segment', (path) => {
    const segments = path.split('/').filter(Boolean);

    for (const crumb of breadcrumbTrail(path)) {
      expect(segments).not.toContain(crumb.label);
      expect(crumb.label).toMatch(/^[A-Z]/);
    }
  });

  it("labels the site's pages and shows a path it does not have raw", () => {
    expect(breadcrumbTrail('/walkthrough')).toEqual([
      { label: 'Home', to: '/' },
      { label: 'Digital Tour', to: '/walkthrough' },
    ]);
    expect(breadcrumbTrail('/gallery/exterior%20shots/')).toEqual([
      { label: 'Home', to: '/' },
      { label: 'Exterior Tour', to: '/gallery' },
      { label: 'exterior shots', to: '/gallery/exterior%20shots' },
    ]);
  });
});

function renderAt(path: string, handle?: unknown) {
  const Stub = createRoutesStub([{ path: '*', Component: Breadcrumbs, handle }]);
  return renderToString(<Stub initialEntries={[path]} />);
}

describe('Breadcrumbs', () => {
  it('shows a breadcrumb bar on a non-home page, the current page last', () => {
    const html = renderAt('/specifications');

    expect(html).toContain('aria-label="Breadcrumb"');
    expect(html).toMatch(/href="\/"[^>]*>Home</);
    expect(html).toMatch(/aria-current="page"[^>]*>Specifications</);
  });

  it('shows nothing on the home page', () => {
    expect(renderAt('/')).not.toContain('Breadcrumb');
  });

  it('shows nothing on a route that hides it (the 404 page)', () => {
    expect(renderAt('/no-such-page', { hideBreadcrumbs: true })).not.toContain('Breadcrumb');
  });
});
