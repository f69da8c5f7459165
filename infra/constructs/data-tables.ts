import { RemovalPolicy, Stack } from 'aws-cdk-lib';
import { AttributeType, BillingMode, Table, TableEncryption, type Attribute } from 'aws-cdk-lib/aws-dynamodb';
import { AwsCustomResource, AwsCustomResourcePolicy, PhysicalResourceId } from 'aws-cdk-lib/custom-resources';
import { Construct } from 'constructs';
import { itemAttributes, type FixedItem, type TableDesign, type TableKeyAttribute } from '../../shared/backend/tables';
import type { DataTable } from './api-function';
import { acknowledge } from './nag';

export interface DataTablesProps {
  /** The designs of the backend contract (shared/backend/tables.ts), which the local runtime builds too. */
  designs: readonly TableDesign[];
}

const ATTRIBUTE_TYPES = { S: AttributeType.STRING, N: AttributeType.NUMBER } as const;
const attribute = (key: TableKeyAttribute): Attribute => ({ name: key.name, type: ATTRIBUTE_TYPES[key.type] });
const optionalAttribute = (key: TableKeyAttribute | undefined) => (key ? attribute(key) : undefined);

/**
 * One DynamoDB table per design: on-demand, point-in-time recovery, encrypted with the AWS managed KMS key, TTL where the design has one,
 * the design's fixed items written at deploy, and retained when the stack is deleted or a table is replaced. CDK names the tables; handlers
 * learn the names through each design's environment variable (ApiFunction.provide).
 */
export class DataTables extends Construct {
  private readonly tables = new Map<string, DataTable>();

  constructor(scope: Construct, id: string, props: DataTablesProps) {
    super(scope, id);
    for (const design of props.designs) {
      const table = new Table(this, design.name, {
        partitionKey: attribute(design.partitionKey),
        sortKey: optionalAttribute(design.sortKey),
        billingMode: BillingMode.PAY_PER_REQUEST,
        pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
        // The account's AWS managed key (aws/dynamodb): no monthly fee, no key policy to keep, and
        // every use of the key is in CloudTrail (docs/decisions/control-tower-rules.md).
        encryption: TableEncryption.AWS_MANAGED,
        timeToLiveAttribute: design.timeToLiveAttribute,
        removalPolicy: RemovalPolicy.RETAIN,
      });
      for (const index of design.globalIndexes ?? []) {
        table.addGlobalSecondaryIndex({
          indexName: index.name,
          partitionKey: attribute(index.partitionKey),
          sortKey: optionalAttribute(index.sortKey),
        });
      }
      if (design.fixedItems) this.writeFixedItems(design.name, table, design.fixedItems);
      this.tables.set(design.name, { table, indexed: (design.globalIndexes ?? []).length > 0 });
    }
  }

  /** Puts the items into the table when the stack is created, and again whenever they change. */
  private writeFixedItems(name: string, table: Table, items: readonly FixedItem[]): void {
    const write = {
      service: 'DynamoDB',
      action: 'BatchWriteItem',
      parameters: { RequestItems: { [table.tableName]: items.map((item) => ({ PutRequest: { Item: itemAttributes(item) } })) } },
      physicalResourceId: PhysicalResourceId.of(`${name}-fixed-items`),
    };
    new AwsCustomResource(this, `${name}-items`, {
      onCreate: write,
      onUpdate: write,
      policy: AwsCustomResourcePolicy.fromSdkCalls({ resources: [table.tableArn] }),
      installLatestAwsSdk: false,
    });
    // The provider is one function per stack, whichever construct asked for it first.
    const provider = Stack.of(this).node.findChild(`AWS${AwsCustomResource.PROVIDER_FUNCTION_UUID.replace(/-/g, '')}`);
    acknowledge(
      provider,
      "aws-cdk-lib's AwsCustomResource provider, run only while deploying to put the fixed items: the library gives " +
        'its function the basic execution policy; its own statement allows dynamodb:BatchWriteItem on this table only.',
      'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]',
    );
  }

  /** The table built from `design`; throws for a design this construct was not given. */
  get(design: TableDesign): DataTable {
    const table = this.tables.get(design.name);
    if (!table) throw new Error(`No table for design "${design.name}"`);
    return table;
  }
}
