import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { sdkTimeouts } from './clients';

/** The user pool's admin API; the endpoint comes from AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER only locally. */
export const cognito = new CognitoIdentityProviderClient(sdkTimeouts({ requestTimeoutMs: 3000, maxAttempts: 3 }));
