import * as z from 'zod/mini';
import './zod-config';

/**
 * The runtime configuration the web app fetches at start-up, so one web build works against any
 * stack: in AWS the CDK stack writes it into the site bucket, locally the runtime serves the
 * equivalent. Nothing here is secret; it is what any browser signing in needs to know.
 */

/** Where the site serves its runtime configuration. */
export const RUNTIME_CONFIG_PATH = '/config.json';

/** Path prefix of the API on the site's own origin (CloudFront behaviour, local gateway). */
export const API_BASE = '/api';

export const runtimeConfigSchema = z.strictObject({
  /** AWS region of the user pool, e.g. ca-central-1. */
  region: z.string().check(z.regex(/^[a-z]{2}(-[a-z]+)+-\d$/, 'region must be an AWS region such as ca-central-1')),
  userPoolId: z.string().check(z.minLength(1, 'userPoolId is required')),
  /** The app client the web app signs in with (no secret; USER_PASSWORD_AUTH and refresh). */
  userPoolClientId: z.string().check(z.minLength(1, 'userPoolClientId is required')),
  /**
   * Whether visitors may create accounts. Off in AWS, where the only account is the admin the stack
   * creates at deploy; on locally, so a newcomer can try the admin path against cognito-local.
   */
  selfSignUp: z.boolean(),
  /** Same-origin base path of the API. */
  apiBase: z.literal(API_BASE),
  /**
   * The Cognito endpoint, only where it is not the regional AWS one: the local runtime's
   * cognito-local. Absent in AWS, where the SDK derives it from the region.
   */
  userPoolEndpoint: z.optional(z.url()),
});
export type RuntimeConfig = z.infer<typeof runtimeConfigSchema>;
