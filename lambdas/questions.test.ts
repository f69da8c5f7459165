import { randomUUID } from 'node:crypto';
import { InvokeCommand, LambdaClient } from '@aws-sdk/client-lambda';
import { DeleteCommand, DynamoDBDocumentClient, GetCommand, PutCommand, QueryCommand, ScanCommand, UpdateCommand, type PutCommandInput } from '@aws-sdk/lib-dynamodb';
import { Logger } from '@aws-lambda-powertools/logger';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ADMIN_GROUP } from '../shared/api-routes';
import { ENV } from '../shared/backend/environment';
import { IMAGES_TABLE, INQUIRIES_TABLE, INSPECTION_DOCUMENTS_TABLE, LISTING_TABLE, QUESTIONS_TABLE, TOUR_MEDIA_TABLE, WATCHERS_TABLE } from '../shared/backend/tables';
import {
  QUESTION_LIMITS,
  QUESTION_MESSAGES,
  QUESTION_ORDER_ENDPOINT,
  QUESTIONS_ENDPOINT,
  questionEndpoint,
  type PublishedQuestion,
  type QuestionRecord,
} from '../shared/questions';
import { apiGatewayEvent } from '../test/fixtures/api-gateway-event';
import { buildQuestionRecord } from '../test/fixtures/questions';
import { isAuditWrite, stubAuditLog } from '../test/support/audit-log';
import { invokeHandler } from '../test/support/invoke-handler';
import { conditionFailed } from '../test/fixtures/dynamo-errors';

const dynamo = mockClient(DynamoDBDocumentClient);
const lambda = mockClient(LambdaClient);

const ADMIN = { sub: 'b1c2d3e4-0000-4000-8000-000000000001', username: 'seller-admin' };
const ADMIN_EMAIL = 'seller@example.com';
/** The audit entries the handlers appended, and the writes to their own tables. */
const auditEntries = () => dynamo.commandCalls(PutCommand).map((call) => call.args[0].input).filter(isAuditWrite).map((input) => input.Item);

/** The buyer's inquiry as stored: every identifying field filled, so a leak would show. */
const INQUIRY = {
  id: randomUUID(),
  kind: 'inquiry',
  name: 'Dana Whitehorse',
  email: 'dana@clinic.example.org',
  phone: '+1 406 555 0188',
  organization: 'Big Sky Rural Health',
  message: 'Dana here from Big Sky Rural Health: how many hours are on the generator, and can you deliver to Montana?',
  reference: 'INQ-20261120-ABC123',
  status: 'sent',
  createdAt: '2026-11-20T16:00:00.000Z',
};
const BUYER_DETAILS = [INQUIRY.name, INQUIRY.email, INQUIRY.phone, INQUIRY.organization, 'Dana'];

/** An admin's request, as API Gateway passes it on after the JWT authorizer. */
function asAdmin(event: APIGatewayProxyEventV2, pathParameters?: Record<string, string>): APIGatewayProxyEventV2 {
  const claims = { sub: ADMIN.sub, username: ADMIN.username, 'cognito:groups': `[${ADMIN_GROUP}]` };
  return { ...event, pathParameters, requestContext: { ...event.requestContext, authorizer: { jwt: { claims, scopes: [] } } } } as APIGatewayProxyEventV2;
}

const publish = (body: unknown) =>
  invokeHandler(() => import('./create-question'), asAdmin(apiGatewayEvent({ method: 'POST', path: QUESTIONS_ENDPOINT, body })));
const change = (id: string, body: unknown) =>
  invokeHandler(() => import('./update-question'), asAdmin(apiGatewayEvent({ method: 'PATCH', path: questionEndpoint(id), body }), { id }));
const reorder = (body: unknown) =>
  invokeHandler(() => import('./reorder-questions'), asAdmin(apiGatewayEvent({ method: 'PUT', path: QUESTION_ORDER_ENDPOINT, body })));
const unpublish = (id: string) =>
  invokeHandler(() => import('./delete-question'), asAdmin(apiGatewayEvent({ method: 'DELETE', path: questionEndpoint(id) }), { id }));
const list = () => invokeHandler(() => import('./list-questions'), asAdmin(apiGatewayEvent({ path: QUESTIONS_ENDPOINT })));

const DRAFT = {
  inquiryId: INQUIRY.id,
  question: 'How many hours are on the generator?',
  answer: 'About 2,400 hours; the service log is in the documents.',
  topic: 'mechanical',
};

const writes = () => [...dynamo.commandCalls(PutCommand), ...dynamo.commandCalls(UpdateCommand), ...dynamo.commandCalls(DeleteCommand)];
const publishRequests = () => lambda.commandCalls(InvokeCommand);

let logged: { mock: { calls: unknown[][] } };

beforeEach(() => {
  dynamo.reset();
  lambda.reset();
  lambda.on(InvokeCommand).resolves({ StatusCode: 202 });
  vi.stubEnv(QUESTIONS_TABLE.envVar, 'questions-test');
  stubAuditLog({ [ADMIN.username]: ADMIN_EMAIL });
  vi.stubEnv(INQUIRIES_TABLE.envVar, 'inquiries-test');
  vi.stubEnv(IMAGES_TABLE.envVar, 'images-test');
  vi.stubEnv(ENV.pagePublisher, 'trailer-test-publish-pages');
  // The handlers' logger is a fresh instance per import: the class's method catches each of them.
  logged = vi.spyOn(Logger.prototype, 'info');
});

afterEach(() => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});

/** The structured line a change was logged with, by its message. */
const logLine = (message: string) => logged.mock.calls.find((call) => call[0] === message)?.[1] as Record<string, unknown> | undefined;

describe('POST /api/questions (publish a question from an inquiry)', () => {
  it('stores the admin’s wording, last in the order, with who published it; logs it and asks for the pages to be published', async () => {
    // Prepare
    dynamo.on(GetCommand).resolves({ Item: INQUIRY });
    dynamo.on(ScanCommand).resolves({ Items: [buildQuestionRecord({ position: 7 }), buildQuestionRecord({ position: 2 })] });
    dynamo.on(PutCommand).resolves({});

    // Act
    const response = await publish(DRAFT);

    // Assess
    expect(response.statusCode).toBe(201);
    const item = dynamo.commandCalls(PutCommand)[0]?.args[0].input.Item as QuestionRecord;
    expect(item).toMatchObject({ ...DRAFT, position: 8, publishedBy: ADMIN_EMAIL, updatedBy: ADMIN_EMAIL });
    expect(item.publishedAt).toBe(item.updatedAt);
    expect(response.body).toStrictEqual(item);
    const stored = JSON.stringify(item);
    for (const detail of BUYER_DETAILS) expect(stored).not.toContain(detail);
    expect(dynamo.commandCalls(GetCommand)[0]?.args[0].input).toMatchObject({ TableName: 'inquiries-test', Key: { id: INQUIRY.id } });
    expect(logLine('question published')).toMatchObject({ questionId: item.id, inquiryId: INQUIRY.id, admin: ADMIN.username, adminId: ADMIN.sub });
    expect(publishRequests()).toHaveLength(1);
    expect(publishRequests()[0]?.args[0].input).toMatchObject({ FunctionName: 'trailer-test-publish-pages', InvocationType: 'Event' });
  });

  it("stores the French versions the admin wrote, and leaves out an empty one (the French pages then show the English, marked)", async () => {
    dynamo.on(GetCommand).resolves({ Item: INQUIRY });
    dynamo.on(ScanCommand).resolves({ Items: [] });
    dynamo.on(PutCommand).resolves({});

    const response = await publish({ ...DRAFT, questionFr: 'Combien d’heures la génératrice compte-t-elle?', answerFr: '' });

    expect(response.statusCode).toBe(201);
    const item = dynamo.commandCalls(PutCommand)[0]?.args[0].input.Item as QuestionRecord;
    expect(item.questionFr).toBe('Combien d’heures la génératrice compte-t-elle?');
    expect(item).not.toHaveProperty('answerFr');
  });

  it('records the publication for the watchers of answered questions, in the admin\'s words only', async () => {
    // Prepare
    vi.stubEnv(WATCHERS_TABLE.envVar, 'watchers-test');
    dynamo.on(GetCommand).resolves({ Item: INQUIRY });
    dynamo.on(ScanCommand).resolves({ Items: [] });
    dynamo.on(PutCommand).resolves({});

    // Act
    await publish(DRAFT);

    // Assess
    const alerts = dynamo.commandCalls(PutCommand).filter((call) => call.args[0].input.TableName === 'watchers-test');
    expect(alerts.map((call) => call.args[0].input.Item)).toEqual([expect.objectContaining({ topic: 'questions', after: DRAFT.question, pending: 'alert' })]);
    for (const detail of BUYER_DETAILS) expect(JSON.stringify(alerts[0]?.args[0].input.Item)).not.toContain(detail);
  });

  it('places the first question at the start of the order', async () => {
    dynamo.on(GetCommand).resolves({ Item: INQUIRY });
    dynamo.on(ScanCommand).resolves({ Items: [] });
    dynamo.on(PutCommand).resolves({});

    const response = await publish(DRAFT);

    expect(response).toMatchObject({ statusCode: 201, body: { position: 0 } });
  });

  it('publishes a question whose write landed but whose answer was lost: the retry fails its condition on that same question', async () => {
    // Prepare: the put is stored, then answered as the SDK's retry of it would be
    let stored: Record<string, unknown> | undefined;
    dynamo.on(GetCommand, { TableName: 'inquiries-test' }).resolves({ Item: INQUIRY });
    dynamo.on(GetCommand, { TableName: 'questions-test' }).callsFake(() => ({ Item: stored }));
    dynamo.on(ScanCommand).resolves({ Items: [] });
    dynamo.on(PutCommand).callsFake((input: PutCommandInput) => {
      if (isAuditWrite(input)) return {};
      stored = { ...input.Item };
      throw conditionFailed();
    });

    // Act
    const response = await publish(DRAFT);

    // Assess
    expect(response).toMatchObject({ statusCode: 201, body: stored });
    expect(logLine('question published')).toMatchObject({ questionId: stored?.id });
    expect(publishRequests()).toHaveLength(1);
  });

  it('answers 500 when another question already holds the new id, publishing nothing', async () => {
    dynamo.on(GetCommand, { TableName: 'inquiries-test' }).resolves({ Item: INQUIRY });
    dynamo.on(GetCommand, { TableName: 'questions-test' }).resolves({ Item: buildQuestionRecord() });
    dynamo.on(ScanCommand).resolves({ Items: [] });
    dynamo.on(PutCommand).rejects(conditionFailed());

    const response = await publish(DRAFT);

    expect(response.statusCode).toBe(500);
    expect(publishRequests()).toHaveLength(0);
  });

  it('answers 404 for an inquiry that does not exist, writing nothing and publishing nothing', async () => {
    dynamo.on(GetCommand).resolves({});

    const response = await publish({ ...DRAFT, inquiryId: randomUUID() });

    expect(response).toMatchObject({ statusCode: 404, body: { error: QUESTION_MESSAGES.inquiryNotFound } });
    expect(writes()).toHaveLength(0);
    expect(publishRequests()).toHaveLength(0);
  });

  it.each([
    ['no question', { ...DRAFT, question: undefined }, 'question: question must be text'],
    ['a blank question', { ...DRAFT, question: '   ' }, 'question: question is required'],
    ['an over-long question', { ...DRAFT, question: 'q'.repeat(QUESTION_LIMITS.question + 1) }, `question: question must be at most ${QUESTION_LIMITS.question} characters`],
    ['an over-long answer', { ...DRAFT, answer: 'a'.repeat(QUESTION_LIMITS.answer + 1) }, `answer: answer must be at most ${QUESTION_LIMITS.answer} characters`],
    ['an over-long French question', { ...DRAFT, questionFr: 'q'.repeat(QUESTION_LIMITS.question + 1) }, `questionFr: questionFr must be at most ${QUESTION_LIMITS.question} characters`],
    ['an over-long French answer', { ...DRAFT, answerFr: 'a'.repeat(QUESTION_LIMITS.answer + 1) }, `answerFr: answerFr must be at most ${QUESTION_LIMITS.answer} characters`],
    ['a French answer with a control character', { ...DRAFT, answerFr: 'Oui\u0000.' }, 'answerFr: answerFr'],
    ['a French question that is not text', { ...DRAFT, questionFr: ['Q?'] }, 'questionFr: questionFr must be text or null'],
    ['an unknown topic', { ...DRAFT, topic: 'pricing' }, 'topic: topic must be one of: mechanical, delivery, documents, financing, equipment'],
    ['an inquiry id that is not one', { ...DRAFT, inquiryId: 'INQ-20261120-ABC123' }, 'inquiryId: inquiryId must be an inquiry id (a UUID)'],
    ['the buyer’s name alongside', { ...DRAFT, name: INQUIRY.name }, 'Unrecognized key: "name"'],
    ['the buyer’s e-mail alongside', { ...DRAFT, email: INQUIRY.email }, 'Unrecognized key: "email"'],
    ['a body that is not JSON', '{"question": ', 'Request body must be JSON'],
  ])('refuses %s with a 400 naming the problem, touching nothing', async (_case, body, problem) => {
    const response = await publish(body);

    expect(response.statusCode).toBe(400);
    expect((response.body as { error: string }).error).toContain(problem);
    expect(dynamo.calls()).toHaveLength(0);
    expect(publishRequests()).toHaveLength(0);
  });
});

describe('PATCH /api/questions/{id}', () => {
  it('changes the text, answer or topic in one conditional write, storing who and when; logs it and publishes', async () => {
    // Prepare
    const question = buildQuestionRecord();
    dynamo.on(GetCommand).resolves({ Item: question });
    dynamo.on(UpdateCommand).callsFake((input: { ExpressionAttributeValues: Record<string, unknown> }) => ({
      Attributes: { ...question, answer: input.ExpressionAttributeValues[':answer'], updatedBy: ADMIN_EMAIL },
    }));

    // Act
    const response = await change(question.id, { answer: 'About 2,450 hours as of November.' });

    // Assess
    expect(response).toMatchObject({ statusCode: 200, body: { id: question.id, answer: 'About 2,450 hours as of November.', updatedBy: ADMIN_EMAIL } });
    const updates = dynamo.commandCalls(UpdateCommand).map((call) => call.args[0].input);
    expect(updates).toHaveLength(1);
    expect(updates[0]).toMatchObject({
      TableName: 'questions-test',
      Key: { id: question.id },
      ConditionExpression: 'attribute_exists(id)',
      ExpressionAttributeValues: { ':answer': 'About 2,450 hours as of November.', ':updatedBy': ADMIN_EMAIL },
    });
    expect(Object.keys(updates[0]?.ExpressionAttributeValues ?? {}).sort()).toEqual([':answer', ':updatedAt', ':updatedBy']);
    expect(logLine('question changed')).toMatchObject({ questionId: question.id, fields: ['answer'], admin: ADMIN.username });
    expect(publishRequests()).toHaveLength(1);
    expect(auditEntries()).toEqual([
      expect.objectContaining({
        admin: ADMIN_EMAIL,
        action: 'question.update',
        target: question.id,
        changes: { answer: { before: question.answer, after: 'About 2,450 hours as of November.' } },
      }),
    ]);
  });

  it('sets a French version, or clears it with an empty one (stored as null), in the same one write', async () => {
    const question = buildQuestionRecord({ answerFr: 'Environ 2 400 heures.' });
    dynamo.on(GetCommand).resolves({ Item: question });
    dynamo.on(UpdateCommand).resolves({ Attributes: { ...question, answerFr: null, questionFr: 'Combien d’heures?' } });

    const response = await change(question.id, { questionFr: 'Combien d’heures?', answerFr: '' });

    expect(response.statusCode).toBe(200);
    const updates = dynamo.commandCalls(UpdateCommand).map((call) => call.args[0].input);
    expect(updates).toHaveLength(1);
    expect(updates[0]?.ExpressionAttributeValues).toMatchObject({ ':questionFr': 'Combien d’heures?', ':answerFr': null });
    expect(auditEntries()[0]?.changes).toEqual({ questionFr: { after: 'Combien d’heures?' }, answerFr: { before: 'Environ 2 400 heures.', after: null } });
  });

  it('answers 404 for a question that is not published, publishing nothing', async () => {
    dynamo.on(GetCommand).resolves({});
    dynamo.on(UpdateCommand).rejects(conditionFailed());

    const response = await change(randomUUID(), { topic: 'delivery' });

    expect(response).toMatchObject({ statusCode: 404, body: { error: QUESTION_MESSAGES.notFound } });
    expect(publishRequests()).toHaveLength(0);
  });

  it.each([
    ['no change at all', {}, 'give at least one of question, answer, questionFr, answerFr, topic'],
    ['an emptied answer', { answer: '' }, 'answer: answer is required'],
    ['an over-long French answer', { answerFr: 'a'.repeat(QUESTION_LIMITS.answer + 1) }, `answerFr: answerFr must be at most ${QUESTION_LIMITS.answer} characters`],
    ['a field the record keeps for the admin', { inquiryId: randomUUID() }, 'Unrecognized key: "inquiryId"'],
    ['a change of who published it', { publishedBy: 'someone-else' }, 'Unrecognized key: "publishedBy"'],
  ])('refuses %s with a 400, touching nothing', async (_case, body, problem) => {
    const response = await change(randomUUID(), body);

    expect(response.statusCode).toBe(400);
    expect((response.body as { error: string }).error).toContain(problem);
    expect(dynamo.calls()).toHaveLength(0);
  });

  it('refuses an id that is not a question id before DynamoDB sees it', async () => {
    const response = await change('x'.repeat(4096), { topic: 'delivery' });

    expect(response).toMatchObject({ statusCode: 400, body: { error: 'id must be a question id (a UUID)' } });
    expect(dynamo.calls()).toHaveLength(0);
  });
});

describe('PUT /api/questions/order', () => {
  const [first, second, third] = [buildQuestionRecord({ position: 0 }), buildQuestionRecord({ position: 1 }), buildQuestionRecord({ position: 2 })];

  it('gives each question its new place, storing who ordered them; logs it, publishes and answers the new order', async () => {
    // Prepare: the table as the writes leave it
    const table = new Map([first, second, third].map((question) => [question.id, { ...question }]));
    dynamo.on(ScanCommand).callsFake(() => ({ Items: [...table.values()] }));
    dynamo.on(UpdateCommand).callsFake((input: { Key: { id: string }; ExpressionAttributeValues: Record<string, string | number> }) => {
      const values = input.ExpressionAttributeValues;
      Object.assign(table.get(input.Key.id) ?? {}, { position: values[':position'], orderedBy: values[':orderedBy'], orderedAt: values[':orderedAt'] });
      return {};
    });
    const ids = [third!.id, first!.id, second!.id];

    // Act
    const response = await reorder({ ids });

    // Assess
    expect(response.statusCode).toBe(200);
    expect((response.body as QuestionRecord[]).map((question) => question.id)).toEqual(ids);
    expect((response.body as QuestionRecord[]).every((question) => question.orderedBy === ADMIN_EMAIL)).toBe(true);
    expect(dynamo.commandCalls(UpdateCommand).every((call) => call.args[0].input.ConditionExpression === 'attribute_exists(id)')).toBe(true);
    expect(logLine('questions reordered')).toMatchObject({ ids, complete: true, admin: ADMIN.username });
    expect(publishRequests()).toHaveLength(1);
  });

  it.each([
    ['one missing', () => [first!.id, second!.id]],
    ['one that is not published', () => [first!.id, second!.id, third!.id, randomUUID()]],
    ['one swapped for an unknown one', () => [first!.id, second!.id, randomUUID()]],
  ])('refuses a list with %s with a 400, writing nothing', async (_case, ids) => {
    dynamo.on(ScanCommand).resolves({ Items: [first, second, third] });

    const response = await reorder({ ids: ids() });

    expect(response).toMatchObject({ statusCode: 400, body: { error: QUESTION_MESSAGES.orderNotCurrent } });
    expect(writes()).toHaveLength(0);
    expect(publishRequests()).toHaveLength(0);
  });

  it.each([
    ['a repeated id', { ids: [randomUUID(), randomUUID()].flatMap((id) => [id, id]) }, 'ids: ids must not repeat a question'],
    ['no list', {}, 'ids: ids must be a list of question ids'],
    ['an id that is not one', { ids: ['first'] }, 'ids.0: id must be a question id (a UUID)'],
  ])('refuses %s with a 400 before reading the table', async (_case, body, problem) => {
    const response = await reorder(body);

    expect(response.statusCode).toBe(400);
    expect((response.body as { error: string }).error).toContain(problem);
    expect(dynamo.calls()).toHaveLength(0);
  });

  it('answers 409 when a question was unpublished meanwhile, without writing it back', async () => {
    dynamo.on(ScanCommand).resolves({ Items: [first, second, third] });
    dynamo.on(UpdateCommand).resolves({});
    dynamo.on(UpdateCommand, { Key: { id: second!.id } }).rejects(conditionFailed('gone'));

    const response = await reorder({ ids: [second!.id, third!.id, first!.id] });

    expect(response).toMatchObject({ statusCode: 409, body: { error: QUESTION_MESSAGES.orderNotCurrent } });
    expect(dynamo.commandCalls(PutCommand).filter((call) => !isAuditWrite(call.args[0].input))).toHaveLength(0);
    // The questions it did move are moved: the log says so.
    expect(auditEntries()).toEqual([expect.objectContaining({ action: 'question.reorder', changes: { order: { before: [first!.id, second!.id, third!.id], after: [second!.id, third!.id, first!.id] } } })]);
    expect(logLine('questions reordered')).toMatchObject({ complete: false, admin: ADMIN.username });
  });
});

describe('DELETE /api/questions/{id} (unpublish)', () => {
  it('removes the question, logs who did it and publishes', async () => {
    const question = buildQuestionRecord();
    dynamo.on(DeleteCommand).resolves({ Attributes: question });

    const response = await unpublish(question.id);

    expect(response.statusCode).toBe(204);
    expect(dynamo.commandCalls(DeleteCommand)[0]?.args[0].input).toMatchObject({ TableName: 'questions-test', Key: { id: question.id } });
    expect(logLine('question unpublished')).toMatchObject({ questionId: question.id, admin: ADMIN.username, adminId: ADMIN.sub });
    expect(publishRequests()).toHaveLength(1);
  });

  it('answers 404 for a question that is not published, publishing nothing', async () => {
    dynamo.on(DeleteCommand).resolves({});

    const response = await unpublish(randomUUID());

    expect(response).toMatchObject({ statusCode: 404, body: { error: QUESTION_MESSAGES.notFound } });
    expect(publishRequests()).toHaveLength(0);
  });

  it('refuses an id that is not a question id before DynamoDB sees it', async () => {
    const response = await unpublish('');

    expect(response.statusCode).toBe(400);
    expect(dynamo.calls()).toHaveLength(0);
  });
});

describe('GET /api/questions (admin list)', () => {
  it('lists every question in the admin’s order, with its source inquiry and who changed it', async () => {
    const [later, earlier] = [buildQuestionRecord({ position: 5 }), buildQuestionRecord({ position: 1 })];
    dynamo.on(ScanCommand).resolvesOnce({ Items: [later], LastEvaluatedKey: { id: later.id } }).resolvesOnce({ Items: [earlier] });

    const response = await list();

    expect(response).toMatchObject({ statusCode: 200, body: [earlier, later] });
  });
});

describe('the public pages’ snapshot of the questions', () => {
  it('carries only the public fields, in the admin’s order: no source inquiry, no admin, nothing of the buyer', async () => {
    // Prepare: records as stored, and the inquiry they came from in the table beside them
    const [second, first] = [buildQuestionRecord({ position: 2, inquiryId: INQUIRY.id }), buildQuestionRecord({ position: 0, inquiryId: INQUIRY.id })];
    dynamo.on(ScanCommand).resolves({ Items: [] });
    dynamo.on(ScanCommand, { TableName: 'questions-test' }).resolves({ Items: [second, first] });
    dynamo.on(QueryCommand).resolves({ Items: [] });
    dynamo.on(GetCommand).resolves({ Item: INQUIRY });
    // The snapshot's other parts read their own tables: empty here.
    dynamo.on(GetCommand, { TableName: 'listing-test' }).resolves({});
    vi.stubEnv(TOUR_MEDIA_TABLE.envVar, 'tour-media-test');
    vi.stubEnv(LISTING_TABLE.envVar, 'listing-test');
    vi.stubEnv(INSPECTION_DOCUMENTS_TABLE.envVar, 'inspection-documents-test');
    vi.resetModules();
    const { readListingSnapshot } = await import('./common/listing-snapshot-source');

    // Act
    const { questions } = await readListingSnapshot();

    // Assess
    const publicFields: (keyof PublishedQuestion)[] = ['answer', 'id', 'publishedAt', 'question', 'topic', 'updatedAt'];
    expect(questions.map((question) => question.id)).toEqual([first!.id, second!.id]);
    for (const question of questions) expect(Object.keys(question).sort()).toEqual(publicFields);
    const text = JSON.stringify(questions);
    for (const detail of [...BUYER_DETAILS, INQUIRY.id, 'seller-admin']) expect(text).not.toContain(detail);
  });
});
