import { AdminGetUserCommand, CognitoIdentityProviderClient, type AdminGetUserCommandInput } from '@aws-sdk/client-cognito-identity-provider';
import type { PutCommandInput } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { vi } from 'vitest';
import { ENV } from '../../shared/backend/environment';
import { AUDIT_TABLE } from '../../shared/backend/tables';

export const AUDIT_TEST_TABLE = 'audit-log-test';

/** Whether a put is an audit entry (the handlers' own tables' fakes leave it alone). */
export const isAuditWrite = (input: PutCommandInput) => input.TableName === AUDIT_TEST_TABLE;

/**
 * The environment an auditing handler reads, and a user pool that knows these admins' e-mails by
 * username (any other answers without one). Call in beforeEach; vi.unstubAllEnvs undoes the variables.
 */
export function stubAuditLog(emails: Record<string, string>) {
  vi.stubEnv(AUDIT_TABLE.envVar, AUDIT_TEST_TABLE);
  vi.stubEnv(ENV.userPoolId, 'ca-central-1_TEST');
  vi.stubEnv(ENV.inquiryRetentionMonths, '24');
  const cognito = mockClient(CognitoIdentityProviderClient);
  cognito.on(AdminGetUserCommand).callsFake((input: AdminGetUserCommandInput) => {
    const email = emails[input.Username!];
    return { Username: input.Username, UserAttributes: email ? [{ Name: 'email', Value: email }] : [] };
  });
  return cognito;
}
