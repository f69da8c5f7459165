import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SendEmailCommand, SESv2Client, type SendEmailCommandInput } from '@aws-sdk/client-sesv2';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startLocalSes, type LocalSes } from './ses-local';

const CONFIGURATION_SET = 'test-set';
const workDir = mkdtempSync(join(tmpdir(), 'ses-local-'));
const outboxDir = join(workDir, 'outbox');
let ses: LocalSes;
let client: SESv2Client;

beforeAll(async () => {
  ses = await startLocalSes(outboxDir, { configurationSets: [CONFIGURATION_SET], verifiedIdentities: ['site@example.com', 'mail.example.org'] });
  client = new SESv2Client({
    endpoint: ses.endpoint,
    region: 'ca-central-1',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    maxAttempts: 1,
  });
});

afterEach(() => ses.setFailing(false));

afterAll(async () => {
  client.destroy();
  await ses.stop();
  rmSync(workDir, { recursive: true, force: true });
});

function simpleEmail(overrides: Partial<SendEmailCommandInput> = {}): SendEmailCommandInput {
  return {
    FromEmailAddress: 'site@example.com',
    Destination: { ToAddresses: ['seller@example.com'] },
    ReplyToAddresses: ['buyer@example.com'],
    ConfigurationSetName: CONFIGURATION_SET,
    Content: {
      Simple: {
        Subject: { Data: 'Viewing request', Charset: 'UTF-8' },
        Body: { Text: { Data: 'See the attached invitation.', Charset: 'UTF-8' }, Html: { Data: '<p>See the attached invitation.</p>', Charset: 'UTF-8' } },
        Attachments: [{ FileName: 'viewing.ics', ContentType: 'text/calendar', RawContent: new TextEncoder().encode('BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n') }],
      },
    },
    ...overrides,
  };
}

const outboxFileOf = (messageId: string) => readdirSync(outboxDir).find((file) => file.endsWith(`-${messageId}.eml`));

/** Sends and returns the SDK's error, or fails the test if the send succeeded. */
async function refusalOf(input: SendEmailCommandInput) {
  const error = await client.send(new SendEmailCommand(input)).then(
    () => undefined,
    (thrown: unknown) => thrown as { name: string; message: string; $fault: string; $metadata: { httpStatusCode?: number } },
  );
  expect(error, 'the send succeeded').toBeDefined();
  return error!;
}

describe('the local SES', () => {
  it('accepts a SendEmail with an attachment: it is on the mailbox page and in the outbox as an .eml, the attachment intact', async () => {
    // Act
    const { MessageId } = await client.send(new SendEmailCommand(simpleEmail()));

    // Assess
    const store = (await (await fetch(`${ses.endpoint}/store`)).json()) as { emails: { messageId: string; subject: string; attachments: { filename: string }[] }[] };
    expect(store.emails).toContainEqual(expect.objectContaining({ messageId: MessageId, subject: 'Viewing request', attachments: [expect.objectContaining({ filename: 'viewing.ics' })] }));
    const eml = readFileSync(join(outboxDir, outboxFileOf(MessageId!)!), 'utf8');
    expect(eml).toMatch(/^To: seller@example\.com$/m);
    expect(eml).toMatch(/^Reply-To: buyer@example\.com$/m);
    const attachment = /filename=viewing\.ics\n\n([A-Za-z0-9+/=\n]+)\n/.exec(eml)?.[1] ?? '';
    expect(Buffer.from(attachment, 'base64').toString('utf8')).toBe('BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n');
  });

  it('keeps a Raw message in the outbox exactly as sent', async () => {
    // Prepare
    const raw = 'From: site@example.com\r\nTo: seller@example.com\r\nSubject: Raw\r\n\r\nHello\r\n';

    // Act
    const { MessageId } = await client.send(new SendEmailCommand({ ConfigurationSetName: CONFIGURATION_SET, Content: { Raw: { Data: new TextEncoder().encode(raw) } } }));

    // Assess
    expect(readFileSync(join(outboxDir, outboxFileOf(MessageId!)!), 'utf8')).toBe(raw);
  });

  it('serves the mailbox page at its root', async () => {
    // Act
    const page = await fetch(`${ses.endpoint}/`);

    // Assess
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/text\/html/);
  });

  it('refuses a configuration set that does not exist, as SES does, sending nothing', async () => {
    // Prepare
    const before = readdirSync(outboxDir).length;

    // Act
    const error = await refusalOf(simpleEmail({ ConfigurationSetName: 'no-such-set' }));

    // Assess
    expect(error).toMatchObject({ name: 'NotFoundException', $fault: 'client', $metadata: { httpStatusCode: 404 } });
    expect(error.message).toContain('no-such-set');
    expect(readdirSync(outboxDir)).toHaveLength(before);
  });

  it('refuses a sender that is not a verified identity with MessageRejected, as SES does, and accepts one of a verified domain', async () => {
    // Act
    const error = await refusalOf(simpleEmail({ FromEmailAddress: 'Intruder <intruder@example.net>' }));
    const fromDomain = await client.send(new SendEmailCommand(simpleEmail({ FromEmailAddress: 'Trailer 3057 <no-reply@mail.example.org>' })));

    // Assess
    expect(error).toMatchObject({ name: 'MessageRejected', $fault: 'client', $metadata: { httpStatusCode: 400 } });
    expect(error.message).toContain('intruder@example.net');
    expect(outboxFileOf(fromDomain.MessageId!)).toBeDefined();
  });

  it('names a bad request as SES does: BadRequestException with the problem in its message', async () => {
    // Act
    const error = await refusalOf(simpleEmail({ FromEmailAddress: undefined }));

    // Assess
    expect(error).toMatchObject({ name: 'BadRequestException', $fault: 'client', $metadata: { httpStatusCode: 400 } });
    expect(error.message).toMatch(/from email address/i);
  });

  it('tells its listeners of each accepted mail with its message id and tags, and of no refused one', async () => {
    // Prepare
    const heard: { messageId: string; tags: unknown }[] = [];
    const stop = ses.onAccepted(({ messageId, tags }) => heard.push({ messageId, tags }));
    const tags = [{ Name: 'inquiry-id', Value: '7d1f2c3b-4a5e-4f60-8b7c-9d0e1f2a3b4c' }];

    // Act
    const { MessageId } = await client.send(new SendEmailCommand(simpleEmail({ EmailTags: tags })));
    await refusalOf(simpleEmail({ ConfigurationSetName: 'no-such-set', EmailTags: tags }));
    stop();
    await client.send(new SendEmailCommand(simpleEmail()));

    // Assess
    expect(heard).toEqual([{ messageId: MessageId, tags: [{ name: 'inquiry-id', value: '7d1f2c3b-4a5e-4f60-8b7c-9d0e1f2a3b4c' }] }]);
  });

  it("refuses a message tag SES would refuse (only letters, digits, '_' and '-'), naming it, sending nothing", async () => {
    // Prepare
    const before = readdirSync(outboxDir).length;

    // Act
    const error = await refusalOf(simpleEmail({ EmailTags: [{ Name: 'inquiry id', Value: 'x' }] }));

    // Assess
    expect(error).toMatchObject({ name: 'BadRequestException', $metadata: { httpStatusCode: 400 } });
    expect(error.message).toContain('inquiry id');
    expect(readdirSync(outboxDir)).toHaveLength(before);
  });

  it('fails every send with a 500 InternalFailure while switched to failing', async () => {
    // Prepare
    ses.setFailing(true);

    // Act
    const error = await refusalOf(simpleEmail());

    // Assess
    expect(error).toMatchObject({ name: 'InternalFailure', $fault: 'server', $metadata: { httpStatusCode: 500 } });
  });

  it('answers 500 when it cannot keep the outbox copy, and goes on serving', async () => {
    // Prepare: the outbox is a file now, so no message can be written into it
    rmSync(outboxDir, { recursive: true });
    writeFileSync(outboxDir, 'not a folder');

    // Act
    const error = await refusalOf(simpleEmail()).finally(() => rmSync(outboxDir));

    // Assess
    expect(error).toMatchObject({ name: 'InternalFailure', $metadata: { httpStatusCode: 500 } });
    expect((await fetch(`${ses.endpoint}/health-check`)).status).toBe(200);
  });
});
