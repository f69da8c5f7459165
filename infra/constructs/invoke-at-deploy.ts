import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { AwsCustomResource, AwsCustomResourcePolicy, PhysicalResourceId } from 'aws-cdk-lib/custom-resources';
import type { Construct } from 'constructs';
import { acknowledge } from './nag';

/**
 * A custom resource that invokes `fn` without waiting (an Event invoke) when the stack is created and
 * whenever `runId` changes, so a deploy that changes it runs the function once more.
 */
export function invokeAtDeploy(scope: Construct, id: string, fn: IFunction, runId: string, payload?: unknown): AwsCustomResource {
  const invoke = {
    service: 'Lambda',
    action: 'invoke',
    parameters: {
      FunctionName: fn.functionName,
      InvocationType: 'Event',
      ...(payload === undefined ? {} : { Payload: JSON.stringify(payload) }),
    },
    physicalResourceId: PhysicalResourceId.of(runId),
  };
  const resource = new AwsCustomResource(scope, id, {
    onCreate: invoke,
    onUpdate: invoke,
    policy: AwsCustomResourcePolicy.fromStatements([new PolicyStatement({ actions: ['lambda:InvokeFunction'], resources: [fn.functionArn] })]),
    installLatestAwsSdk: false,
  });
  acknowledge(
    resource,
    "custom-resources' AwsCustomResource provider, run only while deploying: the library sets its runtime and the basic execution policy.",
    'AwsSolutions-L1',
    'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]',
  );
  return resource;
}
