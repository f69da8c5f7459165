import type { SESv2Client, SendEmailCommandInput } from '@aws-sdk/client-sesv2';

/** Which of an inquiry's two mails a fault hits: the seller's (Reply-To the buyer) or the buyer's acknowledgement (To the buyer). */
export type FaultedMail = 'seller' | 'acknowledgement';

/** How a test stops the handlers' SES sends (the module singleton every handler shares). */
export interface SesFaults {
  /**
   * The request sending this mail for one of these buyers dies right after SES accepted it: nothing
   * of the handler runs afterwards, and it never answers, as when the process is killed.
   */
  dieAfterSending(mail: FaultedMail, buyerEmails: Iterable<string>): void;
  /** As dieAfterSending, but the request dies just before the mail reaches SES. */
  dieBeforeSending(mail: FaultedMail, buyerEmails: Iterable<string>): void;
  /**
   * Settles when a request set up to die for this buyer has died, having stored its inquiry; never
   * settles while no death is set up for them.
   */
  deathOf(buyerEmail: string): Promise<void>;
  remove(): void;
}

const NAME = 'test-ses-faults';

/** Which mail a send is, by its References line, and whose: the seller's is Reply-To the buyer, the acknowledgement To them. */
function mailOf(input: SendEmailCommandInput): { mail: FaultedMail; buyer: string | undefined } {
  const references = input.Content?.Simple?.Headers?.find((header) => header.Name === 'References')?.Value ?? '';
  return references.startsWith('<seller.')
    ? { mail: 'seller', buyer: input.ReplyToAddresses?.[0] }
    : { mail: 'acknowledgement', buyer: input.Destination?.ToAddresses?.[0] };
}

/** A promise that never settles: the request's remaining code never runs. */
const death = () => new Promise<never>(() => undefined);

/** Adds the faults as SDK middleware on the handlers' SES client, outside its retries (it makes one try). */
export function injectSesFaults(client: SESv2Client): SesFaults {
  const after = { seller: new Set<string>(), acknowledgement: new Set<string>() };
  const before = { seller: new Set<string>(), acknowledgement: new Set<string>() };
  const deaths = new Map<string, { happened: Promise<void>; happen: () => void }>();
  const dieFor = (buyer: string) => {
    deaths.get(buyer)?.happen();
    deaths.delete(buyer);
    return death();
  };
  client.middlewareStack.add(
    (next, context) => async (args) => {
      if (context.commandName !== 'SendEmailCommand') return next(args);
      const { mail, buyer } = mailOf(args.input as SendEmailCommandInput);
      if (buyer && before[mail].delete(buyer)) return dieFor(buyer);
      const result = await next(args);
      if (buyer && after[mail].delete(buyer)) return dieFor(buyer);
      return result;
    },
    { step: 'initialize', name: NAME },
  );
  const add = (set: Set<string>, emails: Iterable<string>) => {
    for (const email of emails) {
      set.add(email);
      if (deaths.has(email)) continue;
      let happen = () => undefined as void;
      const happened = new Promise<void>((resolve) => (happen = resolve));
      deaths.set(email, { happened, happen });
    }
  };
  return {
    dieAfterSending: (mail, emails) => add(after[mail], emails),
    dieBeforeSending: (mail, emails) => add(before[mail], emails),
    deathOf: (email) => deaths.get(email)?.happened ?? death(),
    remove: () => void client.middlewareStack.remove(NAME),
  };
}
