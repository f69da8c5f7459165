import { spawnSync, type SpawnSyncReturns } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { builtinModules, createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { API_ROUTES } from '../../shared/api-routes';
import { FUNCTIONS, PAGE_PUBLISHER_FUNCTION, type FunctionDeclaration, type FunctionName } from '../../shared/backend/functions';
import { LISTING_SNAPSHOT_ELEMENT_ID } from '../../shared/listing-snapshot';
import { App } from 'aws-cdk-lib';
import { buildApp, SITE_STACK_ID } from '../../infra/app';
import { cdkJsonAppCommand, cdkJsonContext } from './support/site-app';

const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url));
// Any request that tries the network lands on a closed port.
const NO_NETWORK = 'http://127.0.0.1:9';

/**
 * The environment of a clean machine with no AWS account: no credentials or profile, no
 * instance metadata, no CDK variables from the caller, and a proxy that refuses every request.
 */
function offlineEnv(extra: Record<string, string>): NodeJS.ProcessEnv {
  const inherited = Object.entries(process.env).filter(
    ([name]) => !/^(AWS_|CDK_|VITEST|NODE_OPTIONS$|NODE_ENV$)/.test(name) && !/^(https?|all)_proxy$/i.test(name),
  );
  return {
    ...Object.fromEntries(inherited),
    AWS_CONFIG_FILE: '/nonexistent/aws-config',
    AWS_SHARED_CREDENTIALS_FILE: '/nonexistent/aws-credentials',
    AWS_EC2_METADATA_DISABLED: 'true',
    HTTP_PROXY: NO_NETWORK,
    HTTPS_PROXY: NO_NETWORK,
    npm_config_offline: 'true',
    CDK_DISABLE_VERSION_CHECK: '1',
    ...extra,
  };
}

const output = (result: SpawnSyncReturns<string>) => `${result.stdout}\n${result.stderr}`.slice(-4000);

describe('synthesis offline, without AWS credentials', () => {
  let outdir: string;
  let app: SpawnSyncReturns<string>;

  beforeAll(() => {
    // Act: run cdk.json's app command as the CDK CLI does: context in CDK_CONTEXT_JSON, assembly into CDK_OUTDIR.
    outdir = mkdtempSync(join(tmpdir(), 'cdk-synth-'));
    app = spawnSync(cdkJsonAppCommand(), {
      shell: true,
      cwd: REPO_ROOT,
      encoding: 'utf8',
      // Bundling every handler takes ~15 s of CPU and cfn-guard ~9 s more; the margin is for a busy two-core machine.
      timeout: 420_000,
      env: offlineEnv({ CDK_OUTDIR: outdir, CDK_CONTEXT_JSON: JSON.stringify(cdkJsonContext()) }),
    });
  }, 450_000);

  afterAll(() => rmSync(outdir, { recursive: true, force: true }));

  const template = () =>
    JSON.parse(readFileSync(join(outdir, `${SITE_STACK_ID}.template.json`), 'utf8')) as {
      Resources: Record<string, { Type: string; Properties: Record<string, any> }>;
    };

  test("cdk.json's app writes the cloud assembly", () => {
    expect(app.status, output(app)).toBe(0);
    const manifest = JSON.parse(readFileSync(join(outdir, 'manifest.json'), 'utf8')) as { artifacts: Record<string, unknown> };
    expect(Object.keys(manifest.artifacts)).toContain(SITE_STACK_ID);
    const types = Object.values(template().Resources).map((resource) => resource.Type);
    expect(types).toEqual(expect.arrayContaining(['AWS::CloudFront::Distribution', 'AWS::ApiGatewayV2::Api', 'AWS::Cognito::UserPool']));
  });

  const handlerFunctions = () =>
    Object.values(template().Resources).filter(
      (resource) => resource.Type === 'AWS::Lambda::Function' && String(resource.Properties.Description ?? '').startsWith('API handler'),
    );
  const assetDirOf = (fn: { Properties: Record<string, any> }) => join(outdir, `asset.${String(fn.Properties.Code.S3Key).replace(/\.zip$/, '')}`);
  /** The handler a function runs, from its description ("API handler lambdas/<name>.ts"). */
  const handlerOf = (fn: { Properties: Record<string, any> }) =>
    /lambdas\/([\w-]+)\.ts$/.exec(String(fn.Properties.Description))![1] as FunctionName;
  /** The bundle's file: an ES module (declared `esModule`) is written as index.mjs, as Lambda's runtime loads it. */
  const bundleFile = (fn: { Properties: Record<string, any> }) => ((FUNCTIONS[handlerOf(fn)] as FunctionDeclaration).esModule ? 'index.mjs' : 'index.js');

  test('every handler is bundled by esbuild: minified, with a source map that ships no sources', () => {
    expect(app.status, output(app)).toBe(0);
    expect(handlerFunctions()).toHaveLength(new Set(API_ROUTES.map((route) => route.handler)).size);
    for (const fn of handlerFunctions()) {
      const assetDir = assetDirOf(fn);
      const file = bundleFile(fn);
      const code = readFileSync(join(assetDir, file), 'utf8');
      // Minified: nearly all of it on a few very long lines (legal comments aside).
      const longLines = code.split('\n').filter((line) => line.length > 1000);
      expect(longLines.join('').length / code.length, fn.Properties.Description).toBeGreaterThan(0.9);
      expect(code).toMatch(new RegExp(`//# sourceMappingURL=${file.replace('.', '\\.')}\\.map\\s*$`));
      const sourceMap = JSON.parse(readFileSync(join(assetDir, `${file}.map`), 'utf8')) as { sources: string[]; sourcesContent?: unknown };
      expect(sourceMap.sources.some((source) => source.includes('lambdas/'))).toBe(true);
      expect(sourceMap.sourcesContent).toBeUndefined();
    }
  });

  const bundleOf = (fn: { Properties: Record<string, any> }) => {
    const assetDir = assetDirOf(fn);
    const sourceMap = JSON.parse(readFileSync(join(assetDir, `${bundleFile(fn)}.map`), 'utf8')) as { sources: string[] };
    return { code: readFileSync(join(assetDir, bundleFile(fn)), 'utf8'), sources: sourceMap.sources };
  };

  test("every handler takes each package's ES module build where it has one (the main fields module, main)", () => {
    expect(app.status, output(app)).toBe(0);
    for (const fn of handlerFunctions()) {
      const { sources } = bundleOf(fn);
      const packageFiles = sources.filter((source) => source.includes('node_modules/'));
      expect(packageFiles.length, fn.Properties.Description).toBeGreaterThan(0);
      // The packages' CommonJS builds (dist-cjs, lib/cjs, .cjs) cannot be tree-shaken; none may be in a bundle.
      expect(packageFiles.filter((source) => /\/(dist-cjs|lib\/cjs)\/|\.cjs$/.test(source)), fn.Properties.Description).toEqual([]);
      expect(packageFiles.some((source) => /node_modules\/zod\/v4\/.*\.js$/.test(source)), fn.Properties.Description).toBe(true);
    }
  });

  test('every handler bundles the AWS SDK it uses; only its declared native modules are left to require at run time', () => {
    expect(app.status, output(app)).toBe(0);
    const requireFromRepo = createRequire(join(REPO_ROOT, 'package.json'));
    const installed = (name: string) => {
      try {
        requireFromRepo.resolve(name);
        return true;
      } catch {
        return false;
      }
    };
    const builtins = new Set(builtinModules.flatMap((name) => [name, `node:${name}`]));
    for (const fn of handlerFunctions()) {
      const { code, sources } = bundleOf(fn);
      const declaration: FunctionDeclaration = FUNCTIONS[handlerOf(fn)];
      const declared: readonly string[] = declaration.nativeModules ?? [];
      const required = new Set([...code.matchAll(/\brequire\("([^"]+)"\)/g)].map((match) => match[1]!));
      const packages = [...required].filter((name) => !builtins.has(name));
      // A package left out of the bundle is one Lambda must provide: only the declared native ones, and
      // optional ones the SDK merely tries (absent here, so absent in the bundle's environment as well).
      expect(packages.filter((name) => installed(name) && !declared.includes(name)), fn.Properties.Description).toEqual([]);
      expect(packages.filter((name) => /^@(aws-sdk|smithy)\//.test(name) && installed(name)), fn.Properties.Description).toEqual([]);
      for (const name of declared) expect(required, fn.Properties.Description).toContain(name);
      // The SDK's code is in the bundle itself, the lock file's version, not the runtime's copy.
      const usesAws = Boolean(declaration.tables?.length || declaration.photos?.length || declaration.userPool?.length || declaration.sendsMail || declaration.publishesPages);
      expect(sources.some((source) => source.includes('node_modules/@aws-sdk/')), fn.Properties.Description).toBe(usesAws);
      // Only the credential chain's link Lambda runs, the environment (infra/constructs/bundle-stand-ins).
      expect(sources.filter((source) => /@aws-sdk\/(credential-provider-(node|ini|sso)|nested-clients)\//.test(source)), fn.Properties.Description).toEqual([]);
    }
  });

  test("the page publisher is one ES module holding the web build's server bundle, and it loads", async () => {
    expect(app.status, output(app)).toBe(0);
    const publisher = Object.values(template().Resources).find(
      (resource) => resource.Type === 'AWS::Lambda::Function' && String(resource.Properties.Description ?? '').includes(`lambdas/${PAGE_PUBLISHER_FUNCTION}.ts`),
    )!;
    const bundle = join(assetDirOf(publisher), 'index.mjs');
    // The web build's server entry renders every page with the snapshot it is given.
    expect(readFileSync(bundle, 'utf8')).toContain(LISTING_SNAPSHOT_ELEMENT_ID);
    expect(existsSync(join(assetDirOf(publisher), 'node_modules'))).toBe(false);
    const loaded = (await import(pathToFileURL(bundle).href)) as { handler?: unknown };
    expect(typeof loaded.handler).toBe('function');
    // Loading a bundle of the whole web app takes seconds on a busy machine.
  }, 90_000);

  test("create-image ships sharp beside its bundle, for Lambda's platform; no other handler ships node_modules", () => {
    expect(app.status, output(app)).toBe(0);
    for (const fn of handlerFunctions()) {
      const assetDir = assetDirOf(fn);
      if (fn.Properties.Description !== 'API handler lambdas/create-image.ts') {
        expect(existsSync(join(assetDir, 'node_modules')), fn.Properties.Description).toBe(false);
        continue;
      }
      // esbuild leaves sharp to require() at run time, from the node_modules npm installed beside it.
      expect(readFileSync(join(assetDir, 'index.js'), 'utf8')).toContain('require("sharp")');
      expect(existsSync(join(assetDir, 'node_modules', 'sharp', 'package.json'))).toBe(true);
      // Offline, npm installs the linux-arm64 build only from its cache; without it the synth says so.
      if (!existsSync(join(assetDir, 'node_modules', '@img', 'sharp-linux-arm64'))) {
        expect(app.stderr).toContain('this assembly cannot be deployed');
      }
      expect(existsSync(join(assetDir, 'node_modules', '@img', 'sharp-linux-x64'))).toBe(false);
    }
  });

  test('the CDK CLI reads the assembly and prints the template', (context) => {
    expect(app.status, output(app)).toBe(0);
    // `cdk synth` on an assembly directory prints what `npm run synth` prints, without running the app again.
    const cli = spawnSync('npx', ['--no-install', 'cdk', 'synth', '--no-notices', '--app', outdir, SITE_STACK_ID], {
      cwd: REPO_ROOT,
      encoding: 'utf8',
      timeout: 60_000,
      env: offlineEnv({}),
    });
    const mismatch = /schema version mismatch/i.exec(output(cli));
    if (mismatch) {
      const version = spawnSync('npx', ['--no-install', 'cdk', '--version'], { cwd: REPO_ROOT, encoding: 'utf8' }).stdout.trim();
      context.skip(`the installed aws-cdk CLI (${version}) cannot read aws-cdk-lib's assembly: pin aws-cdk ^2.1148.1 in package.json`);
    }
    expect(cli.status, output(cli)).toBe(0);
    expect(cli.stdout).toContain('AWS::CloudFront::Distribution');
  }, 90_000);
});

describe("docs/deploy.md's steps, in order, on a fresh clone", () => {
  /** The shell commands of the guide's code blocks, in reading order, comments and continuations joined. */
  const guideCommands = () =>
    [...readFileSync(join(REPO_ROOT, 'docs/deploy.md'), 'utf8').matchAll(/```sh\n([\s\S]*?)```/g)]
      .flatMap((block) => block[1]!.replace(/\\\n\s*/g, ' ').split('\n'))
      .map((line) => line.replace(/#.*$/, '').trim())
      .filter(Boolean);

  test('installs and builds before anything runs the CDK app, since the app deploys the build', () => {
    const commands = guideCommands();
    const first = (pattern: RegExp) => commands.findIndex((command) => pattern.test(command));
    const install = first(/^npm ci\b/);
    const build = first(/^npm run build\b/);
    const firstCdk = first(/\bcdk (bootstrap|synth|deploy)\b|^npm run (synth|deploy)\b/);

    expect(install).toBeGreaterThanOrEqual(0);
    expect(build).toBeGreaterThan(install);
    expect(firstCdk).toBeGreaterThan(build);
  });

  test('without the build, the app stops with a message that says what to run', () => {
    expect(() => buildApp(new App({ context: cdkJsonContext() }), join(tmpdir(), 'no-such-build'))).toThrow(
      /No web build in .*run `npm run build` first/,
    );
  });
});
