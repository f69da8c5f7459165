import { describe, expect, it } from 'vitest';
import { VITALS_BEACON_MAX_BYTES } from '../shared/vitals';
import { apiGatewayEvent } from '../test/fixtures/api-gateway-event';
import { invokeHandler } from '../test/support/invoke-handler';
import { useEmfRecords } from '../test/support/emf-records';

const emfRecords = useEmfRecords();

const send = (body: unknown) =>
  invokeHandler(() => import('./record-vitals'), apiGatewayEvent({ method: 'POST', path: '/api/vitals', body }));

describe('POST /api/vitals', () => {
  it('records each metric and page view as a CloudWatch metric of its page', async () => {
    const response = await send({
      path: '/',
      metrics: [
        { name: 'LCP', value: 1234.5 },
        { name: 'CLS', value: 0.01 },
      ],
      pageViews: ['/'],
    });

    expect(response.statusCode).toBe(204);
    const records = emfRecords();
    expect(records).toContainEqual(expect.objectContaining({ page: '/', PageView: 1 }));
    expect(records).toContainEqual(expect.objectContaining({ page: '/', LCP: 1234.5, CLS: 0.01 }));
  });

  it('pools unknown pages under one dimension value so the metric count stays bounded', async () => {
    await send({ path: '/made-up-page', metrics: [{ name: 'TTFB', value: 80 }], pageViews: ['/another-made-up-page'] });

    const pages = emfRecords().map((record) => record.page);
    expect(pages).toEqual(['other', 'other']);
  });

  it.each([
    ['an unknown metric', { path: '/', metrics: [{ name: 'FID', value: 3 }], pageViews: [] }, 'metric name must be one of'],
    ['a negative value', { path: '/', metrics: [{ name: 'LCP', value: -1 }], pageViews: [] }, 'must not be negative'],
    ['an absurd value', { path: '/', metrics: [{ name: 'CLS', value: 50 }], pageViews: [] }, 'out of range'],
    ['a full URL as path', { path: 'https://evil.example/', metrics: [], pageViews: [] }, 'path must be a site path'],
    ['an extra personal field', { path: '/', metrics: [], pageViews: [], email: 'a@b.c' }, 'email'],
    ['no JSON', 'not json', 'Request body must be JSON'],
  ])('refuses %s with a 400 naming the problem, recording nothing', async (_case, body, message) => {
    const response = await send(body);

    expect(response.statusCode).toBe(400);
    expect((response.body as { error: string }).error).toContain(message);
    expect(emfRecords()).toEqual([]);
  });

  it('refuses a body over the size limit with a 413', async () => {
    const response = await send({ path: '/', metrics: [], pageViews: [], padding: 'x'.repeat(VITALS_BEACON_MAX_BYTES) });

    expect(response.statusCode).toBe(413);
    expect(emfRecords()).toEqual([]);
  });
});
