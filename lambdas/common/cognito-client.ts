import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { SDK_TIME_LIMITS, sdkTimeouts } from './clients';

// The functions load this module only through cognitoSdk (setup-initial-admin.ts): see dynamo.ts for why.
export { AdminAddUserToGroupCommand, AdminGetUserCommand } from '@aws-sdk/client-cognito-identity-provider';

/** The user pool's admin API; the endpoint comes from AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER only locally. */
export const cognito = new CognitoIdentityProviderClient(sdkTimeouts(SDK_TIME_LIMITS.cognito));
