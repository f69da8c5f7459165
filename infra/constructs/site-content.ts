import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { DefaultStackSynthesizer, Stack, Token, type CfnResource } from 'aws-cdk-lib';
import type { IDistribution } from 'aws-cdk-lib/aws-cloudfront';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import { BucketDeployment, CacheControl, Source, type BucketDeploymentProps } from 'aws-cdk-lib/aws-s3-deployment';
import { Construct } from 'constructs';
import { RUNTIME_CONFIG_PATH, type RuntimeConfig } from '../../shared/runtime-config';
import { DOCUMENTS_FOLDER } from '../../shared/documents';
import { IMMUTABLE, REVALIDATE, siteFileHeaders, type SiteFileHeaders } from '../../shared/cache-policy';
import { acknowledge, arnInFinding } from './nag';

export interface SiteContentProps {
  /** The web build (build/client): prerendered HTML and hashed assets. */
  siteDir: string;
  bucket: IBucket;
  distribution: IDistribution;
  /**
   * Written to /config.json beside the pages. Its values are deploy-time tokens (the user pool's
   * ids), which is why the file is written at deploy rather than baked into the build.
   */
  runtimeConfig: RuntimeConfig;
  /**
   * Rewrites a host name in the built files as they are deployed: the build names the settings'
   * siteHost in canonical links, og:url, JSON-LD, the sitemap, robots.txt and the app's settings,
   * and without a custom domain the site lives on the distribution's domain, known only at deploy.
   */
  hostRewrite?: { from: string; to: string };
}

/** Files that can name the site's host; images and fonts cannot. */
const TEXT_FILE = /\.(html|js|json|xml|txt|webmanifest)$/;

/**
 * Deploys the web build into the site bucket with the headers of shared/cache-policy.ts, one
 * deployment per distinct set (hashed assets immutable for a year, HTML revalidated on every
 * request, the documents under /documents/ with their content type as attachments), writes
 * /config.json, and invalidates the revalidated files and the documents in CloudFront.
 * The pages go last, so a new page never reaches a viewer before the assets it references, and
 * nothing is pruned: a browser still holding the previous HTML can fetch the assets it names.
 */
export class SiteContent extends Construct {
  /** The pages' deployment, the last: what follows the site's deployment depends on it. */
  readonly pages: BucketDeployment;

  constructor(scope: Construct, id: string, props: SiteContentProps) {
    super(scope, id);
    const paths = [...sitePaths(props.siteDir), RUNTIME_CONFIG_PATH];
    const groups = new Map<string, FileGroup>();
    for (const path of paths) {
      const headers = siteFileHeaders(path);
      const key = JSON.stringify(headers);
      groups.set(key, { headers, paths: [...(groups.get(key)?.paths ?? []), path] });
    }
    const pageGroup = groups.get(JSON.stringify({ cacheControl: REVALIDATE } satisfies SiteFileHeaders));
    if (!pageGroup?.paths.some((path) => path.endsWith('.html'))) throw new Error(`${props.siteDir} holds no HTML page`);

    const site = Source.asset(props.siteDir);
    const config = Source.jsonData(RUNTIME_CONFIG_PATH.slice(1), props.runtimeConfig);
    const rewrite = props.hostRewrite;
    // Later sources overwrite earlier ones with the same key: the rewritten copies replace the built files.
    const rewritten = (group: readonly string[]) =>
      rewrite
        ? group
            .filter((path) => TEXT_FILE.test(path) && path !== RUNTIME_CONFIG_PATH)
            .map((path) => ({ path, text: readFileSync(join(props.siteDir, path), 'utf8') }))
            .filter(({ text }) => text.includes(rewrite.from))
            .map(({ path, text }) => Source.data(path.slice(1), text.replaceAll(rewrite.from, rewrite.to)))
        : [];
    const deploy = ({ headers, paths: group }: FileGroup, filters: string[], extra: Partial<BucketDeploymentProps> = {}) =>
      new BucketDeployment(this, deploymentId(headers), {
        sources: [site, ...rewritten(group)],
        destinationBucket: props.bucket,
        // `aws s3 sync` filters: everything out, then this group's files back in.
        exclude: ['*'],
        include: filters,
        cacheControl: [CacheControl.fromString(headers.cacheControl)],
        contentType: headers.contentType,
        contentDisposition: headers.contentDisposition,
        prune: false,
        ...extra,
      });
    // Documents keep their names from one deploy to the next: CloudFront must forget the old ones.
    const invalidated = (filters: string[]) => ({ distribution: props.distribution, distributionPaths: filters.map((filter) => `/${filter}`) });

    const others = [...groups.values()]
      .filter((group) => group !== pageGroup)
      .map((group) => {
        const filters = includeFilters(group.paths, paths);
        return deploy(group, filters, group.paths.every(isDocument) ? invalidated(filters) : {});
      });
    const pageFilters = includeFilters(pageGroup.paths, paths);
    const pages = deploy(pageGroup, pageFilters, { sources: [site, ...rewritten(pageGroup.paths), config], ...invalidated(pageFilters) });
    // Between the custom resources only: the provider function they share must not wait for itself.
    for (const other of others) pages.node.findChild('CustomResource').node.addDependency(other.node.findChild('CustomResource'));
    acknowledgeDeploymentProvider(pages, props.bucket);
    this.pages = pages;
  }
}

/** Files deployed together: the same headers. */
interface FileGroup {
  headers: SiteFileHeaders;
  paths: string[];
}

const isDocument = (path: string) => path.startsWith(`/${DOCUMENTS_FOLDER}/`);

/** Site paths ("/assets/x.js") of the files under dir; dot-files and -folders are build metadata, not content. */
function sitePaths(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => `/${relative(dir, join(entry.parentPath, entry.name)).split(sep).join('/')}`)
    .filter((path) => !path.split('/').some((segment) => segment.startsWith('.')))
    .sort();
}

// A filter is a glob; a file name carrying glob characters would select more than itself.
const GLOB_CHARACTERS = /[*?[\]]/;

/**
 * `aws s3 sync` include filters (bucket-relative) that select exactly `selected` among `all`:
 * a folder whose files are all selected becomes one `folder/*`, the rest are listed by name.
 */
export function includeFilters(selected: readonly string[], all: readonly string[]): string[] {
  const chosen = new Set(selected);
  const filters = new Set<string>();
  for (const path of selected) {
    if (GLOB_CHARACTERS.test(path)) throw new Error(`Cannot deploy ${path}: glob characters in a file name`);
    const segments = path.slice(1).split('/');
    let filter = segments.join('/');
    for (let depth = 1; depth < segments.length; depth++) {
      const folder = `/${segments.slice(0, depth).join('/')}/`;
      if (all.every((other) => !other.startsWith(folder) || chosen.has(other))) {
        filter = `${folder.slice(1)}*`;
        break;
      }
    }
    filters.add(filter);
  }
  return [...filters];
}

function deploymentId({ cacheControl, contentType }: SiteFileHeaders): string {
  if (contentType) return `Typed-${contentType.replace(/[^a-z0-9]+/gi, '-')}`;
  if (cacheControl === IMMUTABLE) return 'HashedAssets';
  if (cacheControl === REVALIDATE) return 'Pages';
  return `Files-${cacheControl.replace(/[^a-z0-9]+/gi, '-')}`;
}

/** The BucketDeployment provider (one Lambda function per stack) is aws-s3-deployment's; its findings are the library's choices. */
function acknowledgeDeploymentProvider(deployment: BucketDeployment, bucket: IBucket): void {
  const provider = deployment.handlerRole.node.scope;
  if (!provider) return;
  acknowledge(
    provider,
    "aws-s3-deployment's provider, run only while deploying: the library sets its Python runtime, the basic " +
      'execution policy and wildcard S3 actions, scoped to the CDK asset bucket and the site bucket; CloudFront ' +
      'invalidation actions accept no resource narrower than *.',
    'AwsSolutions-L1',
    'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]',
    ...['s3:GetBucket*', 's3:GetObject*', 's3:List*', 's3:Abort*', 's3:DeleteObject*'].map((action) => `AwsSolutions-IAM5[Action::${action}]`),
    `AwsSolutions-IAM5[Resource::${cdkAssetObjectsArn(Stack.of(deployment))}]`,
    `AwsSolutions-IAM5[Resource::${arnInFinding(bucket.node.defaultChild as CfnResource)}/*]`,
    'AwsSolutions-IAM5[Resource::*]',
  );
}

/** The CDK bootstrap asset bucket's objects, as cdk-nag spells them in a finding id. */
function cdkAssetObjectsArn(stack: Stack): string {
  const synthesizer = stack.synthesizer;
  const qualifier =
    (synthesizer instanceof DefaultStackSynthesizer ? synthesizer.bootstrapQualifier : undefined) ??
    DefaultStackSynthesizer.DEFAULT_QUALIFIER;
  const known = (value: string, pseudo: string) => (Token.isUnresolved(value) ? `<${pseudo}>` : value);
  return `arn:${known(stack.partition, 'AWS::Partition')}:s3:::cdk-${qualifier}-assets-${known(stack.account, 'AWS::AccountId')}-${known(stack.region, 'AWS::Region')}/*`;
}
