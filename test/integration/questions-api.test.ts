import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_GROUP } from '../../shared/api-routes';
import { CONTACT_ENDPOINT } from '../../shared/contact';
import { INQUIRIES_ENDPOINT, type InquiriesPage } from '../../shared/inquiries';
import { MESSAGES } from '../../shared/messages';
import { QUESTION_MESSAGES, QUESTION_ORDER_ENDPOINT, QUESTIONS_ENDPOINT, questionEndpoint, type QuestionRecord } from '../../shared/questions';
import { signedInUser } from '../support/cognito-users';
import { loopbackClient, requestFrom } from '../support/http-from';
import { startTestStack, type TestStack } from '../support/local-stack';

let stack: TestStack;
let adminToken: string;
let buyerToken: string;
let inquiryId: string;

const BUYER = { name: 'Dana Whitehorse', email: 'dana@bigsky.example.org', phone: '406-555-0188', organization: 'Big Sky Rural Health' };

beforeAll(async () => {
  stack = await startTestStack();
  [adminToken, buyerToken] = await Promise.all([
    signedInUser(stack, 'questions-api-admin@example.com', [ADMIN_GROUP]),
    signedInUser(stack, 'questions-api-buyer@example.com'),
  ]);
  await requestFrom(`${stack.url}${CONTACT_ENDPOINT}`, {
    method: 'POST',
    from: loopbackClient(90),
    body: { ...BUYER, message: 'Dana here: how many hours are on the generator?' },
  });
  const inquiries = (await call(INQUIRIES_ENDPOINT)).body as InquiriesPage;
  inquiryId = inquiries.items[0]!.id;
});

afterAll(async () => {
  await stack?.stop();
});

function call(path: string, method = 'GET', body?: unknown, token = adminToken) {
  return requestFrom(`${stack.url}${path}`, { method, body, headers: { authorization: `Bearer ${token}` } });
}

const listed = async () => (await call(QUESTIONS_ENDPOINT)).body as QuestionRecord[];
const publish = (question: string, topic = 'mechanical') => call(QUESTIONS_ENDPOINT, 'POST', { inquiryId, question, answer: `Answer to: ${question}`, topic });

describe('the published questions API on the local stack', () => {
  it('is for the admin only: 401 without a token, 403 for a signed-in buyer', async () => {
    expect((await requestFrom(`${stack.url}${QUESTIONS_ENDPOINT}`)).status).toBe(401);
    expect(await call(QUESTIONS_ENDPOINT, 'POST', { inquiryId, question: 'Q?', answer: 'A.', topic: 'delivery' }, buyerToken)).toMatchObject({
      status: 403,
      body: { error: MESSAGES.api.forbidden },
    });
    expect((await call(QUESTION_ORDER_ENDPOINT, 'PUT', { ids: [] }, buyerToken)).status).toBe(403);
    expect(await listed()).toEqual([]);
  });

  it('publishes, reorders, edits and unpublishes, storing the admin’s words and nothing of the buyer’s', async () => {
    const first = (await publish('How many hours are on the generator?')).body as QuestionRecord;
    const second = (await publish('Can it be delivered to Montana?', 'delivery')).body as QuestionRecord;
    expect((await listed()).map((question) => question.id)).toEqual([first.id, second.id]);
    const stored = JSON.stringify(await listed());
    for (const detail of Object.values(BUYER)) expect(stored).not.toContain(detail);

    const reordered = await call(QUESTION_ORDER_ENDPOINT, 'PUT', { ids: [second.id, first.id] });
    expect(reordered.status).toBe(200);
    expect((await listed()).map((question) => question.id)).toEqual([second.id, first.id]);

    const edited = await call(questionEndpoint(first.id), 'PATCH', { answer: 'About 2,450 hours.', topic: 'equipment' });
    expect(edited).toMatchObject({ status: 200, body: { id: first.id, answer: 'About 2,450 hours.', topic: 'equipment', question: first.question } });

    expect((await call(questionEndpoint(second.id), 'DELETE')).status).toBe(204);
    expect((await listed()).map((question) => question.id)).toEqual([first.id]);
    expect((await call(questionEndpoint(second.id), 'DELETE')).status).toBe(404);
    expect((await call(questionEndpoint(first.id), 'DELETE')).status).toBe(204);
  });

  it('refuses bad input with a 4xx naming the problem and stores nothing', async () => {
    const kept = await publish('Is the wheelchair lift working?');
    const before = await listed();

    expect(await call(QUESTIONS_ENDPOINT, 'POST', { inquiryId: randomUUID(), question: 'Q?', answer: 'A.', topic: 'delivery' })).toMatchObject({
      status: 404,
      body: { error: QUESTION_MESSAGES.inquiryNotFound },
    });
    expect((await call(QUESTIONS_ENDPOINT, 'POST', { inquiryId, question: 'Q?', answer: 'A.', topic: 'delivery', name: BUYER.name })).status).toBe(400);
    expect(await call(QUESTION_ORDER_ENDPOINT, 'PUT', { ids: [randomUUID()] })).toMatchObject({ status: 400, body: { error: QUESTION_MESSAGES.orderNotCurrent } });
    expect(await call(questionEndpoint(randomUUID()), 'PATCH', { topic: 'delivery' })).toMatchObject({ status: 404, body: { error: QUESTION_MESSAGES.notFound } });

    expect(await listed()).toEqual(before);
    expect((await call(questionEndpoint((kept.body as QuestionRecord).id), 'DELETE')).status).toBe(204);
  });
});
