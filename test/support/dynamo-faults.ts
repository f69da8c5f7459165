import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

/** How a test breaks the handlers' DynamoDB client (the module singleton every handler shares). */
export interface DynamoFaults {
  /**
   * The request that stores an inquiry for one of these e-mails dies right after the write
   * succeeds: nothing of the handler runs afterwards, as when Lambda is killed or times out.
   */
  dieAfterStoring(emails: Iterable<string>): void;
  /** While on, every DynamoDB call fails as in an outage that outlasts the SDK's own retries. */
  setUnavailable(unavailable: boolean): void;
  /** How many calls the outage has refused so far. */
  refused(): number;
  remove(): void;
}

const NAME = 'test-dynamo-faults';

/**
 * Adds the faults as SDK middleware on the handlers' client. It sits at the initialize step,
 * outside the SDK's retries: an injected failure is one the SDK has already given up on.
 */
export function injectDynamoFaults(client: DynamoDBDocumentClient, inquiriesTable: string): DynamoFaults {
  const dying = new Set<string>();
  let unavailable = false;
  let refused = 0;
  client.middlewareStack.add(
    (next, context) => async (args) => {
      if (unavailable) {
        refused += 1;
        throw Object.assign(new Error('Injected DynamoDB outage'), { name: 'ServiceUnavailable', $metadata: { httpStatusCode: 503 } });
      }
      const result = await next(args);
      const input = args.input as { TableName?: string };
      const isPut = /^Put(Item)?Command$/.test(context.commandName ?? '');
      if (isPut && input.TableName === inquiriesTable) {
        const item = JSON.stringify(args.input);
        for (const email of dying) {
          if (item.includes(email)) {
            dying.delete(email);
            throw new Error(`Injected: the process died after storing the inquiry of ${email}`);
          }
        }
      }
      return result;
    },
    { step: 'initialize', name: NAME },
  );
  return {
    dieAfterStoring: (emails) => {
      for (const email of emails) dying.add(email);
    },
    setUnavailable: (value) => (unavailable = value),
    refused: () => refused,
    remove: () => void client.middlewareStack.remove(NAME),
  };
}
