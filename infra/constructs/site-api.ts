import { RemovalPolicy, SecretValue, Stack } from 'aws-cdk-lib';
import { AccessLogFormat } from 'aws-cdk-lib/aws-apigateway';
import { CfnStage, HttpApi, HttpMethod, HttpStage, type HttpRoute, LogGroupLogDestination, type ThrottleSettings } from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpJwtAuthorizer } from 'aws-cdk-lib/aws-apigatewayv2-authorizers';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import type { IUserPool, IUserPoolClient } from 'aws-cdk-lib/aws-cognito';
import { LogGroup } from 'aws-cdk-lib/aws-logs';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import { Construct } from 'constructs';
import { routeMethods, type API_ROUTES, type ApiRoute } from '../../shared/api-routes';
import type { EnvironmentSources, FunctionName } from '../../shared/backend/functions';
import { ApiFunction, type ApiFunctionProps } from './api-function';
import { acknowledge } from './nag';

export interface SiteApiProps {
  /** The shared route table (shared/api-routes.ts). */
  routes: typeof API_ROUTES;
  /**
   * Where a function's environment values come from, granting each resource as its value is taken;
   * what each function gets is its declaration's (shared/backend/functions.ts).
   */
  sources: (fn: ApiFunction, originSecret: string) => EnvironmentSources;
  /** What some handlers' functions need beyond the house defaults (memory, native packages), by handler name. */
  functionProps?: Readonly<Partial<Record<FunctionName, Omit<ApiFunctionProps, 'handler' | 'description'>>>>;
  userPool: IUserPool;
  userPoolClient: IUserPoolClient;
  /** Steady-state requests per second and burst for the whole stage. */
  throttle: ThrottleSettings;
  /**
   * The origin secret's version to deploy, after the operator rotated it (docs/deploy.md).
   * @default - the secret's current version when the distribution and functions were last updated
   */
  originSecretVersion?: string;
}

// One JSON line per request, in HTTP API ($context) variables; the request id ties it to the function's log.
const ACCESS_LOG_FORMAT = AccessLogFormat.custom(
  JSON.stringify({
    requestId: '$context.requestId',
    requestTime: '$context.requestTime',
    routeKey: '$context.routeKey',
    status: '$context.status',
    responseLength: '$context.responseLength',
    latencyMs: '$context.responseLatency',
    integrationLatencyMs: '$context.integrationLatency',
    integrationError: '$context.integrationErrorMessage',
    authorizerError: '$context.authorizer.error',
    ip: '$context.identity.sourceIp',
    userAgent: '$context.identity.userAgent',
  }),
);

/**
 * The HTTP API (API Gateway v2) built from the shared route table: one function per handler,
 * a JWT authorizer on the user pool for signed-in and admin routes (handlers check the admin
 * group themselves) and none on public ones, a throttled default stage with access logs.
 */
export class SiteApi extends Construct {
  readonly httpApi: HttpApi;
  /** Proves a request came through CloudFront (docs/decisions/origin-secret.md). */
  readonly originSecret: Secret;
  /**
   * The secret's value as a CloudFormation dynamic reference, resolved at deploy time into the
   * distribution's origin header and every function's environment; the template never holds it.
   */
  readonly originSecretValue: string;
  /** The function of each handler, by handler name. */
  readonly functions = new Map<string, ApiFunction>();
  /** The routes the shared route table makes public: no authorizer. */
  readonly publicRoutes: HttpRoute[] = [];

  constructor(scope: Construct, id: string, props: SiteApiProps) {
    super(scope, id);
    this.originSecret = new Secret(this, 'OriginSecret', {
      description: 'The header value CloudFront adds to every API request; the handlers refuse requests without it',
      generateSecretString: { passwordLength: 48, excludePunctuation: true },
    });
    acknowledge(
      this.originSecret,
      'Rotated by the operator (docs/deploy.md): CloudFront takes the value only when the stack deploys, so a ' +
        'scheduled rotation would lock CloudFront out of the API until the next deploy.',
      'AwsSolutions-SMG4',
    );
    this.originSecretValue = SecretValue.secretsManager(this.originSecret.secretArn, {
      versionId: props.originSecretVersion,
    }).unsafeUnwrap();
    this.httpApi = new HttpApi(this, 'HttpApi', {
      description: 'Trailer site API, reached through CloudFront at /api/*',
      // The stage is declared below, with throttling and access logs.
      createDefaultStage: false,
    });

    // Kept as long as the LogRetention aspect says.
    const accessLogs = new LogGroup(this, 'AccessLogs', {
      removalPolicy: RemovalPolicy.DESTROY,
    });
    const stage = new HttpStage(this, 'DefaultStage', {
      httpApi: this.httpApi,
      stageName: '$default',
      autoDeploy: true,
      throttle: props.throttle,
      accessLogSettings: {
        destination: new LogGroupLogDestination(accessLogs),
        format: ACCESS_LOG_FORMAT,
      },
    });

    const region = Stack.of(this).region;
    const authorizer = new HttpJwtAuthorizer(
      'UserPoolAuthorizer',
      `https://cognito-idp.${region}.${Stack.of(this).urlSuffix}/${props.userPool.userPoolId}`,
      // ID tokens carry the client id as aud; access tokens as client_id, which API Gateway also accepts.
      { jwtAudience: [props.userPoolClient.userPoolClientId] },
    );

    // A JSON map in CloudFormation: CDK passes it as it is, so its keys are written in CloudFormation's case.
    const routeSettings: Record<string, { ThrottlingRateLimit: number; ThrottlingBurstLimit: number }> = {};
    for (const route of props.routes) {
      const fn = this.functionFor(route.handler, props);
      const { throttle } = route as ApiRoute;
      const httpRoutes = this.httpApi.addRoutes({
        path: route.path,
        methods: routeMethods(route).map((method) => HttpMethod[method]),
        integration: new HttpLambdaIntegration(`${route.method}${route.path.replace(/[^A-Za-z0-9]+/g, '-')}`, fn.function, {
          // One invoke permission per function for the whole API rather than one per route: each is a
          // CloudFormation resource, and a stack holds at most 500. Only this API's routes reach a handler.
          scopePermissionToRoute: false,
        }),
        authorizer: route.access === 'public' ? undefined : authorizer,
      });
      for (const httpRoute of httpRoutes) {
        if (route.access === 'public') {
          this.publicRoutes.push(httpRoute);
          acknowledge(httpRoute, `${route.method} ${route.path} is public in the shared route table (shared/api-routes.ts).`, 'AwsSolutions-APIG4');
        }
        if (throttle) {
          routeSettings[`${route.method} ${route.path}`] = { ThrottlingRateLimit: throttle.rateLimit, ThrottlingBurstLimit: throttle.burstLimit };
          // A stage's route settings may only name routes that exist already.
          stage.node.addDependency(httpRoute);
        }
      }
    }
    if (Object.keys(routeSettings).length) (stage.node.defaultChild as CfnStage).routeSettings = routeSettings;
  }

  private functionFor(handler: FunctionName, { sources, functionProps }: SiteApiProps): ApiFunction {
    const existing = this.functions.get(handler);
    if (existing) return existing;
    const fn = new ApiFunction(this, handler, {
      ...functionProps?.[handler],
      handler,
      description: `API handler lambdas/${handler}.ts`,
    });
    fn.provide(sources(fn, this.originSecretValue));
    this.functions.set(handler, fn);
    return fn;
  }
}
