import { fromEnv } from '@aws-sdk/credential-provider-env';
import type { defaultProvider as sdkDefaultProvider } from '@aws-sdk/credential-provider-node';

/**
 * Takes the place of the SDK's default credential chain in the functions' bundles. Lambda gives a
 * function its role's credentials in the environment (AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY,
 * AWS_SESSION_TOKEN), the chain's first link; the others (profiles, SSO, processes, web identity,
 * container and instance metadata, with the STS and SSO clients they call) never run there, yet
 * would add about 110 KB to every bundle and its cold start.
 */
export const defaultProvider: typeof sdkDefaultProvider = (init = {}) => fromEnv(init);
