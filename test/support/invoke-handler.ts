import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { vi } from 'vitest';

type HandlerModule = { handler: (event: APIGatewayProxyEventV2) => Promise<APIGatewayProxyStructuredResultV2> };

/**
 * Invokes a handler from a freshly imported module graph (handlers read their
 * environment once, on first use) and returns what an HTTP caller would see.
 */
export async function invokeHandler(load: () => Promise<HandlerModule>, event: APIGatewayProxyEventV2) {
  vi.resetModules();
  const { handler } = await load();
  const result = await handler(event);
  return {
    statusCode: result.statusCode,
    contentType: result.headers?.['content-type'],
    rawBody: result.body ?? '',
    body: JSON.parse(result.body ?? 'null') as unknown,
  };
}
