import { AdminUpdateUserAttributesCommand, CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_GROUP } from '../../shared/api-routes';
import { AUDIT_ENDPOINT, type AuditPage } from '../../shared/audit';
import { ADMIN_MESSAGES, ADMIN_SETUP_ENDPOINT } from '../../shared/auth';
import { readSiteSettings } from '../../infra/settings';
import { signedInUser } from '../support/cognito-users';
import { requestFrom } from '../support/http-from';
import { startTestStack, type TestStack } from '../support/local-stack';

let stack: TestStack;
const { adminEmail } = readSiteSettings();

beforeAll(async () => {
  stack = await startTestStack();
});

afterAll(async () => {
  await stack?.stop();
});

const claim = (token?: string) =>
  requestFrom(`${stack.url}${ADMIN_SETUP_ENDPOINT}`, { method: 'POST', headers: token ? { authorization: `Bearer ${token}` } : {} });

describe('the one-time initial admin claim', () => {
  it('needs a signed-in user', async () => {
    expect((await claim()).status).toBe(401);
  });

  it("refuses anyone but the operator's configured admin e-mail", async () => {
    const stranger = await signedInUser(stack, 'stranger@example.org');

    expect(await claim(stranger)).toMatchObject({ status: 403, body: { error: ADMIN_MESSAGES.notTheAdminEmail } });
  });

  it('refuses the admin e-mail until it is verified, then grants it once, and never again', async () => {
    const admin = await signedInUser(stack, adminEmail, [], { emailVerified: false });
    expect((await claim(admin)).status).toBe(403);
    const cognito = new CognitoIdentityProviderClient({ endpoint: stack.endpoints.cognito });
    await cognito.send(
      new AdminUpdateUserAttributesCommand({
        UserPoolId: stack.userPool.userPoolId,
        Username: adminEmail,
        UserAttributes: [
          { Name: 'email', Value: adminEmail },
          { Name: 'email_verified', Value: 'true' },
        ],
      }),
    );
    cognito.destroy();

    expect(await claim(admin)).toMatchObject({ status: 200, body: { success: true, message: ADMIN_MESSAGES.granted } });
    expect(await claim(admin)).toMatchObject({ status: 409, body: { error: ADMIN_MESSAGES.alreadyClaimed } });

    // The grant is in the audit log, once, naming the admin by e-mail
    const reader = await signedInUser(stack, 'audit-reader@example.com', [ADMIN_GROUP]);
    const log = (await requestFrom(`${stack.url}${AUDIT_ENDPOINT}`, { headers: { authorization: `Bearer ${reader}` } })).body as AuditPage;
    expect(log.items.filter((entry) => entry.action === 'admin.claim')).toEqual([
      expect.objectContaining({ admin: adminEmail, changes: { group: { before: null, after: ADMIN_GROUP } } }),
    ]);
  });
});
