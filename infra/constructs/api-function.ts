import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ArnFormat, Duration, RemovalPolicy, Stack, type CfnResource } from 'aws-cdk-lib';
import type { IUserPool } from 'aws-cdk-lib/aws-cognito';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { PolicyStatement, Role, ServicePrincipal, type IGrantable, type IPrincipal } from 'aws-cdk-lib/aws-iam';
import { Architecture, Runtime } from 'aws-cdk-lib/aws-lambda';
import { NodejsFunction, OutputFormat, type BundlingOptions } from 'aws-cdk-lib/aws-lambda-nodejs';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import type { IConfigurationSet } from 'aws-cdk-lib/aws-ses';
import { Construct } from 'constructs';
import {
  FUNCTIONS,
  functionEnvironment,
  functionTimeoutSeconds,
  type EnvironmentSources,
  type FunctionDeclaration,
  type FunctionName,
  type PhotoAccess,
  type PhotoFolder,
  type TableAccess,
  type UserPoolAction,
} from '../../shared/backend/functions';
import { PUBLISHED_PAGES_FILE } from '../../shared/published-pages';
import { acknowledge, arnInFinding } from './nag';

const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** The runtime every API function runs on (docs/decisions/runtime-versions.md: nodejs22.x or newer, arm64). */
export const API_RUNTIME = Runtime.NODEJS_24_X;
export const API_ARCHITECTURE = Architecture.ARM_64;
export interface ApiFunctionProps {
  /** The module lambdas/<handler>.ts, which exports `handler`; its declaration (shared/backend/functions.ts) sets the timeout. */
  handler: FunctionName;
  /** One line for the console, e.g. the route it serves. */
  description?: string;
  /** @default 512 (MB; on arm64 this is also the CPU share) */
  memorySize?: number;
  /** @default RetentionDays.ONE_MONTH */
  logRetention?: RetentionDays;
  /** A fixed name, for a function others invoke by name. @default generated */
  functionName?: string;
  /** At most this many runs at once. @default the account's pool */
  reservedConcurrency?: number;
}

/**
 * How every function's code is bundled (esbuild, through NodejsFunction): minified, with a source map
 * that names files and lines but ships no sources, taking each package's ES module build where it has
 * one, so that what a handler does not use is left out (the AWS SDK's advice for bundlers). The API
 * bench bundles each handler the same way.
 */
export const BUNDLE_SETTINGS = { minify: true, sourceMap: true, sourcesContent: false, mainFields: ['module', 'main'] } as const;

/**
 * Packages every bundle takes from a module of ours instead, by path from the repository root (where
 * esbuild runs): what a function can never run in Lambda need not be loaded at each cold start.
 */
export const BUNDLE_STAND_INS: Readonly<Record<string, string>> = {
  '@aws-sdk/credential-provider-node': './infra/constructs/bundle-stand-ins/credentials-from-environment.ts',
};

/** Lets the CommonJS packages bundled into an ES module still call require (esbuild's documented shim). */
export const ESM_REQUIRE_SHIM = "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);";

/** npm's names for the platform the functions run on (API_ARCHITECTURE, Amazon Linux's glibc). */
const FUNCTION_NPM_PLATFORM = { os: 'linux', cpu: 'arm64', libc: 'glibc' } as const;
/** The package holding sharp's native build for that platform. */
const SHARP_PLATFORM_PACKAGE = `@img/sharp-${FUNCTION_NPM_PLATFORM.os}-${FUNCTION_NPM_PLATFORM.cpu}`;

/**
 * sharp is a native addon esbuild cannot bundle: CDK installs it into node_modules beside the
 * bundle with npm, told to pick the functions' platform whatever machine synthesizes (sharp's
 * install guide, "Cross-platform" and "AWS Lambda").
 */
function sharpBundling(): Pick<BundlingOptions, 'nodeModules' | 'environment' | 'commandHooks'> {
  return {
    nodeModules: ['sharp'],
    environment: {
      npm_config_os: FUNCTION_NPM_PLATFORM.os,
      npm_config_cpu: FUNCTION_NPM_PLATFORM.cpu,
      npm_config_libc: FUNCTION_NPM_PLATFORM.libc,
    },
    commandHooks: {
      beforeBundling: () => [],
      beforeInstall: () => [],
      // npm skips an optional platform package it cannot fetch without failing, which would deploy a
      // function that cannot load sharp: refuse that bundle. Only an npm told to stay offline (an
      // offline `cdk synth`, as the tests run it) may go on, with a warning that it cannot be deployed.
      afterBundling: (_inputDir, outputDir) => [
        `if [ ! -d "${outputDir}/node_modules/${SHARP_PLATFORM_PACKAGE}" ]; then ` +
          `if [ "$npm_config_offline" = "true" ]; then echo "warning: npm is offline, so ${SHARP_PLATFORM_PACKAGE} is missing and this assembly cannot be deployed" >&2; ` +
          `else echo "error: npm did not install ${SHARP_PLATFORM_PACKAGE}; check access to the npm registry" >&2; exit 1; fi; fi`,
      ],
    },
  };
}

/**
 * The house Lambda function for a declared function: the runtime, architecture, bundling (esbuild,
 * minified, source maps), logging settings every handler shares, the declaration's timeout, and a
 * role that starts with nothing but writing its own log group. Everything else comes with its
 * environment (`provide`): the use* helpers below grant each resource as they hand over its name.
 */
export class ApiFunction extends Construct implements IGrantable {
  readonly function: NodejsFunction;
  readonly logGroup: LogGroup;
  readonly grantPrincipal: IPrincipal;
  private readonly handler: FunctionName;

  constructor(scope: Construct, id: string, props: ApiFunctionProps) {
    super(scope, id);
    this.handler = props.handler;
    const declaration: FunctionDeclaration = FUNCTIONS[props.handler];
    this.logGroup = new LogGroup(this, 'Logs', {
      retention: props.logRetention ?? RetentionDays.ONE_MONTH,
      // Operational logs, not business data: they go with the stack.
      removalPolicy: RemovalPolicy.DESTROY,
    });
    // Instead of the AWSLambdaBasicExecutionRole managed policy, which may write to any log group.
    const role = new Role(this, 'Role', { assumedBy: new ServicePrincipal('lambda.amazonaws.com') });
    this.logGroup.grantWrite(role);

    this.function = new NodejsFunction(this, 'Function', {
      entry: join(REPO_ROOT, 'lambdas', `${props.handler}.ts`),
      handler: 'handler',
      projectRoot: REPO_ROOT,
      depsLockFilePath: join(REPO_ROOT, 'package-lock.json'),
      description: props.description,
      functionName: props.functionName,
      reservedConcurrentExecutions: props.reservedConcurrency,
      runtime: API_RUNTIME,
      architecture: API_ARCHITECTURE,
      timeout: Duration.seconds(functionTimeoutSeconds(props.handler)),
      memorySize: props.memorySize ?? 512,
      role,
      logGroup: this.logGroup,
      bundling: {
        ...(declaration.esModule ? { format: OutputFormat.ESM, banner: ESM_REQUIRE_SHIM } : { format: OutputFormat.CJS }),
        ...BUNDLE_SETTINGS,
        mainFields: [...BUNDLE_SETTINGS.mainFields],
        // Bundle the SDK the lock file pins (and the tests ran against) instead of the runtime's copy.
        bundleAwsSDK: true,
        esbuildArgs: { '--alias': Object.entries(BUNDLE_STAND_INS).map(([name, standIn]) => `${name}=${standIn}`) },
        ...(declaration.nativeModules?.includes('sharp') ? sharpBundling() : {}),
      },
      environment: {
        NODE_OPTIONS: '--enable-source-maps',
        POWERTOOLS_LOG_LEVEL: 'INFO',
      },
    });
    this.grantPrincipal = this.function.grantPrincipal;
  }

  /** Sets the environment its declaration asks for, taking each value (and its grant) from `sources`. */
  provide(sources: EnvironmentSources): void {
    for (const [name, value] of Object.entries(functionEnvironment(FUNCTIONS[this.handler], sources))) {
      this.function.addEnvironment(name, value);
    }
  }

  addToRolePolicy(statement: PolicyStatement): void {
    this.function.addToRolePolicy(statement);
  }
}

/**
 * Lets a function invoke the page publisher, by its fixed name (see PAGE_PUBLISHER_FUNCTION); returns
 * the name for its environment.
 */
export function usePagePublisher(fn: ApiFunction, functionName: string): string {
  const arn = Stack.of(fn).formatArn({ service: 'lambda', resource: 'function', resourceName: functionName, arnFormat: ArnFormat.COLON_RESOURCE_NAME });
  fn.addToRolePolicy(new PolicyStatement({ actions: ['lambda:InvokeFunction'], resources: [arn] }));
  return functionName;
}

/**
 * Lets a function write the pages into the site bucket: put any object (the pages' keys are the site's
 * paths), read the publish record; returns the bucket's name for its environment.
 */
export function useSiteBucketPages(fn: ApiFunction, bucket: IBucket): string {
  bucket.grantPut(fn);
  bucket.grantRead(fn, PUBLISHED_PAGES_FILE);
  acknowledge(
    fn,
    "The page publisher writes the site's pages, whose keys are the site's paths, so any key of the site bucket; S3 grants (grant*()) carry the library's object-level action families.",
    `AwsSolutions-IAM5[Resource::${arnInFinding(bucket.node.defaultChild as CfnResource)}/*]`,
    ...[...PHOTO_GRANT_WILDCARDS.put, ...PHOTO_GRANT_WILDCARDS.read].map((action) => `AwsSolutions-IAM5[Action::${action}]`),
  );
  return bucket.bucketName;
}

/** A DynamoDB table built from its design. */
export interface DataTable {
  table: ITable;
  /** Whether the table has secondary indexes, to which data grants extend (`<table arn>/index/*`). */
  indexed: boolean;
}

/**
 * Lets a function use a table: read or read-write data access to the table and its indexes; returns
 * the table's name for its environment.
 */
export function useTable(fn: ApiFunction, { table, indexed }: DataTable, access: TableAccess): string {
  if (access === 'read') table.grantReadData(fn);
  else table.grantReadWriteData(fn);
  if (indexed) {
    acknowledge(
      fn,
      'Queries go through the indexes of this one table; the wildcard is its own index ARNs (table/index/*), added by grant*Data().',
      `AwsSolutions-IAM5[Resource::${arnInFinding(table.node.defaultChild as CfnResource)}/index/*]`,
    );
  }
  return table.tableName;
}

/** The wildcard actions each photo grant carries, for the cdk-nag acknowledgment. */
const PHOTO_GRANT_WILDCARDS: Record<PhotoAccess, string[]> = {
  read: ['s3:GetObject*', 's3:GetBucket*', 's3:List*'],
  put: ['s3:Abort*'],
  delete: ['s3:DeleteObject*'],
};

/**
 * Lets a function use the photo bucket under one key prefix only: the given access to `${prefix}/*`;
 * returns the bucket's name for its environment.
 */
export function usePhotoBucket(fn: ApiFunction, bucket: IBucket, access: readonly PhotoAccess[], prefix: PhotoFolder): string {
  const objects = `${prefix}/*`;
  if (access.includes('read')) bucket.grantRead(fn, objects);
  if (access.includes('put')) bucket.grantPut(fn, objects);
  if (access.includes('delete')) bucket.grantDelete(fn, objects);
  acknowledge(
    fn,
    `S3 grants (grant*()) on the photo bucket's ${prefix}/ objects only; their action wildcards are the library's object-level families.`,
    `AwsSolutions-IAM5[Resource::${arnInFinding(bucket.node.defaultChild as CfnResource)}/${objects}]`,
    ...access.flatMap((level) => PHOTO_GRANT_WILDCARDS[level]).map((action) => `AwsSolutions-IAM5[Action::${action}]`),
  );
  return bucket.bucketName;
}

/**
 * Lets a function administer the user pool's users: exactly the given Cognito admin actions
 * (e.g. cognito-idp:AdminAddUserToGroup) on this pool only; returns the pool's id for its environment.
 */
export function useUserPool(fn: ApiFunction, userPool: IUserPool, actions: readonly UserPoolAction[]): string {
  userPool.grant(fn, ...actions);
  return userPool.userPoolId;
}

/** The addresses a function sends e-mail from and to (operator settings), and the configuration set it sends with. */
export interface MailRoute {
  /** The verified SES identity in From. */
  sender: string;
  /** The one address the site mails (the seller). */
  recipient: string;
  /** Publishes the mail's bounces and complaints to CloudWatch. */
  configurationSet: IConfigurationSet;
}

function identitiesOf(address: string): string[] {
  const domain = address.slice(address.lastIndexOf('@') + 1);
  return [address, domain];
}

/**
 * Lets a function send e-mail through SES as `sender` to `recipient` with the configuration set:
 * ses:SendEmail on exactly their identities and that configuration set (SES authorizes a send
 * against each); returns the configuration set's name for its environment. SES authorizes against
 * the address or its verified domain, whichever is verified; while the account is in the SES
 * sandbox it also authorizes against the recipient's identity, hence both.
 */
export function useMailSender(fn: ApiFunction, mail: MailRoute): string {
  const stack = Stack.of(fn);
  const identities = [...new Set([...identitiesOf(mail.sender), ...identitiesOf(mail.recipient)])];
  fn.addToRolePolicy(
    new PolicyStatement({
      actions: ['ses:SendEmail'],
      resources: [
        ...identities.map((identity) => stack.formatArn({ service: 'ses', resource: 'identity', resourceName: identity })),
        stack.formatArn({ service: 'ses', resource: 'configuration-set', resourceName: mail.configurationSet.configurationSetName }),
      ],
    }),
  );
  return mail.configurationSet.configurationSetName;
}
