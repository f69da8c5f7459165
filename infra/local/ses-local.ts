import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import { z } from 'zod';
import type { RunningService } from './emulators';
import { LOOPBACK } from './net';

/**
 * A stand-in for the SES v2 API's SendEmail (the one call the handlers make):
 * each message becomes an .eml file in the outbox instead of leaving the machine.
 */
const content = z.object({ Data: z.string() });
const sendEmailRequest = z.object({
  FromEmailAddress: z.string().optional(),
  Destination: z
    .object({
      ToAddresses: z.array(z.string()).optional(),
      CcAddresses: z.array(z.string()).optional(),
      BccAddresses: z.array(z.string()).optional(),
    })
    .optional(),
  ReplyToAddresses: z.array(z.string()).optional(),
  Content: z.object({
    Simple: z
      .object({
        Subject: content,
        Body: z.object({ Text: content.optional(), Html: content.optional() }),
        Attachments: z
          .array(z.object({ FileName: z.string(), ContentType: z.string().optional(), RawContent: z.string() }))
          .optional(),
      })
      .optional(),
    Raw: z.object({ Data: z.string() }).optional(),
  }),
});

const composer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });

async function toEml(request: z.infer<typeof sendEmailRequest>): Promise<Buffer> {
  if (request.Content.Raw) return Buffer.from(request.Content.Raw.Data, 'base64');
  const simple = request.Content.Simple;
  if (!simple) throw new Error('Content must have Simple or Raw');
  const info = await composer.sendMail({
    from: request.FromEmailAddress,
    to: request.Destination?.ToAddresses,
    cc: request.Destination?.CcAddresses,
    bcc: request.Destination?.BccAddresses,
    replyTo: request.ReplyToAddresses,
    subject: simple.Subject.Data,
    text: simple.Body.Text?.Data,
    html: simple.Body.Html?.Data,
    attachments: simple.Attachments?.map((attachment) => ({
      filename: attachment.FileName,
      contentType: attachment.ContentType,
      content: Buffer.from(attachment.RawContent, 'base64'),
    })),
  });
  return info.message as Buffer;
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

function reply(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}

/** The local SES, plus a fault switch for tests: while on, every send fails as an SES outage would. */
export interface LocalSes extends RunningService {
  setFailing(failing: boolean): void;
}

export async function startLocalSes(outboxDir: string): Promise<LocalSes> {
  mkdirSync(outboxDir, { recursive: true });
  let failing = false;
  const send = async (req: IncomingMessage, res: ServerResponse) => {
    if (failing) return reply(res, 500, { message: 'Injected failure of the local SES' });
    if (req.method !== 'POST' || !req.url?.startsWith('/v2/email/outbound-emails')) {
      return reply(res, 404, { message: `The local SES supports only SendEmail, not ${req.method} ${req.url}` });
    }
    let body: unknown;
    try {
      body = JSON.parse(await readBody(req));
    } catch {
      return reply(res, 400, { message: 'The request body is not JSON' });
    }
    const parsed = sendEmailRequest.safeParse(body);
    if (!parsed.success) return reply(res, 400, { message: parsed.error.message });
    const messageId = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID().slice(0, 8)}`;
    await writeFile(join(outboxDir, `${messageId}.eml`), await toEml(parsed.data));
    reply(res, 200, { MessageId: messageId });
  };
  // Whatever goes wrong here (an unwritable outbox, a message nodemailer cannot build) is the SDK
  // call's 500, as an SES fault would be, and never takes the runtime down.
  const server = createServer((req, res) => {
    send(req, res).catch((error: unknown) => {
      console.error('[ses-local] SendEmail failed:', error instanceof Error ? error.message : error);
      if (!res.headersSent) reply(res, 500, { message: `The local SES could not store the message: ${(error as Error).message}` });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, LOOPBACK, resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://${LOOPBACK}:${port}`,
    setFailing: (value) => (failing = value),
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
