import { describe, expect, it } from 'vitest';
import type { ApiRoute } from '../../shared/api-routes';
import { isTextBody, matchRoute } from './api-gateway';

function route(overrides: Partial<ApiRoute> & Pick<ApiRoute, 'path'>): ApiRoute {
  return { method: 'GET', handler: 'test-handler', access: 'public', ...overrides };
}

const listImages = route({ path: '/api/images' });
const getImage = route({ path: '/api/images/{id}', handler: 'get-image' });
const media = route({ path: '/api/media/{proxy+}', handler: 'get-media' });
const routes = [listImages, getImage, media];

describe('matchRoute', () => {
  it('matches a literal path with no path parameters', () => {
    // Act
    const matched = matchRoute(routes, 'GET', '/api/images');

    // Assess
    expect(matched).toStrictEqual({ route: listImages, pathParameters: {} });
  });

  it('does not match a route registered for another method', () => {
    // Act
    const matched = matchRoute(routes, 'POST', '/api/images');

    // Assess
    expect(matched).toBeUndefined();
  });

  it('captures a {name} parameter, URL-decoded', () => {
    // Act
    const matched = matchRoute(routes, 'GET', '/api/images/caf%C3%A9%20photo%2F1');

    // Assess
    expect(matched).toStrictEqual({ route: getImage, pathParameters: { id: 'café photo/1' } });
  });

  it('does not match when the path has a segment beyond the route', () => {
    // Act
    const matched = matchRoute(routes, 'GET', '/api/images/abc/extra');

    // Assess
    expect(matched).toBeUndefined();
  });

  it('captures the rest of the path, decoded segment by segment, in a greedy {name+} parameter', () => {
    // Act
    const matched = matchRoute(routes, 'GET', '/api/media/images/2024/front%20view.jpg');

    // Assess
    expect(matched).toStrictEqual({ route: media, pathParameters: { proxy: 'images/2024/front view.jpg' } });
  });

  it('does not match a greedy parameter with nothing to capture', () => {
    // Act
    const matched = matchRoute(routes, 'GET', '/api/media/');

    // Assess
    expect(matched).toBeUndefined();
  });

  it('refuses malformed percent-encoding instead of throwing', () => {
    // Act
    const single = () => matchRoute(routes, 'GET', '/api/images/%E0%A4%A');
    const greedy = () => matchRoute(routes, 'GET', '/api/media/ok/%E0%A4%A');

    // Assess
    expect(single).not.toThrow();
    expect(single()).toBeUndefined();
    expect(greedy).not.toThrow();
    expect(greedy()).toBeUndefined();
  });

  it('does not match an empty segment for a parameter', () => {
    // Act
    const trailingSlash = matchRoute(routes, 'GET', '/api/images/');
    const doubleSlash = matchRoute([route({ path: '/api/images/{id}/tags' })], 'GET', '/api/images//tags');

    // Assess
    expect(trailingSlash).toBeUndefined();
    expect(doubleSlash).toBeUndefined();
  });
});

describe('matchRoute specificity', () => {
  it('prefers a literal segment over a parameter whatever the table order, as API Gateway does', () => {
    const routes = [
      { method: 'PATCH', path: '/api/images/{id}', handler: 'update-image', access: 'admin' },
      { method: 'PATCH', path: '/api/images/featured', handler: 'update-featured', access: 'admin' },
    ] as const;

    expect(matchRoute(routes, 'PATCH', '/api/images/featured')?.route.handler).toBe('update-featured');
    expect(matchRoute(routes, 'PATCH', '/api/images/abc')?.route.handler).toBe('update-image');
  });
});

describe('isTextBody', () => {
  it.each([
    ['application/json', true],
    ['application/json; charset=utf-8', true],
    ['text/plain;charset=UTF-8', true],
    ['application/xml', true],
    ['application/x-www-form-urlencoded', false],
    ['multipart/form-data; boundary=x', false],
    ['application/octet-stream', false],
    [undefined, false],
  ])('hands a %s body to the handler as text: %s (base64 otherwise, as API Gateway does)', (type, text) => {
    expect(isTextBody(type)).toBe(text);
  });
});
