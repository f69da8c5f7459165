import { CfnResource, RemovalPolicy, Stack, type IAspect } from 'aws-cdk-lib';
import { CfnFunction } from 'aws-cdk-lib/aws-lambda';
import { CfnLogGroup, LogGroup } from 'aws-cdk-lib/aws-logs';
import type { IConstruct } from 'constructs';
import type { LogRetentionDays } from '../../shared/settings';
import { ApiFunction } from './api-function';

export interface LogRetentionProps {
  /** Every log group's retention (settings.logRetentionDays). */
  days: LogRetentionDays;
  /** The retention of the logs of functions that handle inquiries (inquiryLogRetentionDays). */
  inquiryDays: LogRetentionDays;
}

/** The id of the log group this aspect gives a function that has none. */
const ADDED_LOG_GROUP_ID = 'Logs';

/**
 * Keeps every log of the app for the operator's period, whoever defined the log group: the house
 * functions', the libraries' own (CDK-managed provider log groups default to two years) and those
 * added later. A function whose log group is an ApiFunction that handles inquiries keeps its logs
 * no longer than inquiries are kept. A function the template gives no log group of its own (the
 * libraries' custom resource providers written as raw CloudFormation) would log to one Lambda
 * creates on first run and keeps forever, so it gets one here.
 */
export class LogRetention implements IAspect {
  constructor(private readonly props: LogRetentionProps) {}

  visit(node: IConstruct): void {
    if (node instanceof CfnLogGroup) {
      node.retentionInDays = this.retentionFor(node);
      return;
    }
    if (node instanceof CfnResource && node.cfnResourceType === 'AWS::Lambda::Function' && !(node instanceof CfnFunction)) {
      this.giveLogGroup(node);
    }
  }

  private retentionFor(logGroup: CfnLogGroup): LogRetentionDays {
    const owner = logGroup.node.scopes.find((scope): scope is ApiFunction => scope instanceof ApiFunction);
    return owner?.handlesInquiries ? this.props.inquiryDays : this.props.days;
  }

  /** A provider function written as a CfnResource: a log group beside it, named in its LoggingConfig. */
  private giveLogGroup(fn: CfnResource): void {
    const scope = fn.node.scope!;
    if (scope.node.tryFindChild(`${fn.node.id}${ADDED_LOG_GROUP_ID}`)) return;
    const logGroup = new LogGroup(scope, `${fn.node.id}${ADDED_LOG_GROUP_ID}`, {
      retention: this.props.days,
      removalPolicy: RemovalPolicy.DESTROY,
    });
    // The providers' roles carry AWSLambdaBasicExecutionRole, which may write to any log group.
    fn.addPropertyOverride('LoggingConfig.LogGroup', Stack.of(fn).resolve(logGroup.logGroupName));
  }
}
