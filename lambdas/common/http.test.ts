import { describe, expect, it } from 'vitest';
import { ORIGIN_VERIFY_HEADER, VIEWER_ADDRESS_HEADER } from '../../shared/http';
import { MESSAGES } from '../../shared/messages';
import { apiGatewayEvent, TEST_ORIGIN_SECRET } from '../../test/fixtures/api-gateway-event';
import { clientAddress, httpHandler, json } from './http';

/** A handler that answers the caller's address, so a test sees whether it ran. */
const echo = httpHandler(async (event) => json(200, { address: clientAddress(event) }));

describe('httpHandler: only requests through CloudFront reach a handler', () => {
  it('runs the handler for a request carrying the origin secret', async () => {
    const response = await echo(apiGatewayEvent());

    expect(response.statusCode).toBe(200);
  });

  it.each([
    ['without the origin header', undefined],
    ['with an empty origin header', ''],
    ['with a wrong origin header', 'guessed-value'],
    ['with the secret as a prefix only', TEST_ORIGIN_SECRET.slice(0, -1)],
    ['with the secret and more', `${TEST_ORIGIN_SECRET}x`],
  ])('refuses a request %s with a 403 naming the way in, without running the handler', async (_case, value) => {
    const response = await echo(apiGatewayEvent({ headers: { [ORIGIN_VERIFY_HEADER]: value } }));

    expect(response.statusCode).toBe(403);
    expect(JSON.parse(response.body ?? '')).toEqual({ error: MESSAGES.api.notThroughCloudFront });
  });
});

describe('clientAddress: the viewer address CloudFront sets', () => {
  it.each([
    ['198.51.100.23:50123', '198.51.100.23'],
    ['[2001:db8::7]:443', '2001:db8::7'],
  ])('takes %s as %s', async (header, address) => {
    const response = await echo(apiGatewayEvent({ headers: { [VIEWER_ADDRESS_HEADER]: header } }));

    expect(JSON.parse(response.body ?? '')).toEqual({ address });
  });

  it('never falls back to the connection address (an edge server), answering a logged 500 instead', async () => {
    const response = await echo(apiGatewayEvent({ headers: { [VIEWER_ADDRESS_HEADER]: undefined } }));

    expect(response.statusCode).toBe(500);
    expect(JSON.parse(response.body ?? '')).toEqual({ error: MESSAGES.api.internal });
  });
});
