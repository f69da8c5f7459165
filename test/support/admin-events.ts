import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { vi } from 'vitest';

/** The event as API Gateway's JWT authorizer passes it on for a caller with these token claims. */
export function withClaims(event: APIGatewayProxyEventV2, claims: Record<string, string>): APIGatewayProxyEventV2 {
  return { ...event, requestContext: { ...event.requestContext, authorizer: { jwt: { claims, scopes: [] } } } } as APIGatewayProxyEventV2;
}

/** Collects every structured log line the handlers write from now on (the logger writes JSON lines to stdout). */
export function captureLogLines(): Record<string, unknown>[] {
  const lines: Record<string, unknown>[] = [];
  vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => {
    for (const line of String(chunk).split('\n').filter((text) => text.startsWith('{'))) lines.push(JSON.parse(line) as Record<string, unknown>);
    return true;
  });
  return lines;
}
