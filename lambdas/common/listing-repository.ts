import { LISTING_TABLE } from '../../shared/backend/tables';
import { BUILT_IN_ADMIN_LISTING_STATE, withListingChange, type AdminListingChange, type AdminListingState } from '../../shared/listing-state-admin';
import { isConditionFailure, storedAsWritten, versionCondition } from './conditional-write';
import { dynamoSdk } from './dynamo';
import { environment, requiredName } from './env';
import { logger } from './logger';
import { adminDisplayName } from '../../shared/audit';

const env = environment({ [LISTING_TABLE.envVar]: requiredName });
const tableName = () => env()[LISTING_TABLE.envVar];

/** The one partition holding the state and its history. */
const PARTITION = 'listing';
const STATE_KEY = 'state';
const CHANGE_PREFIX = 'change#';
/** Zero-padded, so the history items sort by version. */
const changeKey = (version: number) => `${CHANGE_PREFIX}${String(version).padStart(10, '0')}`;

/**
 * The state item: its version, and the change that made it, which holds the current fields (and is
 * copied to its own history item next).
 */
interface StateItem {
  pk: typeof PARTITION;
  sk: typeof STATE_KEY;
  version: number;
  lastChange: AdminListingChange;
}

type ChangeItem = AdminListingChange & { pk: typeof PARTITION; sk: string };

const toChange = ({ pk: _pk, sk: _sk, ...change }: ChangeItem): AdminListingChange => change;

/** A change refused because another was saved since the version it was made on. */
export class ListingConflictError extends Error {
  constructor() {
    super('The listing changed since the version this change was made on');
    this.name = 'ListingConflictError';
  }
}

async function readItems(): Promise<Record<string, unknown>[]> {
  const { dynamo, QueryCommand } = await dynamoSdk();
  const items: Record<string, unknown>[] = [];
  let ExclusiveStartKey: Record<string, unknown> | undefined;
  do {
    const page = await dynamo.send(
      new QueryCommand({
        TableName: tableName(),
        KeyConditionExpression: 'pk = :pk',
        ExpressionAttributeValues: { ':pk': PARTITION },
        ConsistentRead: true,
        ExclusiveStartKey,
      }),
    );
    items.push(...(page.Items ?? []));
    ExclusiveStartKey = page.LastEvaluatedKey;
  } while (ExclusiveStartKey);
  return items;
}

async function putChangeItem(change: AdminListingChange): Promise<void> {
  const { dynamo, PutCommand } = await dynamoSdk();
  const item: ChangeItem = { pk: PARTITION, sk: changeKey(change.version), ...change };
  await dynamo.send(new PutCommand({ TableName: tableName(), Item: item }));
}

/** The listing's state with its whole history (admin names included); the built-in state before any change. */
async function read(): Promise<{ state: AdminListingState; unrecorded?: AdminListingChange }> {
  const items = await readItems();
  const stateItem = items.find((item) => item.sk === STATE_KEY) as unknown as StateItem | undefined;
  if (!stateItem) return { state: BUILT_IN_ADMIN_LISTING_STATE };
  const history = items
    .filter((item) => typeof item.sk === 'string' && item.sk.startsWith(CHANGE_PREFIX))
    .map((item) => toChange(item as unknown as ChangeItem))
    .filter((change) => change.version < stateItem.version);
  // The last change is part of the state item itself, so a change whose own item is missing (its write
  // failed after the state's) is still in the history.
  const state = withListingChange({ ...BUILT_IN_ADMIN_LISTING_STATE, history: history.sort((a, b) => b.version - a.version) }, stateItem.lastChange);
  const recorded = items.some((item) => item.sk === changeKey(stateItem.version));
  return recorded ? { state } : { state, unrecorded: stateItem.lastChange };
}

/** The change the state item holds now. */
async function currentChange(): Promise<AdminListingChange | undefined> {
  const { dynamo, GetCommand } = await dynamoSdk();
  const { Item } = await dynamo.send(new GetCommand({ TableName: tableName(), Key: { pk: PARTITION, sk: STATE_KEY }, ConsistentRead: true }));
  return (Item as StateItem | undefined)?.lastChange;
}

/** The listing's state and history, in the listing table. */
export const listingRepository = {
  async read(): Promise<AdminListingState> {
    return namedAdmins((await read()).state);
  },

  /**
   * Saves `make(current)`'s change, made on version `expectedVersion`: the state item is written only if
   * it is still at that version, so two admins' changes never interleave; a lost race is a
   * ListingConflictError. Returns the state after the change, or the
   * current state unchanged when `make` finds nothing to change.
   */
  async change(
    expectedVersion: number,
    make: (current: AdminListingState) => AdminListingChange | undefined,
  ): Promise<{ state: AdminListingState; change?: AdminListingChange }> {
    const { state: current, unrecorded } = await read();
    const change = make(current);
    if (!change) return { state: namedAdmins(current) };
    if (current.version !== expectedVersion) throw new ListingConflictError();
    if (unrecorded) await putChangeItem(unrecorded);
    const item: StateItem = { pk: PARTITION, sk: STATE_KEY, version: change.version, lastChange: change };
    const { dynamo, PutCommand } = await dynamoSdk();
    try {
      await dynamo.send(
        new PutCommand({
          TableName: tableName(),
          Item: item,
          ...versionCondition(expectedVersion),
        }),
      );
    } catch (error) {
      if (!isConditionFailure(error)) throw error;
      // A retried write whose first attempt landed: this change is saved, not refused.
      if (!(await storedAsWritten(change, currentChange))) throw new ListingConflictError();
    }
    try {
      await putChangeItem(change);
    } catch (error) {
      // Saved already: the state item carries this change, and the next change writes its item.
      logger.warn('The listing change is saved; its history item will be written with the next change', { error, version: change.version });
    }
    return { state: namedAdmins(withListingChange(current, change)), change };
  },
};

/**
 * The history with each admin named by e-mail: changes saved before the e-mail was recorded name
 * a user-pool id, which the admin's screens never show (AUDIT_UNKNOWN_ADMIN instead).
 */
function namedAdmins(state: AdminListingState): AdminListingState {
  return { ...state, history: state.history.map((change) => ({ ...change, by: adminDisplayName(change.by) })) };
}
