import { createContext, runInContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { VIEWER_HOST_HEADER } from '../../shared/http';
import { MEDIA_PATH_PREFIX } from '../../shared/images';
import { ROUTE_MANIFEST_PATH, routeManifestFile } from '../../shared/route-manifest';
import { DELIVERED_COST_ENDPOINT, DESTINATION_PARAM, LANGUAGE_PARAM } from '../../shared/delivered-cost-endpoint';
import { FRENCH_PATHS, NOT_FOUND_PAGE, NOT_FOUND_PAGES, PATHS, PRERENDERED_PATHS, REDIRECTS } from '../../shared/site-routes';
import {
  CANONICAL_HOST,
  viewerRequestEvent,
  viewerResponseEvent,
  type ViewerRequestOptions,
} from '../../test/fixtures/cloudfront-events';
import { pageScriptHashes } from '../csp-hashes';
import { SITE_DIR } from '../local/web-build';
import { pagePolicy, pagePolicyTemplate } from '../security-headers';
import { isFunctionResponse } from './cloudfront-event';
import { edgeFunctionCode, loadEdgeHandler, type EdgePagePolicy } from './edge-code';

/** Connect sources as long as the deployed stack's (Cognito, and the photo bucket's two upload endpoints). */
const DEPLOYED_CONNECT_SOURCES = [
  'https://cognito-idp.ca-central-1.amazonaws.com',
  'https://trailersite-photobucket0123abcd-0123456789ab.s3.ca-central-1.amazonaws.com',
  'https://s3.ca-central-1.amazonaws.com/trailersite-photobucket0123abcd-0123456789ab',
];
/** The policy of this build's pages, as the stack makes it. */
const PAGE_POLICY: EdgePagePolicy = {
  template: pagePolicyTemplate({ connectSources: DEPLOYED_CONNECT_SOURCES, upgradeInsecureRequests: true }),
  pageScripts: pageScriptHashes(SITE_DIR),
};

const handler = loadEdgeHandler(PAGE_POLICY);

/** Runs a viewer request and returns the Location of the redirect it answers with. */
function locationOf(options: ViewerRequestOptions): string | undefined {
  const result = handler(viewerRequestEvent(options));
  if (!isFunctionResponse(result)) throw new Error(`expected a redirect for ${options.uri}, got a request`);
  expect(result.statusCode).toBe(301);
  return result.headers?.location?.value;
}

/** Runs a viewer request that must go on to the origin and returns the uri it asks for. */
function originUriOf(options: ViewerRequestOptions): string {
  const result = handler(viewerRequestEvent(options));
  if (isFunctionResponse(result)) throw new Error(`expected a request for ${options.uri}, got ${result.statusCode}`);
  return result.uri;
}

describe('edge function: redirects of docs/product.md#routes', () => {
  it.each(Object.entries(REDIRECTS.exact))('redirects %s to %s', (from, to) => {
    expect(locationOf({ uri: from })).toBe(to);
  });

  it.each([
    ['/home', '/'],
    ['/index.html', '/'],
    ['/medical-trailer-for-sale', '/'],
    ['/mobile-medical-unit', '/'],
    ['/healthcare-trailer', '/'],
    ['/about', '/overview'],
    ['/specs', '/specifications'],
    ['/photos', '/gallery'],
    ['/tour', '/walkthrough'],
  ])('redirects %s to %s (spelled out)', (from, to) => {
    expect(locationOf({ uri: from })).toBe(to);
  });

  it.each(['/mobile/anything/deep', '/mobile/x', '/mobile/', '/m/x', '/m/a/b.html', '/m/'])(
    'redirects the prefix family path %s to /',
    (uri) => {
      expect(locationOf({ uri })).toBe('/');
    },
  );

  it('keeps the query string, still encoded, on a redirect', () => {
    const location = locationOf({ uri: '/about', querystring: { utm_source: 'flyer', q: 'a%20b', tag: ['x', 'y'] } });

    expect(location).toBe('/overview?utm_source=flyer&q=a%20b&tag=x&tag=y');
  });

  it('matches paths case-sensitively', () => {
    expect(originUriOf({ uri: '/About' })).toBe(NOT_FOUND_PAGE);
  });

  it('drops a trailing slash on a non-root path', () => {
    expect(locationOf({ uri: '/overview/' })).toBe('/overview');
    expect(locationOf({ uri: '/overview/', querystring: { a: '1' } })).toBe('/overview?a=1');
  });

  it('sends a link to the estimator naming a destination to the API\'s estimate page, query and all, for the moment', () => {
    const result = handler(viewerRequestEvent({ uri: PATHS.deliveredCost, querystring: { [DESTINATION_PARAM]: 'Saskatoon%2C%20SK', utm_source: 'flyer' } }));

    if (!isFunctionResponse(result)) throw new Error('expected a redirect');
    expect(result.statusCode).toBe(302);
    expect(result.headers?.location?.value).toBe(`${DELIVERED_COST_ENDPOINT}?${DESTINATION_PARAM}=Saskatoon%2C%20SK&utm_source=flyer`);
  });

  it("sends the French estimator's link to the answer page in French", () => {
    const result = handler(viewerRequestEvent({ uri: FRENCH_PATHS.deliveredCost, querystring: { [DESTINATION_PARAM]: 'Qu%C3%A9bec%2C%20QC' } }));

    if (!isFunctionResponse(result)) throw new Error('expected a redirect');
    expect(result.statusCode).toBe(302);
    expect(result.headers?.location?.value).toBe(`${DELIVERED_COST_ENDPOINT}?${LANGUAGE_PARAM}=fr&${DESTINATION_PARAM}=Qu%C3%A9bec%2C%20QC`);
    expect(originUriOf({ uri: FRENCH_PATHS.deliveredCost, querystring: { utm_source: 'flyer' } })).toBe(`${FRENCH_PATHS.deliveredCost}/index.html`);
  });

  it.each([
    ['no destination', {}],
    ['an empty destination', { [DESTINATION_PARAM]: '' }],
    ['only other parameters', { utm_source: 'flyer' }],
  ])('serves the estimator page itself for a link with %s', (_, querystring) => {
    expect(originUriOf({ uri: PATHS.deliveredCost, querystring })).toBe(`${PATHS.deliveredCost}/index.html`);
  });

  it('drops a trailing slash and applies the redirect of the bare path in one hop', () => {
    expect(locationOf({ uri: '/about/' })).toBe('/overview');
  });

  it('never redirects to a protocol-relative URL on another host', () => {
    expect(locationOf({ uri: '//evil.example/' })).toBe('/evil.example');
  });

  it.each([
    ['a backslash', '/\\evil.example/'],
    ['two backslashes', '/\\\\evil.example/'],
    ['an encoded backslash', '/%5Cevil.example/'],
    ['an encoded backslash in lower case', '/%5cevil.example/'],
    ['a TAB', '/\t/evil.example/'],
    ['an encoded TAB', '/%09/evil.example/'],
    ['a line feed', '/\n/evil.example/'],
    ['a NUL', '/about%00/'],
    ['a backslash on a redirected path', '/about\\'],
  ])('serves the 404 page, never a redirect, for a path with %s', (_, uri) => {
    expect(originUriOf({ uri })).toBe(NOT_FOUND_PAGE);
    expect(originUriOf({ uri, host: `www.${CANONICAL_HOST}` })).toBe(NOT_FOUND_PAGE);
  });

  it('percent-encodes a backslash, space or control character of the query before it reaches the Location', () => {
    const location = locationOf({ uri: '/about', querystring: { 'a\\b': 'x\ty', next: '/\\evil.example' } });

    expect(location).toBe('/overview?a%5Cb=x%09y&next=/%5Cevil.example');
  });

  it.each(['__proto__', 'constructor', 'toString', 'hasOwnProperty'])('treats the query name %s as any other name', (name) => {
    expect(locationOf({ uri: '/about', querystring: { [name]: 'x' } })).toBe(`/overview?${name}=x`);
    expect(originUriOf({ uri: '/', querystring: { [name]: 'x' } })).toBe('/index.html');
    expect(locationOf({ uri: '/about' })).toBe('/overview');
  });

  it.each(['/__proto__', '/constructor', '/toString'])('answers the path %s, a name Object.prototype holds, with the 404 page', (uri) => {
    expect(originUriOf({ uri })).toBe(NOT_FOUND_PAGE);
  });

  it('leaves the root alone', () => {
    expect(originUriOf({ uri: '/' })).toBe('/index.html');
  });
});

describe('edge function: canonical host', () => {
  it('redirects www. to the https apex with path and query', () => {
    const location = locationOf({ uri: '/gallery', host: `www.${CANONICAL_HOST}`, querystring: { img: '3' } });

    expect(location).toBe(`https://${CANONICAL_HOST}/gallery?img=3`);
  });

  it('redirects plain http to https on the same host', () => {
    expect(locationOf({ uri: '/contact', proto: 'http' })).toBe(`https://${CANONICAL_HOST}/contact`);
  });

  it('redirects http://www. in one hop', () => {
    expect(locationOf({ uri: '/', host: `WWW.${CANONICAL_HOST}`, proto: 'http' })).toBe(`https://${CANONICAL_HOST}/`);
  });

  it('passes https on the apex through', () => {
    expect(originUriOf({ uri: '/', proto: 'https' })).toBe('/index.html');
  });

  it.each(['127.0.0.1', '127.0.0.1:5173', 'localhost', 'localhost:5173', '[::1]', '[::1]:5173'])(
    'does not redirect the local host %s over http',
    (host) => {
      expect(originUriOf({ uri: '/', host, proto: 'http' })).toBe('/index.html');
    },
  );
});

describe('edge function: pretty URLs and the 404 page', () => {
  it.each(PRERENDERED_PATHS.map((path) => [path, path === '/' ? '/index.html' : `${path}/index.html`]))(
    'serves the page %s from %s',
    (uri, file) => {
      expect(originUriOf({ uri })).toBe(file);
    },
  );

  it('serves a page other than the root from its folder', () => {
    // Prepare: the same code with one more page, as the page list may not hold it yet.
    const pages = JSON.stringify(PRERENDERED_PATHS);
    const code = edgeFunctionCode(PAGE_POLICY).replace(pages, JSON.stringify([...PRERENDERED_PATHS, '/overview']));
    const context = createContext({});
    runInContext(code, context);
    const withOverview = context.handler as typeof handler;

    // Act
    const result = withOverview(viewerRequestEvent({ uri: '/overview' }));

    // Assess
    expect(result).toMatchObject({ uri: '/overview/index.html' });
  });

  it.each(['/assets/index-abc123.js', '/sitemap.xml', '/robots.txt', '/404.html', '/favicon.ico'])(
    'passes the file %s through unchanged',
    (uri) => {
      expect(originUriOf({ uri })).toBe(uri);
    },
  );

  it("serves React Router's manifest request the manifest file of the version it names", () => {
    expect(originUriOf({ uri: ROUTE_MANIFEST_PATH, querystring: { version: '30c82b3d', paths: '/,/contact' } })).toBe(routeManifestFile('30c82b3d'));
  });

  it.each<Record<string, string>>([{}, { version: '' }, { version: '../404' }, { version: '30C82B3D' }, { version: '30c82b3d0' }])(
    'answers a manifest request naming no version of the build as an unknown path (%o)',
    (querystring) => {
      expect(originUriOf({ uri: ROUTE_MANIFEST_PATH, querystring })).toBe(NOT_FOUND_PAGE);
    },
  );

  it.each(['/no-such-page', '/deep/unknown/path', '/french/contact', '/frx'])('answers the unknown path %s with the 404 page', (uri) => {
    expect(originUriOf({ uri })).toBe(NOT_FOUND_PAGE);
  });

  it.each([`${FRENCH_PATHS.home}/page-inconnue`, `${FRENCH_PATHS.contact}/plus-loin`, `${FRENCH_PATHS.home}/%5c`])(
    'answers the unknown French path %s with the French 404 page',
    (uri) => {
      expect(originUriOf({ uri })).toBe(NOT_FOUND_PAGES.fr.file);
    },
  );

  it('serves the French pages themselves, not the French 404 page', () => {
    expect(originUriOf({ uri: FRENCH_PATHS.contact })).toBe(`${FRENCH_PATHS.contact}/index.html`);
    expect(originUriOf({ uri: FRENCH_PATHS.home })).toBe(`${FRENCH_PATHS.home}/index.html`);
  });

  it('keeps the query string object on a rewritten request', () => {
    const result = handler(viewerRequestEvent({ uri: '/', querystring: { a: '1' } }));

    expect(result).toMatchObject({ uri: '/index.html', querystring: { a: { value: '1' } } });
  });

  it('leaves API paths to the API', () => {
    expect(originUriOf({ uri: '/api/images', querystring: { featured: 'true' } })).toBe('/api/images');
  });

  it('tells the API the host the viewer asked for, over whatever the client claimed, and never redirects an API call', () => {
    const event = viewerRequestEvent({ uri: '/api/contact', method: 'POST', host: `www.${CANONICAL_HOST}` });
    event.request.headers[VIEWER_HOST_HEADER] = { value: 'attacker.example' };

    const result = handler(event);

    if (isFunctionResponse(result)) throw new Error(`expected the request to go on, got ${result.statusCode}`);
    expect(result.uri).toBe('/api/contact');
    expect(result.headers[VIEWER_HOST_HEADER]).toEqual({ value: `www.${CANONICAL_HOST}` });
  });
});

describe('edge function: media', () => {
  it('strips the media prefix so the uri is the photo bucket key', () => {
    expect(originUriOf({ uri: `${MEDIA_PATH_PREFIX}/images/123-ab.jpg` })).toBe('/images/123-ab.jpg');
  });

  it.each([`${MEDIA_PATH_PREFIX}/uploads/123-ab.jpg`, `${MEDIA_PATH_PREFIX}/`, `${MEDIA_PATH_PREFIX}/images-old/x.jpg`])(
    'answers 404 for %s: only recorded photos under images/ are public',
    (uri) => {
      expect(handler(viewerRequestEvent({ uri }))).toMatchObject({ statusCode: 404 });
    },
  );
});

describe('edge function: viewer response', () => {
  it.each([NOT_FOUND_PAGES.en.file, NOT_FOUND_PAGES.fr.file])('turns the 200 of the 404 page %s into a real 404', (uri) => {
    const response = handler(viewerResponseEvent({ uri, statusCode: 200 }));

    expect(response).toMatchObject({ statusCode: 404, statusDescription: 'Not Found' });
  });

  it.each(Object.keys(PAGE_POLICY.pageScripts))("gives the page %s its policy, naming exactly its own scripts' hashes", (file) => {
    const response = handler(viewerResponseEvent({ uri: file, statusCode: 200 }));

    const policy = isFunctionResponse(response) ? response.headers?.['content-security-policy']?.value : undefined;
    expect(policy).toBe(pagePolicy(PAGE_POLICY.template, PAGE_POLICY.pageScripts[file]!));
  });

  it('gives an .html file that is no prerendered page the policy with no script hash', () => {
    const response = handler(viewerResponseEvent({ uri: '/bench-floor.html', statusCode: 200 }));

    expect(isFunctionResponse(response) && response.headers?.['content-security-policy']?.value).toBe(pagePolicy(PAGE_POLICY.template, []));
  });

  it.each(['/assets/app.js', '/media/images/1-ab.jpg', '/favicon.png', '/documents/Service_Records.pdf', '/config.json'])('sends no policy with %s', (uri) => {
    const event = viewerResponseEvent({ uri, statusCode: 200 });

    const response = handler(event);

    expect(response).toEqual(event.response);
    expect(isFunctionResponse(response) && response.headers?.['content-security-policy']).toBeFalsy();
  });

  it.each([
    ['/index.html', 200],
    ['/overview/index.html', 200],
    ['/assets/app.js', 304],
    [NOT_FOUND_PAGE, 304],
  ])('leaves the status for %s at %i', (uri, statusCode) => {
    const event = viewerResponseEvent({ uri, statusCode });

    const response = handler(event);

    expect(response).toMatchObject({ statusCode });
  });
});

describe('edge function: the code CloudFront receives', () => {
  const code = edgeFunctionCode(PAGE_POLICY);

  it('fits the 10 KB CloudFront Functions size limit', () => {
    expect(Buffer.byteLength(code, 'utf8')).toBeLessThan(10 * 1024);
  });

  it('uses no modules', () => {
    expect(code).not.toContain('require(');
    expect(code).not.toMatch(/^\s*(import|export)\s/m);
  });

  it('has the shared data filled in', () => {
    expect(code).not.toContain('/*@edge-config*/');
    expect(code).toContain(JSON.stringify(REDIRECTS));
  });
});
