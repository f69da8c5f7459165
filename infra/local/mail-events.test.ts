import { describe, expect, it, vi } from 'vitest';
import { mailSentPattern, sesSendEventSchema } from '../../shared/backend/mail-events';
import { SES_SEND_EVENT_SAMPLE } from '../../test/fixtures/ses-send-event';
import { matchesPattern, sendEventOf, startLocalEventBus } from './mail-events';
import type { AcceptedMail } from './ses-local';

const sampleMail = SES_SEND_EVENT_SAMPLE.detail.mail;

/** The mail the sample's event is about, as the local SES hands it to its listeners. */
const accepted: AcceptedMail & { configurationSet: string } = {
  messageId: sampleMail.messageId,
  timestamp: new Date(sampleMail.timestamp),
  configurationSet: sampleMail.tags['ses:configuration-set'][0],
  from: sampleMail.source,
  destination: [...sampleMail.destination],
  replyTo: [...sampleMail.commonHeaders.replyTo],
  subject: sampleMail.commonHeaders.subject,
  headers: [{ name: 'References', value: '<seller.7d1f2c3b-4a5e-4f60-8b7c-9d0e1f2a3b4c@example.com>' }],
  tags: [
    { name: 'inquiry-id', value: sampleMail.tags['inquiry-id'][0] },
    { name: 'inquiry-mail', value: sampleMail.tags['inquiry-mail'][0] },
  ],
};

/** Every path to a value in an object, with the value's type: the shape, without the values. */
function shapeOf(value: unknown, path = ''): string[] {
  if (Array.isArray(value)) return [`${path}: array`, ...(value.length ? shapeOf(value[0], `${path}[]`) : [])];
  if (value !== null && typeof value === 'object') return Object.entries(value).flatMap(([key, inner]) => shapeOf(inner, `${path}.${key}`));
  return [`${path}: ${typeof value}`];
}

describe("the local runtime's Send event", () => {
  it("has the very shape of SES's Send event as EventBridge delivers it, field for field", () => {
    // Act
    const event = sendEventOf(accepted, SES_SEND_EVENT_SAMPLE.region);

    // Assess
    expect(shapeOf(event).sort()).toEqual(shapeOf(SES_SEND_EVENT_SAMPLE).sort());
    expect(event).toMatchObject({ source: 'aws.ses', 'detail-type': 'Email Sent', detail: { eventType: 'Send', mail: { messageId: accepted.messageId } } });
    const { 'ses:source-ip': _ip, 'ses:caller-identity': _caller, ...namedTags } = sampleMail.tags;
    expect(event.detail.mail).toMatchObject({ tags: namedTags });
    expect(sesSendEventSchema.safeParse(event).success).toBe(true);
  });

  it("matches the stack's rule exactly when the sample does: the configuration set's, naming an inquiry", () => {
    // Prepare
    const pattern = mailSentPattern(accepted.configurationSet);
    const event = sendEventOf(accepted, 'ca-central-1');

    // Act & Assess
    expect([matchesPattern(SES_SEND_EVENT_SAMPLE, pattern), matchesPattern(event, pattern)]).toEqual([true, true]);
    expect(matchesPattern(sendEventOf({ ...accepted, configurationSet: 'another-set' }, 'ca-central-1'), pattern)).toBe(false);
    expect(matchesPattern(sendEventOf({ ...accepted, tags: [] }, 'ca-central-1'), pattern)).toBe(false);
    expect(matchesPattern({ ...event, 'detail-type': 'Email Delivered' }, pattern)).toBe(false);
  });
});

describe('the local event bus', () => {
  it("hands a matching event to its rule's target later, never in the publisher's call, and reports a failed target", async () => {
    // Prepare
    const received: unknown[] = [];
    const printed = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const bus = startLocalEventBus([
      { pattern: mailSentPattern(accepted.configurationSet), target: async (event) => void received.push(event) },
      { pattern: { source: ['aws.ses'] }, target: async () => Promise.reject(new Error('target down')) },
    ]);
    const event = sendEventOf(accepted, 'ca-central-1');

    // Act
    bus.put(event);
    const receivedAtOnce = received.length;
    await bus.delivered();

    // Assess
    expect({ receivedAtOnce, received }).toEqual({ receivedAtOnce: 0, received: [event] });
    expect(printed).toHaveBeenCalledWith(expect.stringMatching(/^ALARM: the target of an Email Sent event failed/), expect.any(Error));
    printed.mockRestore();
  });
});
