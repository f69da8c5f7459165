import { Stack, Validations, type CfnResource } from 'aws-cdk-lib';
import type { IConstruct } from 'constructs';

/**
 * Acknowledges cdk-nag findings on a construct and everything under it, with the reason written
 * down where the resource is defined. cdk-nag 3 matches finding ids exactly, including the
 * `[Resource::…]` part of IAM findings.
 */
export function acknowledge(scope: IConstruct, reason: string, ...ids: string[]): void {
  Validations.of(scope).acknowledge(...ids.map((id) => ({ id, reason })));
}

/** How cdk-nag names a resource's Arn attribute inside a finding id, e.g. `<SiteBucket397A1860.Arn>`. */
export function arnInFinding(resource: CfnResource): string {
  return `<${Stack.of(resource).getLogicalId(resource)}.Arn>`;
}
