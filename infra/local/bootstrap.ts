import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import {
  AdminGetUserCommand,
  AdminUpdateUserAttributesCommand,
  CognitoIdentityProviderClient,
  CreateGroupCommand,
  CreateUserPoolClientCommand,
  CreateUserPoolCommand,
  DescribeUserPoolCommand,
  SetUserPoolMfaConfigCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import {
  CreateTableCommand,
  DeleteTableCommand,
  DescribeTableCommand,
  DynamoDBClient,
  ListTablesCommand,
  PutItemCommand,
  ScanCommand,
  type AttributeValue,
  waitUntilTableExists,
  waitUntilTableNotExists,
  type CreateTableCommandInput,
} from '@aws-sdk/client-dynamodb';
import * as z from 'zod';
import { ADMIN_GROUP } from '../../shared/api-routes';
import { PASSWORD_POLICY, SESSION_HOURS } from '../../shared/auth';
import { itemAttributes, TABLES, type TableDesign } from '../../shared/backend/tables';

function createTableInput(design: TableDesign): CreateTableCommandInput {
  const keys = [design.partitionKey, design.sortKey, ...(design.globalIndexes ?? []).flatMap((i) => [i.partitionKey, i.sortKey])];
  const attributes = new Map(keys.filter((k) => k !== undefined).map((k) => [k.name, k.type]));
  const keySchema = (pk: { name: string }, sk?: { name: string }) => [
    { AttributeName: pk.name, KeyType: 'HASH' as const },
    ...(sk ? [{ AttributeName: sk.name, KeyType: 'RANGE' as const }] : []),
  ];
  return {
    TableName: design.name,
    BillingMode: 'PAY_PER_REQUEST',
    AttributeDefinitions: [...attributes].map(([AttributeName, AttributeType]) => ({ AttributeName, AttributeType })),
    KeySchema: keySchema(design.partitionKey, design.sortKey),
    GlobalSecondaryIndexes: design.globalIndexes?.map((index) => ({
      IndexName: index.name,
      KeySchema: keySchema(index.partitionKey, index.sortKey),
      Projection: { ProjectionType: 'ALL' },
    })),
  };
}

/** Polls dynalite briefly: its table changes take effect within milliseconds, after it has answered. */
export const TABLE_WAIT = { maxWaitTime: 30, minDelay: 0.05, maxDelay: 0.5 };

/**
 * Creates a table and waits until it is active: dynalite answers CreateTable while the table is still
 * being created (even with createTableMs 0), and refuses writes to it until then.
 */
async function createTable(client: DynamoDBClient, design: TableDesign): Promise<void> {
  await client.send(new CreateTableCommand(createTableInput(design)));
  await waitUntilTableExists({ client, ...TABLE_WAIT }, { TableName: design.name });
}

/**
 * Creates any table of the backend contract (shared/backend/tables.ts) the emulator does not have yet, rebuilds one whose
 * indexes no longer match its design (dynalite cannot add an index), keeping its items, and puts each
 * design's fixed items, as the stack does at deploy.
 */
export async function ensureTables(dynamoEndpoint: string): Promise<void> {
  const client = new DynamoDBClient({ endpoint: dynamoEndpoint });
  const { TableNames = [] } = await client.send(new ListTablesCommand({}));
  for (const design of TABLES) {
    if (!TableNames.includes(design.name)) {
      await createTable(client, design);
    } else {
      const { Table } = await client.send(new DescribeTableCommand({ TableName: design.name }));
      const actual = (Table?.GlobalSecondaryIndexes ?? []).map((index) => index.IndexName).sort().join();
      const wanted = (design.globalIndexes ?? []).map((index) => index.name).sort().join();
      if (actual !== wanted) await rebuildTable(client, design);
    }
    for (const item of design.fixedItems ?? []) {
      await client.send(new PutItemCommand({ TableName: design.name, Item: itemAttributes(item) }));
    }
  }
  client.destroy();
}

async function rebuildTable(client: DynamoDBClient, design: TableDesign): Promise<void> {
  const items: Record<string, AttributeValue>[] = [];
  let start: Record<string, AttributeValue> | undefined;
  do {
    const page = await client.send(new ScanCommand({ TableName: design.name, ExclusiveStartKey: start }));
    items.push(...(page.Items ?? []));
    start = page.LastEvaluatedKey;
  } while (start);
  await client.send(new DeleteTableCommand({ TableName: design.name }));
  // Likewise a table being deleted still holds its name.
  await waitUntilTableNotExists({ client, ...TABLE_WAIT }, { TableName: design.name });
  await createTable(client, design);
  for (const item of items) await client.send(new PutItemCommand({ TableName: design.name, Item: item }));
  console.log(`[local] rebuilt table ${design.name} with the indexes of its design (${items.length} items kept)`);
}

const userPoolState = z.object({ userPoolId: z.string(), userPoolClientId: z.string() });
export type UserPoolState = z.infer<typeof userPoolState>;

/**
 * Creates the user pool, its app client and the admin group on first start,
 * and reuses them afterwards (their ids are kept in stateFile).
 */
export async function ensureUserPool(cognitoEndpoint: string, stateFile: string): Promise<UserPoolState> {
  const client = new CognitoIdentityProviderClient({ endpoint: cognitoEndpoint });
  try {
    if (existsSync(stateFile)) {
      const saved = userPoolState.parse(JSON.parse(readFileSync(stateFile, 'utf8')));
      const exists = await client
        .send(new DescribeUserPoolCommand({ UserPoolId: saved.userPoolId }))
        .then(() => true, () => false);
      if (exists) {
        await leaveMfaToTheFront(client, saved.userPoolId);
        return saved;
      }
    }
    const { UserPool } = await client.send(
      new CreateUserPoolCommand({
        PoolName: 'trailer-site-local',
        UsernameAttributes: ['email'],
        AutoVerifiedAttributes: ['email'],
        Policies: {
          PasswordPolicy: {
            MinimumLength: PASSWORD_POLICY.minLength,
            RequireLowercase: false,
            RequireUppercase: false,
            RequireNumbers: PASSWORD_POLICY.requireDigits,
            RequireSymbols: false,
          },
        },
      }),
    );
    const userPoolId = UserPool?.Id;
    if (!userPoolId) throw new Error('cognito-local returned no user pool id');
    const { UserPoolClient } = await client.send(
      new CreateUserPoolClientCommand({
        UserPoolId: userPoolId,
        ClientName: 'trailer-site-web',
        ExplicitAuthFlows: ['ALLOW_USER_PASSWORD_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH'],
        AccessTokenValidity: SESSION_HOURS,
        IdTokenValidity: SESSION_HOURS,
        TokenValidityUnits: { AccessToken: 'hours', IdToken: 'hours' },
      }),
    );
    await client.send(new CreateGroupCommand({ UserPoolId: userPoolId, GroupName: ADMIN_GROUP }));
    await leaveMfaToTheFront(client, userPoolId);
    const state = { userPoolId, userPoolClientId: UserPoolClient?.ClientId ?? '' };
    writeFileSync(stateFile, JSON.stringify(userPoolState.parse(state), null, 2));
    return state;
  } finally {
    client.destroy();
  }
}

/**
 * MFA OFF in cognito-local rather than the stack's required: cognito-local 5 then checks the
 * password and issues tokens it can refresh, and the Cognito front asks for the authenticator's
 * set-up or code before handing them over, as AWS does (docs/decisions/cognito-front.md). Set on
 * every start, so a pool made before this setting gets it too (an unset setting is not OFF there).
 */
async function leaveMfaToTheFront(client: CognitoIdentityProviderClient, userPoolId: string): Promise<void> {
  await client.send(new SetUserPoolMfaConfigCommand({ UserPoolId: userPoolId, MfaConfiguration: 'OFF', SoftwareTokenMfaConfiguration: { Enabled: true } }));
}

/** What Cognito does on a confirmed sign-up and cognito-local leaves out (see cognito-front.ts). */
export async function markEmailVerified(cognitoEndpoint: string, userPoolId: string, username: string): Promise<void> {
  const client = new CognitoIdentityProviderClient({ endpoint: cognitoEndpoint });
  try {
    const { UserAttributes = [] } = await client.send(new AdminGetUserCommand({ UserPoolId: userPoolId, Username: username }));
    const email = UserAttributes.find((attribute) => attribute.Name === 'email')?.Value;
    if (!email) return;
    // cognito-local wants the address itself beside the flag.
    await client.send(
      new AdminUpdateUserAttributesCommand({
        UserPoolId: userPoolId,
        Username: username,
        UserAttributes: [
          { Name: 'email', Value: email },
          { Name: 'email_verified', Value: 'true' },
        ],
      }),
    );
  } finally {
    client.destroy();
  }
}
