import { randomUUID } from 'node:crypto';
import { CONFIGURATION_SET_TAG, SES_SEND_EVENT } from '../../shared/backend/mail-events';
import type { RunningService } from './emulators';
import type { AcceptedMail } from './ses-local';

/** The account locally: EventBridge's envelope and SES's record name one. */
const LOCAL_ACCOUNT = '000000000000';

/**
 * How long after SES accepted a mail its Send event reaches the rule's target locally. In AWS it takes
 * seconds; a short wait keeps the event out of the sender's call path, as it is there, without slowing
 * the tests that wait for it (LocalEventBus.delivered).
 */
const LOCAL_EVENT_DELAY_MS = 250;

/** One EventBridge event as a rule's target receives it. */
export interface BusEvent {
  version: '0';
  id: string;
  'detail-type': string;
  source: string;
  account: string;
  time: string;
  region: string;
  resources: string[];
  detail: Record<string, unknown>;
}

/**
 * SES's Send event of a mail the local SES accepted, in the shape EventBridge delivers it
 * (test/fixtures/ses-send-event.ts; infra/local/mail-events.test.ts compares the two). Only a mail
 * sent with a configuration set has events, as in SES.
 */
export function sendEventOf(mail: AcceptedMail & { configurationSet: string }, region: string): BusEvent {
  const from = mail.from ?? '';
  const address = (/<([^>]+)>\s*$/.exec(from)?.[1] ?? from).trim();
  const domain = address.slice(address.lastIndexOf('@') + 1);
  const tags = Object.fromEntries([
    [CONFIGURATION_SET_TAG, [mail.configurationSet]],
    ['ses:source-ip', ['127.0.0.1']],
    ['ses:from-domain', [domain]],
    ['ses:caller-identity', ['local']],
    ...mail.tags.map(({ name, value }) => [name, [value]]),
  ]) as Record<string, string[]>;
  const headers = [
    ...(mail.from ? [{ name: 'From', value: mail.from }] : []),
    ...(mail.replyTo.length ? [{ name: 'Reply-To', value: mail.replyTo.join(', ') }] : []),
    { name: 'To', value: mail.destination.join(', ') },
    ...(mail.subject === undefined ? [] : [{ name: 'Subject', value: mail.subject }]),
    { name: 'MIME-Version', value: '1.0' },
    ...mail.headers,
  ];
  return {
    version: '0',
    id: randomUUID(),
    'detail-type': SES_SEND_EVENT.detailType,
    source: SES_SEND_EVENT.source,
    account: LOCAL_ACCOUNT,
    // EventBridge's time has whole seconds.
    time: mail.timestamp.toISOString().replace(/\.\d{3}Z$/, 'Z'),
    region,
    resources: [`arn:aws:ses:${region}:${LOCAL_ACCOUNT}:configuration-set/${mail.configurationSet}`],
    detail: {
      eventType: SES_SEND_EVENT.eventType,
      mail: {
        timestamp: mail.timestamp.toISOString(),
        source: from,
        sourceArn: `arn:aws:ses:${region}:${LOCAL_ACCOUNT}:identity/${domain}`,
        sendingAccountId: LOCAL_ACCOUNT,
        messageId: mail.messageId,
        destination: mail.destination,
        headersTruncated: false,
        headers,
        commonHeaders: {
          from: mail.from ? [mail.from] : [],
          ...(mail.replyTo.length ? { replyTo: mail.replyTo } : {}),
          to: mail.destination,
          messageId: mail.messageId,
          ...(mail.subject === undefined ? {} : { subject: mail.subject }),
        },
        tags,
      },
      send: {},
    },
  };
}

/** A pattern leaf: the values one of which the field must equal, or `{ exists }`. */
type PatternLeaf = readonly (string | { exists: boolean })[];
export interface EventPattern {
  readonly [field: string]: PatternLeaf | EventPattern;
}

/**
 * Whether an event matches a rule's pattern, in the part of EventBridge's pattern language the
 * stack's rules use: a list of values one of which the field equals (an array field matches when
 * any of its elements does), `{ exists: true | false }`, and nested objects.
 */
export function matchesPattern(value: unknown, pattern: EventPattern): boolean {
  return Object.entries(pattern).every(([field, expected]) => {
    const actual = value !== null && typeof value === 'object' && Object.hasOwn(value, field) ? (value as Record<string, unknown>)[field] : undefined;
    if (!Array.isArray(expected)) return matchesPattern(actual, expected as EventPattern);
    return (expected as PatternLeaf).some((leaf) => {
      if (typeof leaf === 'object') return leaf.exists === (actual !== undefined);
      return Array.isArray(actual) ? actual.includes(leaf) : actual === leaf;
    });
  });
}

/** A rule: its pattern and its target, invoked asynchronously as EventBridge invokes a Lambda target. */
export interface LocalRule {
  pattern: EventPattern;
  target: (event: BusEvent) => Promise<unknown>;
}

export interface LocalEventBus extends RunningService {
  /** Puts an event on the bus: each matching rule's target gets it a moment later, never in the caller's path. */
  put(event: BusEvent): void;
  /** Resolves once every event put so far has reached its targets and they have finished. */
  delivered(): Promise<void>;
}

/** EventBridge's default bus for the local runtime's events; a target's failure is reported as its function's error alarm would be. */
export function startLocalEventBus(rules: readonly LocalRule[]): LocalEventBus {
  const inFlight = new Set<Promise<unknown>>();
  const put = (event: BusEvent) => {
    for (const rule of rules.filter((candidate) => matchesPattern(event, candidate.pattern))) {
      const delivery = new Promise((resolve) => setTimeout(resolve, LOCAL_EVENT_DELAY_MS))
        .then(() => rule.target(event))
        .catch((error: unknown) => console.error(`ALARM: the target of an ${event['detail-type']} event failed (a Lambda error in AWS):`, error))
        .finally(() => inFlight.delete(delivery));
      inFlight.add(delivery);
    }
  };
  const delivered = async () => {
    while (inFlight.size > 0) await Promise.allSettled([...inFlight]);
  };
  return { endpoint: '', put, delivered, stop: delivered };
}
