import { mkdirSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { createServer, request, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import * as z from 'zod';
import type { RunningService } from './emulators';
import { LOOPBACK } from './net';

// aws-ses-v2-local is CommonJS with an `exports.default`, which Node's ESM loader would nest one level deeper.
const { default: startSesServer } = createRequire(import.meta.url)('aws-ses-v2-local') as typeof import('aws-ses-v2-local');

const SEND_EMAIL_PATH = '/v2/email/outbound-emails';

/** What the outbox copy needs of a SendEmail request; aws-ses-v2-local has checked the rest. */
const content = z.object({ Data: z.string() });
const sendEmailRequest = z.object({
  ConfigurationSetName: z.string().optional(),
  FromEmailAddress: z.string().optional(),
  Destination: z
    .object({
      ToAddresses: z.array(z.string()).optional(),
      CcAddresses: z.array(z.string()).optional(),
      BccAddresses: z.array(z.string()).optional(),
    })
    .optional(),
  ReplyToAddresses: z.array(z.string()).optional(),
  EmailTags: z.array(z.object({ Name: z.string(), Value: z.string() })).optional(),
  Content: z.object({
    Simple: z
      .object({
        Subject: content,
        Body: z.object({ Text: content.optional(), Html: content.optional() }),
        Headers: z.array(z.object({ Name: z.string(), Value: z.string() })).optional(),
        Attachments: z
          .array(z.object({ FileName: z.string(), ContentType: z.string().optional(), RawContent: z.string() }))
          .optional(),
      })
      .optional(),
    Raw: z.object({ Data: z.string() }).optional(),
  }),
});
type SendEmailRequest = z.infer<typeof sendEmailRequest>;

const composer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });

/**
 * The message as an .eml file. aws-ses-v2-local's own export encodes attachments twice, so the
 * outbox copy is built from the request: a Raw message as sent, a Simple one composed by nodemailer.
 */
async function toEml(sent: SendEmailRequest): Promise<Buffer> {
  if (sent.Content.Raw) return Buffer.from(sent.Content.Raw.Data, 'base64');
  const simple = sent.Content.Simple;
  if (!simple) throw new Error('Content must have Simple or Raw');
  const info = await composer.sendMail({
    from: sent.FromEmailAddress,
    to: sent.Destination?.ToAddresses,
    cc: sent.Destination?.CcAddresses,
    bcc: sent.Destination?.BccAddresses,
    replyTo: sent.ReplyToAddresses,
    subject: simple.Subject.Data,
    text: simple.Body.Text?.Data,
    html: simple.Body.Html?.Data,
    headers: simple.Headers?.map((header) => ({ key: header.Name, value: header.Value })),
    attachments: simple.Attachments?.map((attachment) => ({
      filename: attachment.FileName,
      contentType: attachment.ContentType,
      content: Buffer.from(attachment.RawContent, 'base64'),
    })),
  });
  return info.message as Buffer;
}

function readBody(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

/** An error as the SES v2 API answers it: the type in x-amzn-ErrorType, the text in the body's message. */
function sesError(res: ServerResponse, status: number, type: string, message: string) {
  res.writeHead(status, { 'content-type': 'application/json', 'x-amzn-errortype': type }).end(JSON.stringify({ message }));
}

/** aws-ses-v2-local answers its refusals as plain JSON; the SDK needs SES's error type to name them. */
const ERROR_TYPE_BY_STATUS: Record<number, string> = { 400: 'BadRequestException', 403: 'MissingAuthenticationTokenException', 404: 'NotFoundException' };
const upstreamError = z.object({ type: z.string().optional(), message: z.string().optional(), detail: z.string().optional() });

/** Sends the request on to aws-ses-v2-local: `body` if the front has read it, else the request as it streams. */
function forward(upstreamPort: number, req: IncomingMessage, body?: Buffer): Promise<IncomingMessage> {
  return new Promise((resolve, reject) => {
    const out = request({ host: LOOPBACK, port: upstreamPort, method: req.method, path: req.url, headers: req.headers }, resolve);
    out.on('error', reject);
    if (body) out.end(body);
    else req.pipe(out);
  });
}

/** The refusal aws-ses-v2-local answered, as SES would name it. */
function refusal(status: number, body: Buffer): { type: string; message: string } {
  let parsed: z.infer<typeof upstreamError> = {};
  try {
    parsed = upstreamError.parse(JSON.parse(body.toString('utf8')));
  } catch {
    // Not JSON: the status alone names the error.
  }
  return {
    type: parsed.type ?? ERROR_TYPE_BY_STATUS[status] ?? 'InternalFailure',
    message: parsed.detail ?? parsed.message ?? `SendEmail failed with status ${status}`,
  };
}

/** A mail the local SES accepted: what SES's events say of it (infra/local/mail-events.ts builds the Send event). */
export interface AcceptedMail {
  messageId: string;
  /** When SES accepted it. */
  timestamp: Date;
  configurationSet: string | undefined;
  from: string | undefined;
  /** Every recipient: To, Cc and Bcc. */
  destination: string[];
  replyTo: string[];
  subject: string | undefined;
  /** The message's own header lines (Simple content's Headers). */
  headers: { name: string; value: string }[];
  /** The message tags, by name (EmailTags). */
  tags: { name: string; value: string }[];
}

/** Hears each mail the local SES accepts, when it accepts it and before it answers. */
export type AcceptedMailListener = (mail: AcceptedMail) => void;

/** The local SES, plus fault switches for tests: every send failing as in an SES outage, or answered late. */
export interface LocalSes extends RunningService {
  /** Adds a listener for accepted mails (the runtime's Send events; a test's fault); returns its removal. */
  onAccepted(listener: AcceptedMailListener): () => void;
  setFailing(failing: boolean): void;
  /** Every accepted send is answered this many milliseconds late (the mail is in the outbox at once). */
  setAnswerDelay(delayMs: number): void;
}

/** What the account holds in AWS: the configuration sets the stack creates, the identities the operator verified. */
export interface LocalSesAccount {
  configurationSets: readonly string[];
  /** E-mail addresses or domains; a sender is verified if its address or its domain is one. */
  verifiedIdentities: readonly string[];
}

/** The address inside `Name <address>`, or the whole value. */
const addressOf = (from: string) => (/<([^>]+)>\s*$/.exec(from)?.[1] ?? from).trim().toLowerCase();

/** SES's rule for message tag names and values: ASCII letters, digits, '_' and '-', at most 256 characters. */
const TAG_TEXT = /^[A-Za-z0-9_-]{1,256}$/;

function isVerified(from: string, identities: readonly string[]): boolean {
  const address = addressOf(from);
  const domain = address.slice(address.lastIndexOf('@') + 1);
  return identities.some((identity) => [address, domain].includes(identity.toLowerCase()));
}

function acceptedMail(messageId: string, sent: SendEmailRequest): AcceptedMail {
  const { ToAddresses = [], CcAddresses = [], BccAddresses = [] } = sent.Destination ?? {};
  return {
    messageId,
    timestamp: new Date(),
    configurationSet: sent.ConfigurationSetName,
    from: sent.FromEmailAddress,
    destination: [...ToAddresses, ...CcAddresses, ...BccAddresses],
    replyTo: sent.ReplyToAddresses ?? [],
    subject: sent.Content.Simple?.Subject.Data,
    headers: (sent.Content.Simple?.Headers ?? []).map(({ Name, Value }) => ({ name: Name, value: Value })),
    tags: (sent.EmailTags ?? []).map(({ Name, Value }) => ({ name: Name, value: Value })),
  };
}

/**
 * SES v2 for the local runtime: aws-ses-v2-local holds the messages and serves a mailbox page at
 * the endpoint's root. In front of it, what the handlers meet in AWS and it does not do: the
 * configuration set must exist and the sender be verified, errors carry SES's error types, and each
 * accepted message is also kept as an .eml file in `outboxDir`, which outlives the process (tests
 * and the bench read it).
 */
export async function startLocalSes(outboxDir: string, account: LocalSesAccount): Promise<LocalSes> {
  mkdirSync(outboxDir, { recursive: true });
  const upstream: Server = await startSesServer({ host: LOOPBACK, port: 0 });
  const upstreamPort = (upstream.address() as AddressInfo).port;
  let failing = false;
  let answerDelayMs = 0;
  const listeners = new Set<AcceptedMailListener>();

  const sendEmail = async (req: IncomingMessage, res: ServerResponse) => {
    if (failing) return sesError(res, 500, 'InternalFailure', 'Injected failure of the local SES');
    const body = await readBody(req);
    let parsed: SendEmailRequest;
    try {
      parsed = sendEmailRequest.parse(JSON.parse(body.toString('utf8')));
    } catch (error) {
      return sesError(res, 400, 'BadRequestException', `The SendEmail request is not valid: ${(error as Error).message}`);
    }
    const configurationSet = parsed.ConfigurationSetName;
    if (configurationSet !== undefined && !account.configurationSets.includes(configurationSet)) {
      return sesError(res, 404, 'NotFoundException', `Configuration set <${configurationSet}> does not exist.`);
    }
    const badTag = parsed.EmailTags?.find(({ Name, Value }) => !TAG_TEXT.test(Name) || !TAG_TEXT.test(Value));
    if (badTag) {
      return sesError(res, 400, 'BadRequestException', `Invalid message tag <${badTag.Name}>: names and values may hold only ASCII letters, digits, '_' and '-' (at most 256).`);
    }
    const from = parsed.FromEmailAddress;
    if (from !== undefined && !isVerified(from, account.verifiedIdentities)) {
      return sesError(res, 400, 'MessageRejected', `Email address is not verified. The following identities failed the check: ${addressOf(from)}`);
    }
    const answer = await forward(upstreamPort, req, body);
    const answerBody = await readBody(answer);
    const status = answer.statusCode ?? 502;
    if (status !== 200) {
      const { type, message } = refusal(status, answerBody);
      return sesError(res, status, type, message);
    }
    const { MessageId } = z.object({ MessageId: z.string() }).parse(JSON.parse(answerBody.toString('utf8')));
    // Named by time first, so a listing of the outbox reads in the order the mails were sent.
    const fileName = `${new Date().toISOString().replace(/[:.]/g, '-')}-${MessageId}.eml`;
    await writeFile(join(outboxDir, fileName), await toEml(parsed));
    // Accepted: SES's events start from here, whatever becomes of the answer.
    const mail = acceptedMail(MessageId, parsed);
    for (const listener of listeners) listener(mail);
    if (answerDelayMs > 0) await new Promise((resolve) => setTimeout(resolve, answerDelayMs));
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ MessageId }));
  };

  const passThrough = async (req: IncomingMessage, res: ServerResponse) => {
    const answer = await forward(upstreamPort, req);
    res.writeHead(answer.statusCode ?? 502, answer.headers);
    answer.pipe(res);
  };

  // Whatever goes wrong here (an unwritable outbox, a message nodemailer cannot build) is the SDK
  // call's 500, as an SES fault would be, and never takes the runtime down. The message may then be
  // on the mailbox page without an outbox copy: SES, too, may have sent a mail it answered 500 to.
  const server = createServer((req, res) => {
    const isSend = req.method === 'POST' && req.url?.split('?')[0] === SEND_EMAIL_PATH;
    (isSend ? sendEmail(req, res) : passThrough(req, res)).catch((error: unknown) => {
      const message = error instanceof Error ? error.message : String(error);
      console.error('[ses-local] request failed:', message);
      if (!res.headersSent) sesError(res, 500, 'InternalFailure', `The local SES could not handle the request: ${message}`);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, LOOPBACK, resolve));
  const { port } = server.address() as AddressInfo;
  const close = (target: Server) =>
    new Promise<void>((resolve) => {
      target.close(() => resolve());
      target.closeAllConnections();
    });
  return {
    endpoint: `http://${LOOPBACK}:${port}`,
    onAccepted: (listener) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    setFailing: (value) => (failing = value),
    setAnswerDelay: (value) => (answerDelayMs = value),
    stop: async () => {
      await close(server);
      await close(upstream);
    },
  };
}
