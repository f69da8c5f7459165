import { LISTING_TABLE } from '../../shared/backend/tables';
import { BUILT_IN_ADMIN_FACTS, BUILT_IN_FACTS, CAD_RATE_UPDATER, type AdminListingFacts } from '../../shared/listing-facts';
import { isConditionFailure, storedAsWritten, versionCondition } from './conditional-write';
import { dynamoSdk } from './dynamo';
import { environment, requiredName } from './env';
import { adminDisplayName } from '../../shared/audit';

const env = environment({ [LISTING_TABLE.envVar]: requiredName });
const tableName = () => env()[LISTING_TABLE.envVar];

/** The facts item sits in the listing's partition, beside its state (shared/backend/tables.ts). */
const KEY = { pk: 'listing', sk: 'facts' } as const;

type FactsItem = typeof KEY & AdminListingFacts;

/** A change refused because another was saved since the version it was made on. */
export class ListingFactsConflictError extends Error {
  constructor() {
    super('The facts changed since the version this change was made on');
    this.name = 'ListingFactsConflictError';
  }
}

async function readItem(): Promise<AdminListingFacts | undefined> {
  const { dynamo, GetCommand } = await dynamoSdk();
  const { Item } = await dynamo.send(new GetCommand({ TableName: tableName(), Key: KEY, ConsistentRead: true }));
  if (!Item) return undefined;
  const { pk: _pk, sk: _sk, ...stored } = Item as FactsItem;
  // A part added to the facts after this item was saved (the condition report, its statement) reads as its built-in value.
  const condition = { ...BUILT_IN_FACTS.condition, ...stored.facts.condition };
  return { ...stored, facts: { ...BUILT_IN_FACTS, ...stored.facts, condition } };
}

/** The listing's facts in the listing table: one item, replaced whole by each change. */
export const listingFactsRepository = {
  /**
   * The facts as stored, or the built-in ones before the first change; who changed them last by
   * e-mail (a change saved before e-mails were recorded names a user-pool id: 'an admin').
   */
  async read(): Promise<AdminListingFacts> {
    const stored = (await readItem()) ?? BUILT_IN_ADMIN_FACTS;
    return { ...stored, changedBy: stored.changedBy && (stored.changedBy === CAD_RATE_UPDATER ? CAD_RATE_UPDATER : adminDisplayName(stored.changedBy)) };
  },

  /**
   * Saves `next` as the version after `expectedVersion`, only if the item is still at that version, so
   * two admins' changes never overwrite each other unseen: a lost race is a ListingFactsConflictError.
   */
  async save(expectedVersion: number, next: AdminListingFacts): Promise<void> {
    const { dynamo, PutCommand } = await dynamoSdk();
    const item: FactsItem = { ...KEY, ...next };
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
      if (!(await storedAsWritten(next, readItem))) throw new ListingFactsConflictError();
    }
  },
};
