import { randomUUID } from 'node:crypto';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { S3Client } from '@aws-sdk/client-s3';
import { SESv2Client } from '@aws-sdk/client-sesv2';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TABLES } from '../shared/backend/tables';
import { CONTACT_ENDPOINT } from '../shared/contact';
import { CONTACT_FIELD_LABELS, CONTACT_TEXT_LINES } from '../shared/contact-form';
import { QUOTATIONS_ENDPOINT } from '../shared/quotation-endpoints';
import { invokeHandler } from '../test/support/invoke-handler';
import { apiGatewayEvent, asAdmin } from '../test/fixtures/api-gateway-event';
import { inquiryEndpoint } from '../shared/inquiries';

// Every AWS call is refused: a request refused for its text must reach no table, bucket or mailbox.
const dynamo = mockClient(DynamoDBDocumentClient);
const s3 = mockClient(S3Client);
const ses = mockClient(SESv2Client);

beforeEach(() => {
  const refused = new Error('no AWS service may be called');
  dynamo.reset().onAnyCommand().rejects(refused);
  s3.reset().onAnyCommand().rejects(refused);
  ses.reset().onAnyCommand().rejects(refused);
  for (const table of TABLES) vi.stubEnv(table.envVar, `${table.name}-test`);
});

afterEach(() => {
  vi.unstubAllEnvs();
});

/** What no text field may hold, each inside otherwise good text. */
const BAD_CHARACTERS: [string, string][] = [
  ['a lone high surrogate', '\uD800'],
  ['a lone low surrogate', '\uDC00'],
  ['a NUL', '\u0000'],
  ['a BEL', '\u0007'],
  ['an ESC sequence', '\u001B[31m'],
  ['a backspace', '\u0008'],
  ['a right-to-left override', '\u202E'],
  ['a first-strong isolate', '\u2068'],
  ['a C1 control', '\u0085'],
  ['a line separator', '\u2028'],
];
const ONE_LINE_ONLY: [string, string][] = [
  ['a TAB', '\t'],
  ['a line break', '\n'],
];
const spoil = (good: string, bad: string) => `${good.slice(0, 3)}${bad}${good.slice(3)}`;

const imageId = randomUUID();
const questionId = randomUUID();
const inquiryId = randomUUID();

interface TextRoute {
  route: string;
  load: () => Promise<{ handler: (event: APIGatewayProxyEventV2) => Promise<APIGatewayProxyStructuredResultV2> }>;
  /** The request with `field` set to `value`. */
  event: (value: string) => APIGatewayProxyEventV2;
  /** How the 400 names the field. */
  names: string;
  lines: 'one-line' | 'multi-line';
}

const contactEvent = (field: keyof typeof CONTACT_TEXT_LINES) => (value: string) =>
  apiGatewayEvent({
    method: 'POST',
    path: CONTACT_ENDPOINT,
    headers: { 'content-type': 'application/json', 'sec-fetch-site': 'same-origin' },
    body: { name: 'Dana Buyer', email: 'dana@clinic.example', message: 'Is it available?', [field]: field === 'email' ? `dana${value}@clinic.example` : spoil('Dana Buyer', value) },
  });

const TEXT_ROUTES: TextRoute[] = [
  ...(Object.keys(CONTACT_TEXT_LINES) as (keyof typeof CONTACT_TEXT_LINES)[]).map((field) => ({
    route: `POST ${CONTACT_ENDPOINT} ${field}`,
    load: () => import('./submit-inquiry'),
    event: contactEvent(field),
    names: `${field}: ${CONTACT_FIELD_LABELS[field]}`,
    lines: CONTACT_TEXT_LINES[field],
  })),
  ...(['filename', 'altText', 'caption', 'captionFr'] as const).map((field) => ({
    route: `POST /api/images ${field}`,
    load: () => import('./create-image'),
    event: (value: string) =>
      asAdmin(
        apiGatewayEvent({
          method: 'POST',
          path: '/api/images',
          body: { key: 'uploads/1700000000000-deadbeef.jpg', filename: 'unit.jpg', altText: 'The trailer', category: 'exterior', [field]: spoil('The trailer', value) },
        }),
      ),
    names: `${field}: ${field}`,
    lines: 'one-line' as const,
  })),
  {
    route: 'POST /api/images keywords',
    load: () => import('./create-image'),
    event: (value) =>
      asAdmin(
        apiGatewayEvent({
          method: 'POST',
          path: '/api/images',
          body: { key: 'uploads/1700000000000-deadbeef.jpg', filename: 'unit.jpg', altText: 'The trailer', category: 'exterior', keywords: ['side', spoil('exterior', value)] },
        }),
      ),
    names: 'keywords.1: each keyword',
    lines: 'one-line',
  },
  ...(['altText', 'caption', 'captionFr'] as const).map((field) => ({
    route: `PATCH /api/images/{id} ${field}`,
    load: () => import('./update-image'),
    event: (value: string) => asAdmin(apiGatewayEvent({ method: 'PATCH', path: `/api/images/${imageId}`, body: { [field]: spoil('The trailer', value) } }), { id: imageId }),
    names: `${field}: ${field}`,
    lines: 'one-line' as const,
  })),
  {
    route: 'PATCH /api/images/{id} keywords',
    load: () => import('./update-image'),
    event: (value) => asAdmin(apiGatewayEvent({ method: 'PATCH', path: `/api/images/${imageId}`, body: { keywords: [spoil('exterior', value)] } }), { id: imageId }),
    names: 'keywords.0: each keyword',
    lines: 'one-line',
  },
  ...(['question', 'answer'] as const).flatMap((field) => [
    {
      route: `POST /api/questions ${field}`,
      load: () => import('./create-question'),
      event: (value: string) =>
        asAdmin(
          apiGatewayEvent({
            method: 'POST',
            path: '/api/questions',
            body: { inquiryId: randomUUID(), question: 'How old are the tyres?', answer: 'From 2024.', topic: 'mechanical', [field]: spoil('How old are the tyres?', value) },
          }),
        ),
      names: `${field}: ${field}`,
      lines: 'multi-line' as const,
    },
    {
      route: `PATCH /api/questions/{id} ${field}`,
      load: () => import('./update-question'),
      event: (value: string) =>
        asAdmin(apiGatewayEvent({ method: 'PATCH', path: `/api/questions/${questionId}`, body: { [field]: spoil('How old are the tyres?', value) } }), { id: questionId }),
      names: `${field}: ${field}`,
      lines: 'multi-line' as const,
    },
  ]),
  {
    route: 'PUT /api/listing note',
    load: () => import('./update-listing'),
    event: (value) =>
      asAdmin(apiGatewayEvent({ method: 'PUT', path: '/api/listing', body: { status: 'under-offer', note: spoil('Deposit received', value), priceUsd: 129_000, version: 0 } })),
    names: 'note: note',
    lines: 'multi-line',
  },
  ...(['caption', 'captionFr'] as const).map((field) => ({
    route: `PUT /api/tour-media/rooms/{roomId} ${field}`,
    load: () => import('./set-room-photos'),
    event: (value: string) =>
      asAdmin(apiGatewayEvent({ method: 'PUT', path: '/api/tour-media/rooms/exam-room', body: { photos: [{ imageId, [field]: spoil('Exam room', value) }], version: 0 } }), {
        roomId: 'exam-room',
      }),
    names: `photos.0.${field}: ${field}`,
    lines: 'one-line' as const,
  })),
  {
    route: 'PATCH /api/inquiries/{id} note',
    load: () => import('./update-inquiry'),
    event: (value) =>
      asAdmin(apiGatewayEvent({ method: 'PATCH', path: inquiryEndpoint(inquiryId), body: { version: 0, note: spoil('Called back, sending the service log', value) } }), {
        id: inquiryId,
      }),
    names: 'note: note',
    lines: 'multi-line',
  },
  ...(['organization', 'contactName'] as const).map((field) => ({
    route: `POST ${QUOTATIONS_ENDPOINT} ${field}`,
    load: () => import('./request-quotation'),
    event: (value: string) =>
      apiGatewayEvent({
        method: 'POST',
        path: QUOTATIONS_ENDPOINT,
        headers: { 'content-type': 'application/json', 'sec-fetch-site': 'same-origin' },
        body: { destination: 'saskatoon', organization: 'Prairie Health', contactName: 'Dana Buyer', email: 'dana@clinic.example', [field]: spoil('Dana Buyer', value) },
      }),
    names: field,
    lines: 'one-line' as const,
  })),
];

const CASES = TEXT_ROUTES.flatMap((route) =>
  [...BAD_CHARACTERS, ...(route.lines === 'one-line' ? ONE_LINE_ONLY : [])].map(([what, bad]) => [route.route, what, route, bad] as const),
);

describe('every text field of every route refuses what the text rule does not allow, naming the field', () => {
  it.each(CASES)('%s: %s is a 400 naming the field, nothing stored or sent', async (_route, _what, route, bad) => {
    const response = await invokeHandler(route.load, route.event(bad));

    expect(response.statusCode).toBe(400);
    expect((response.body as { error: string }).error).toContain(route.names);
    expect(response.rawBody).not.toMatch(/[\uD800-\uDFFF\u0000-\u0008\u001B\u202E\u2068]/u);
    expect([...dynamo.calls(), ...s3.calls(), ...ses.calls()]).toHaveLength(0);
  });
});
