import { RemovalPolicy } from 'aws-cdk-lib';
import { AttributeType, BillingMode, Table, type Attribute } from 'aws-cdk-lib/aws-dynamodb';
import { Construct } from 'constructs';
import type { TableDesign, TableKeyAttribute } from '../../shared/backend/tables';
import type { DataTable } from './api-function';

export interface DataTablesProps {
  /** The designs of the backend contract (shared/backend/tables.ts), which the local runtime builds too. */
  designs: readonly TableDesign[];
}

const ATTRIBUTE_TYPES = { S: AttributeType.STRING, N: AttributeType.NUMBER } as const;
const attribute = (key: TableKeyAttribute): Attribute => ({ name: key.name, type: ATTRIBUTE_TYPES[key.type] });
const optionalAttribute = (key: TableKeyAttribute | undefined) => (key ? attribute(key) : undefined);

/**
 * One DynamoDB table per design: on-demand, point-in-time recovery, TTL where the design has one,
 * and retained when the stack is deleted or a table is replaced. CDK names the tables; handlers
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
      this.tables.set(design.name, { table, indexed: (design.globalIndexes ?? []).length > 0 });
    }
  }

  /** The table built from `design`; throws for a design this construct was not given. */
  get(design: TableDesign): DataTable {
    const table = this.tables.get(design.name);
    if (!table) throw new Error(`No table for design "${design.name}"`);
    return table;
  }
}
