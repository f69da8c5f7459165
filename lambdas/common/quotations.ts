import { QUOTATIONS_TABLE } from '../../shared/backend/tables';
import type { SellerIdentity } from '../../shared/listing-facts';
import type { Quotation, QuotationRequest, SellerCopy } from '../../shared/quotation';
import type { PublicSiteSettings } from '../../shared/settings';
import { conditionally } from './conditional-write';
import { dynamoSdk } from './dynamo';
import { environment, requiredName } from './env';

const env = environment({ [QUOTATIONS_TABLE.envVar]: requiredName });

/**
 * Who the quotation names as the seller: the identity in the seller's facts, whose contact and
 * signatory fall back to the operator's seller settings (the site's own contact) until the seller
 * fills them in. The legal name, address and GST/HST number have no fallback: preflight names them.
 */
export function quotationSeller(seller: SellerIdentity, settings: Pick<PublicSiteSettings, 'sellerName' | 'sellerPhone' | 'sellerEmail'>): SellerIdentity {
  return {
    ...seller,
    phone: seller.phone.trim() || settings.sellerPhone,
    email: seller.email.trim() || settings.sellerEmail,
    signatory: { name: seller.signatory.name.trim() || settings.sellerName, title: seller.signatory.title },
  };
}
const tableName = () => env()[QUOTATIONS_TABLE.envVar];

/** A quotation as stored: what the buyer holds, to whom it went, and what became of the seller's copy. */
export interface StoredQuotation extends Quotation {
  email: QuotationRequest['email'];
  /** The request's idempotency key: a retry with it gets this quotation again. */
  requestKey: string;
  /** This write's own id: a conditional write refused on an item with it is the SDK's retry of a write that landed. */
  writeId: string;
  sellerCopy: SellerCopy | 'pending';
  /** When DynamoDB's TTL deletes it (epoch seconds). */
  expiresAt: number;
}

export const quotationsRepository = {
  async get(number: string): Promise<StoredQuotation | undefined> {
    const { dynamo, GetCommand } = await dynamoSdk();
    const { Item } = await dynamo.send(new GetCommand({ TableName: tableName(), Key: { number }, ConsistentRead: true }));
    return Item as StoredQuotation | undefined;
  },

  /** Stores a new quotation; false when its number is taken already (a retried request). */
  async createIfAbsent(quotation: StoredQuotation): Promise<boolean> {
    const { dynamo, PutCommand } = await dynamoSdk();
    return conditionally(() =>
      dynamo.send(new PutCommand({ TableName: tableName(), Item: quotation, ConditionExpression: 'attribute_not_exists(#number)', ExpressionAttributeNames: { '#number': 'number' } })),
    );
  },

  /** Records what became of the seller's copy. */
  async setSellerCopy(number: string, sellerCopy: SellerCopy): Promise<void> {
    const { dynamo, UpdateCommand } = await dynamoSdk();
    await dynamo.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: { number },
        UpdateExpression: 'SET sellerCopy = :copy',
        ConditionExpression: 'attribute_exists(#number)',
        ExpressionAttributeNames: { '#number': 'number' },
        ExpressionAttributeValues: { ':copy': sellerCopy },
      }),
    );
  },
};
