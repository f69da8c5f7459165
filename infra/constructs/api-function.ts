import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Duration, RemovalPolicy, Stack, type CfnResource } from 'aws-cdk-lib';
import type { IUserPool } from 'aws-cdk-lib/aws-cognito';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { PolicyStatement, Role, ServicePrincipal, type IGrantable, type IPrincipal } from 'aws-cdk-lib/aws-iam';
import { Architecture, Runtime } from 'aws-cdk-lib/aws-lambda';
import { NodejsFunction, OutputFormat, type BundlingOptions } from 'aws-cdk-lib/aws-lambda-nodejs';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import type { IConfigurationSet } from 'aws-cdk-lib/aws-ses';
import { Construct } from 'constructs';
import { IMAGE_FOLDER } from '../../shared/images';
import { SES_CONFIGURATION_SET_ENV } from '../delivery-policy';
import { acknowledge, arnInFinding } from './nag';

const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** The runtime every API function runs on (DESIGN.md: nodejs22.x or newer, arm64). */
export const API_RUNTIME = Runtime.NODEJS_24_X;
export const API_ARCHITECTURE = Architecture.ARM_64;
/** Service name in every structured log line and metric (Powertools). */
export const API_SERVICE_NAME = 'trailer-api';
/** CloudWatch namespace of the metrics the handlers publish in embedded metric format. */
export const METRICS_NAMESPACE = 'TrailerSite';
/** The time every API function gets unless it says otherwise; the SDK clients' limits fit well inside it. */
export const API_FUNCTION_TIMEOUT_SECONDS = 10;
/** Environment variable holding the photo bucket's name. */
export const PHOTO_BUCKET_ENV = 'PHOTO_BUCKET';

export interface ApiFunctionProps {
  /** The module lambdas/<handler>.ts, which exports `handler`. */
  handler: string;
  /** One line for the console, e.g. the route it serves. */
  description?: string;
  /** @default Duration.seconds(API_FUNCTION_TIMEOUT_SECONDS) */
  timeout?: Duration;
  /** @default 512 (MB; on arm64 this is also the CPU share) */
  memorySize?: number;
  /** @default RetentionDays.ONE_MONTH */
  logRetention?: RetentionDays;
  /**
   * Ships sharp (native image processing) beside the bundle, built for the functions' platform.
   * @default false
   */
  bundleSharp?: boolean;
}

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
 * The house Lambda function for an API handler: the runtime, architecture, bundling (esbuild,
 * minified, source maps), logging and Powertools settings every handler shares, and a role that
 * starts with nothing but writing its own log group. Everything else is granted through the
 * use* helpers below, each of which pairs an environment variable with its grant.
 */
export class ApiFunction extends Construct implements IGrantable {
  readonly function: NodejsFunction;
  readonly logGroup: LogGroup;
  readonly grantPrincipal: IPrincipal;

  constructor(scope: Construct, id: string, props: ApiFunctionProps) {
    super(scope, id);
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
      runtime: API_RUNTIME,
      architecture: API_ARCHITECTURE,
      timeout: props.timeout ?? Duration.seconds(API_FUNCTION_TIMEOUT_SECONDS),
      memorySize: props.memorySize ?? 512,
      role,
      logGroup: this.logGroup,
      bundling: {
        format: OutputFormat.CJS,
        minify: true,
        sourceMap: true,
        // The source map names files and lines; the sources themselves need not ship.
        sourcesContent: false,
        // Bundle the SDK the lock file pins (and the tests ran against) instead of the runtime's copy.
        bundleAwsSDK: true,
        ...(props.bundleSharp ? sharpBundling() : {}),
      },
      environment: {
        NODE_OPTIONS: '--enable-source-maps',
        POWERTOOLS_SERVICE_NAME: API_SERVICE_NAME,
        POWERTOOLS_LOG_LEVEL: 'INFO',
        POWERTOOLS_METRICS_NAMESPACE: METRICS_NAMESPACE,
      },
    });
    this.grantPrincipal = this.function.grantPrincipal;
  }

  addEnvironment(name: string, value: string): void {
    this.function.addEnvironment(name, value);
  }

  addToRolePolicy(statement: PolicyStatement): void {
    this.function.addToRolePolicy(statement);
  }
}

/** A DynamoDB table together with the environment variable handlers read its name from. */
export interface DataTable {
  table: ITable;
  envVar: string;
  /** Whether the table has secondary indexes, to which data grants extend (`<table arn>/index/*`). */
  indexed: boolean;
}

/**
 * Lets a function use a table: its name in `envVar`, and read or read-write data access to the
 * table and its indexes. 'write' includes reading, which conditional writes and idempotency need.
 */
export function useTable(fn: ApiFunction, { table, envVar, indexed }: DataTable, access: 'read' | 'write'): void {
  fn.addEnvironment(envVar, table.tableName);
  if (access === 'read') table.grantReadData(fn);
  else table.grantReadWriteData(fn);
  if (indexed) {
    acknowledge(
      fn,
      'Queries go through the indexes of this one table; the wildcard is its own index ARNs (table/index/*), added by grant*Data().',
      `AwsSolutions-IAM5[Resource::${arnInFinding(table.node.defaultChild as CfnResource)}/index/*]`,
    );
  }
}

/**
 * What a function may do with photos: read them (and list, so a missing key is a 404, not a 403),
 * put them (which is also what signing a presigned upload needs), delete them.
 */
export type PhotoAccess = 'read' | 'put' | 'delete';

/** The wildcard actions each photo grant carries, for the cdk-nag acknowledgment. */
const PHOTO_GRANT_WILDCARDS: Record<PhotoAccess, string[]> = {
  read: ['s3:GetObject*', 's3:GetBucket*', 's3:List*'],
  put: ['s3:Abort*'],
  delete: ['s3:DeleteObject*'],
};

/**
 * Lets a function use the photo bucket under one key prefix only: its name in PHOTO_BUCKET, and
 * the given access to `${prefix}/*`.
 */
export function usePhotoBucket(
  fn: ApiFunction,
  bucket: IBucket,
  access: readonly PhotoAccess[],
  prefix: string = IMAGE_FOLDER,
): void {
  fn.addEnvironment(PHOTO_BUCKET_ENV, bucket.bucketName);
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
}

/** Environment variable holding the user pool's id. */
export const USER_POOL_ENV = 'USER_POOL_ID';

/**
 * Lets a function administer the user pool's users: its id in USER_POOL_ID, and exactly the
 * given Cognito admin actions (e.g. cognito-idp:AdminAddUserToGroup) on this pool only.
 */
export function useUserPool(fn: ApiFunction, userPool: IUserPool, actions: readonly `cognito-idp:Admin${string}`[]): void {
  fn.addEnvironment(USER_POOL_ENV, userPool.userPoolId);
  userPool.grant(fn, ...actions);
}

/** The addresses a function sends e-mail from and to, and the configuration set it sends with. */
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
 * all three in SES_SENDER, SELLER_EMAIL and SES_CONFIGURATION_SET, and ses:SendEmail on exactly
 * their identities and that configuration set (SES authorizes a send against each). SES authorizes
 * against the address or its verified domain, whichever is verified; while the account is in the
 * SES sandbox it also authorizes against the recipient's identity, hence both.
 */
export function useMailSender(fn: ApiFunction, mail: MailRoute): void {
  fn.addEnvironment('SES_SENDER', mail.sender);
  fn.addEnvironment('SELLER_EMAIL', mail.recipient);
  fn.addEnvironment(SES_CONFIGURATION_SET_ENV, mail.configurationSet.configurationSetName);
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
}

/** How buyers reach the seller other than by the site: shown on the pages the API renders. */
export interface SellerContact {
  phone: string;
  email: string;
}

/** Gives a function the seller's phone and e-mail, in SELLER_PHONE and SELLER_EMAIL; nothing to grant. */
export function useSellerContact(fn: ApiFunction, seller: SellerContact): void {
  fn.addEnvironment('SELLER_PHONE', seller.phone);
  fn.addEnvironment('SELLER_EMAIL', seller.email);
}
