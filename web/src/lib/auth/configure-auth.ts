import { Amplify } from 'aws-amplify';
import { RUNTIME_CONFIG_PATH, runtimeConfigSchema, type RuntimeConfig } from '../../../../shared/runtime-config';

let configured: Promise<RuntimeConfig> | undefined;

/**
 * Points Amplify Auth at the stack's user pool, read from the runtime configuration the stack
 * writes beside the pages (one web build serves any stack; locally the pool is cognito-local),
 * and returns that configuration. Runs once; a failed attempt is forgotten so the next call tries again.
 */
export function configureAuth(): Promise<RuntimeConfig> {
  configured ??= (async () => {
    const response = await fetch(RUNTIME_CONFIG_PATH, { headers: { accept: 'application/json' } });
    if (!response.ok) throw new Error(`${RUNTIME_CONFIG_PATH} answered ${response.status}`);
    const config = runtimeConfigSchema.parse(await response.json());
    const { userPoolId, userPoolClientId, userPoolEndpoint } = config;
    Amplify.configure({
      Auth: { Cognito: { userPoolId, userPoolClientId, ...(userPoolEndpoint ? { userPoolEndpoint } : {}), loginWith: { email: true } } },
    });
    return config;
  })().catch((error: unknown) => {
    configured = undefined;
    throw error;
  });
  return configured;
}
