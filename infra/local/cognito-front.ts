import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createChallengeFront, type CognitoAnswer } from './cognito-challenges';
import { LOOPBACK } from './net';

/** Called with the sign-up's client id and username after cognito-local confirmed it. */
export type SignUpConfirmedHook = (confirmed: { clientId: string; username: string }) => Promise<void>;

const TARGET_PREFIX = 'AWSCognitoIdentityProviderService.';
const CONFIRM_SIGN_UP_TARGET = `${TARGET_PREFIX}ConfirmSignUp`;
const GET_TOKENS_FROM_REFRESH_TOKEN_TARGET = `${TARGET_PREFIX}GetTokensFromRefreshToken`;
// Hop-by-hop and length headers are the proxy's own business, not the upstream's.
const NOT_FORWARDED = new Set(['host', 'connection', 'content-length', 'transfer-encoding', 'keep-alive']);

function readBody(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

/**
 * Amplify refreshes tokens with GetTokensFromRefreshToken, which cognito-local does not know;
 * its older equal is InitiateAuth with REFRESH_TOKEN_AUTH, which answers the same
 * AuthenticationResult (without a rotated refresh token, so the client keeps its own).
 */
function translated(target: string | undefined, body: Buffer): { target: string | undefined; body: Buffer } {
  if (target !== GET_TOKENS_FROM_REFRESH_TOKEN_TARGET) return { target, body };
  const { ClientId, RefreshToken } = JSON.parse(body.toString('utf8')) as { ClientId: string; RefreshToken: string };
  return {
    target: `${TARGET_PREFIX}InitiateAuth`,
    body: Buffer.from(JSON.stringify({ AuthFlow: 'REFRESH_TOKEN_AUTH', ClientId, AuthParameters: { REFRESH_TOKEN: RefreshToken } })),
  };
}

const AMZ_JSON = 'application/x-amz-json-1.1';
// The browser calls Cognito from the site's origin: its answers allow any origin, as Cognito's do.
const CORS_HEADERS = { 'access-control-allow-origin': '*', 'access-control-expose-headers': 'x-amzn-requestid, x-amzn-errortype, x-amzn-errormessage, date' };

/**
 * A pass-through in front of cognito-local that fills its gaps, so the browser and the SDK talk
 * to "Cognito" exactly as they do in AWS: Cognito marks the e-mail verified when a sign-up is
 * confirmed with the code it e-mailed, and cognito-local does not (the initial-admin claim
 * requires a verified e-mail); token refresh (see `translated`); and the required authenticator,
 * the challenge sessions and the password reset of cognito-challenges.ts. Everything else goes
 * through unchanged.
 */
export async function startCognitoFront(port: number, upstream: string, onSignUpConfirmed: SignUpConfirmedHook) {
  const callUpstream = async (operation: string, request: Record<string, unknown>): Promise<CognitoAnswer> => {
    const answer = await fetch(upstream, {
      method: 'POST',
      headers: { 'content-type': AMZ_JSON, 'x-amz-target': `${TARGET_PREFIX}${operation}` },
      body: JSON.stringify(request),
    });
    return { status: answer.status, body: (await answer.json()) as Record<string, unknown> };
  };
  const challenges = createChallengeFront(callUpstream);

  const server = createServer(async (req, res) => {
    try {
      const target = req.headers['x-amz-target'] as string | undefined;
      const { target: upstreamTarget, body } = translated(target, await readBody(req));
      const filled = target?.startsWith(TARGET_PREFIX)
        ? await challenges.handle(target.slice(TARGET_PREFIX.length), JSON.parse(body.toString('utf8')) as Record<string, unknown>)
        : undefined;
      if (filled) {
        const type = filled.body.__type;
        res
          .writeHead(filled.status, { 'content-type': AMZ_JSON, ...CORS_HEADERS, ...(typeof type === 'string' ? { 'x-amzn-errortype': type } : {}) })
          .end(JSON.stringify(filled.body));
        return;
      }
      const headers = Object.fromEntries(
        Object.entries(req.headers).filter(([name, value]) => !NOT_FORWARDED.has(name) && typeof value === 'string') as [string, string][],
      );
      if (upstreamTarget) headers['x-amz-target'] = upstreamTarget;
      const method = req.method ?? 'GET';
      const answer = await fetch(`${upstream}${req.url ?? '/'}`, { method, headers, body: ['GET', 'HEAD'].includes(method) ? undefined : new Uint8Array(body) });
      const answerBody = Buffer.from(await answer.arrayBuffer());
      if (answer.ok && target === CONFIRM_SIGN_UP_TARGET) {
        const { ClientId, Username } = JSON.parse(body.toString('utf8')) as { ClientId: string; Username: string };
        // The sign-up itself succeeded: a failed fix-up is logged, not turned into an error.
        await onSignUpConfirmed({ clientId: ClientId, username: Username }).catch((error: unknown) =>
          console.error('cognito-local front: could not mark the e-mail verified', error),
        );
      }
      const answerHeaders: Record<string, string> = {};
      answer.headers.forEach((value, name) => {
        if (!NOT_FORWARDED.has(name) && name !== 'content-encoding') answerHeaders[name] = value;
      });
      res.writeHead(answer.status, answerHeaders).end(answerBody);
    } catch (error) {
      res.writeHead(502, { 'content-type': 'text/plain' }).end(`cognito-local front: ${(error as Error).message}`);
    }
  });
  await new Promise<void>((resolve, reject) => server.once('error', reject).listen(port, LOOPBACK, () => resolve()));
  const { port: boundPort } = server.address() as AddressInfo;
  return {
    endpoint: `http://${LOOPBACK}:${boundPort}`,
    stop: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
