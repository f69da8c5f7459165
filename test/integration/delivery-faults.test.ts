import { randomUUID } from 'node:crypto';
import { readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, ScanCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ADMIN_GROUP } from '../../shared/api-routes';
import { CONTACT_ENDPOINT, CONTACT_MESSAGES, IDEMPOTENCY_HEADER } from '../../shared/contact';
import { ORIGIN_SECRET_ENV, ORIGIN_VERIFY_HEADER, VIEWER_ADDRESS_HEADER } from '../../shared/http';
import { INQUIRIES_ENDPOINT } from '../../shared/inquiries';
import { DELIVERY_POLICY } from '../../shared/backend/delivery-policy';
import { readSiteSettings } from '../../infra/settings';
import { INQUIRIES_TABLE } from '../../shared/backend/tables';
import { dynamo as handlersDynamo } from '../../lambdas/common/dynamo-client';
import { ses as handlersSes } from '../../lambdas/common/ses-client';
import type { StoredInquiry } from '../../lambdas/common/inquiries-repository';
import { logger } from '../../lambdas/common/logger';
import { signedInUser } from '../support/cognito-users';
import { injectDynamoFaults, type DynamoFaults } from '../support/dynamo-faults';
import { injectSesFaults, type SesFaults } from '../support/ses-faults';
import { loopbackClient, requestFrom, type SimpleResponse } from '../support/http-from';
import { startTestStack, type TestStack } from '../support/local-stack';
import { startApiProcess, type ApiProcess } from '../support/api-process';

const BURST = 50;
const sellerEmail = readSiteSettings().sellerEmail;

let stack: TestStack;
let faults: DynamoFaults;
let sesFaults: SesFaults;
let reader: DynamoDBDocumentClient;
let adminToken: string;
let clientNumber = 0;

beforeAll(async () => {
  stack = await startTestStack();
  faults = injectDynamoFaults(handlersDynamo, INQUIRIES_TABLE.name);
  sesFaults = injectSesFaults(handlersSes);
  // The test reads the table through its own client, which no fault touches.
  reader = DynamoDBDocumentClient.from(new DynamoDBClient({ endpoint: stack.endpoints.dynamodb }));
  adminToken = await signedInUser(stack, 'delivery-admin@example.com', [ADMIN_GROUP]);
});

afterEach(() => {
  faults.setUnavailable(false);
  stack.setEmailFailing(false);
  stack.setEmailAnswerDelay(0);
  vi.useRealTimers();
  vi.restoreAllMocks();
});

afterAll(async () => {
  faults?.remove();
  sesFaults?.remove();
  reader?.destroy();
  await stack?.stop();
});

/** One visitor's submission: its idempotency key (the inquiry's id), its body, and every answer it got. */
interface Submission {
  key: string;
  email: string;
  from: string;
  body: Record<string, unknown>;
  answers: SimpleResponse[];
}

function newSubmission(): Submission {
  const email = `burst.${randomUUID().slice(0, 8)}@clinic.example.org`;
  return {
    key: randomUUID(),
    email,
    from: loopbackClient(clientNumber++),
    body: { name: 'Burst Buyer', email, message: 'Is it still available?' },
    answers: [],
  };
}

/** Sends (or re-sends, as the form does on a retry) a submission with its idempotency key. */
async function submit(submission: Submission): Promise<SimpleResponse> {
  const answer = await requestFrom(`${stack.url}${CONTACT_ENDPOINT}`, {
    method: 'POST',
    from: submission.from,
    body: submission.body,
    headers: { [IDEMPOTENCY_HEADER]: submission.key },
  });
  submission.answers.push(answer);
  return answer;
}

/**
 * BURST submissions, one started every `spacingMs`; `onAnswer` hears how many have been answered so
 * far, so a fault can start and end at a point of the burst rather than at a time a slow machine misses.
 */
async function burst(spacingMs: number, onAnswer: (answered: number) => void): Promise<Submission[]> {
  const submissions = Array.from({ length: BURST }, newSubmission);
  let answered = 0;
  await Promise.all(
    submissions.map(async (submission, index) => {
      await new Promise((resolve) => setTimeout(resolve, index * spacingMs));
      await submit(submission);
      onAnswer(++answered);
    }),
  );
  return submissions;
}

/**
 * What visitors do about an error answer: send the unchanged form again (the same key) until it is
 * stored. On this shared machine the emulators are sometimes slower than the SDK's time limits,
 * so any request may fail; the faults under test are the injected ones.
 */
async function retryUntilStored(submissions: Submission[], send: (submission: Submission) => Promise<unknown> = submit) {
  for (let round = 0; round < 5; round++) {
    const stored = await storedById();
    const unstored = submissions.filter((s) => !stored.has(s.key));
    if (unstored.length === 0) return;
    await Promise.all(unstored.map(send));
  }
  throw new Error('some inquiries were still not stored after five retries');
}

const resend = (id: string) =>
  requestFrom(`${stack.url}${INQUIRIES_ENDPOINT}/${id}/resend`, { method: 'POST', headers: { authorization: `Bearer ${adminToken}` } });

const lastAnswer = (submission: Submission) => submission.answers.at(-1)!;
const referenceIn = (answer: SimpleResponse) => (answer.body as { reference?: string }).reference;

async function storedById(): Promise<Map<string, StoredInquiry>> {
  const items: StoredInquiry[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const page = await reader.send(new ScanCommand({ TableName: INQUIRIES_TABLE.name, ConsistentRead: true, ExclusiveStartKey: start }));
    items.push(...((page.Items ?? []) as StoredInquiry[]));
    start = page.LastEvaluatedKey;
  } while (start);
  return new Map(items.map((item) => [item.id, item]));
}

/** The outbox's mails, headers unfolded. */
const outbox = () =>
  readdirSync(stack.outboxDir)
    .filter((file) => file.endsWith('.eml'))
    .map((file) => readFileSync(join(stack.outboxDir, file), 'utf8').replace(/\r?\n[ \t]+/g, ' '));

const addressedTo = (address: string) => new RegExp(`^To: ${address.replace(/\./g, '\\.')}$`, 'm');

/** The mails in the outbox to the seller about this reference. */
const sellerMailsAbout = (reference: string) => outbox().filter((mail) => addressedTo(sellerEmail).test(mail) && mail.includes(reference));

/** The acknowledgements in the outbox to this buyer. */
const acknowledgementsTo = (email: string) => outbox().filter((mail) => addressedTo(email).test(mail));

const REPEAT_SUBJECT = new RegExp(`^Subject: ${CONTACT_MESSAGES.repeatMark.replace(/[()]/g, '\\$&')} `, 'm');
const referencesLine = (mail: string) => /^References: (.*)$/m.exec(mail)?.[1];

/**
 * The copies of one mail beyond the first: each must be marked as a repeat and carry the first
 * copy's References line, so it lands in the same thread. Returns how many there were.
 */
function extraCopies(copies: string[]): number {
  const [first, ...repeats] = copies;
  for (const repeat of repeats) {
    expect(repeat).toMatch(REPEAT_SUBJECT);
    expect(referencesLine(repeat)).toBe(referencesLine(first!));
  }
  return repeats.length;
}

/** Moves the clock of the handlers (this process) forward; timers keep real time. */
function advanceClock(seconds: number) {
  const now = Date.now();
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(now + seconds * 1000);
}

/** Past the claim of any sender that stopped, and past a first failure's backoff. */
const pastTheLease = () => advanceClock(DELIVERY_POLICY.leaseSeconds + 1);

/**
 * Runs the sweeper as its schedule would, once SES's Send events of the mails sent so far were
 * recorded, each run past any claim and any wait for a Send event, until nothing is due.
 */
async function sweepUntilDone() {
  for (let run = 0; run < 10; run++) {
    await stack.mailEventsDelivered();
    advanceClock(Math.max(DELIVERY_POLICY.leaseSeconds, DELIVERY_POLICY.sendEventGraceSeconds) + 1);
    if ((await stack.sweep()).due === 0) return;
  }
  throw new Error('the sweeper still finds inquiries due after 10 runs');
}

/** No success without a stored inquiry: every 200 names the reference of an inquiry that is there and sent. */
async function expectNoSuccessWithoutStoring(submissions: Submission[]) {
  const stored = await storedById();
  for (const submission of submissions) {
    for (const answer of submission.answers.filter((a) => a.status === 200)) {
      expect(stored.get(submission.key), submission.email).toMatchObject({ status: 'sent', reference: referenceIn(answer) });
    }
  }
}

/** Every submission stored once, sent, with SES's message id, and mailed to the seller exactly once. */
async function expectAllDeliveredOnce(submissions: Submission[]) {
  const stored = await storedById();
  for (const submission of submissions) {
    const inquiry = stored.get(submission.key);
    expect(inquiry, submission.email).toMatchObject({ status: 'sent', email: submission.email, sesMessageId: expect.any(String) });
    expect(inquiry?.pending).toBeUndefined();
    expect(sellerMailsAbout(inquiry!.reference), inquiry!.reference).toHaveLength(1);
    expect(inquiry?.acknowledgement).toBe('sent');
    expect(acknowledgementsTo(submission.email), submission.email).toHaveLength(1);
  }
  // and no second inquiry for any of them
  const emails = new Set(submissions.map((s) => s.email));
  expect([...stored.values()].filter((item) => emails.has(item.email))).toHaveLength(submissions.length);
}

describe('every inquiry of a burst reaches the seller once, whatever fails on the way', () => {
  it('the process dies between storing and mailing: the sweeper delivers those left received', async () => {
    // Prepare
    const doomed = new Set<number>(Array.from({ length: 10 }, (_, i) => i * 5));
    const submissions = Array.from({ length: BURST }, newSubmission);
    faults.dieAfterStoring(submissions.filter((_, index) => doomed.has(index)).map((s) => s.email));

    // Act
    await Promise.all(submissions.map(submit));
    await retryUntilStored(submissions);

    // Assess: the dead requests were answered 500 and left their inquiries stored and 'received'
    const stored = await storedById();
    for (const index of doomed) {
      expect(submissions[index]!.answers.map((answer) => answer.status)).toContain(500);
      expect(stored.get(submissions[index]!.key)?.status).toBe('received');
    }
    await expectNoSuccessWithoutStoring(submissions);

    await sweepUntilDone();
    await expectAllDeliveredOnce(submissions);
  });

  it('the database fails for two seconds mid-burst: visitors retry, the sweeper delivers the rest', async () => {
    // Prepare: the outage starts once ten are answered, with the rest still coming, and lasts two seconds
    let recovery: NodeJS.Timeout | undefined;
    const outageAfterTen = (answered: number) => {
      if (answered !== 10) return;
      faults.setUnavailable(true);
      recovery = setTimeout(() => faults.setUnavailable(false), 2000);
    };

    // Act
    const submissions = await burst(80, outageAfterTen);
    clearTimeout(recovery);
    faults.setUnavailable(false);

    // Assess: the outage hit, and nothing was answered success without being stored
    expect(faults.refused()).toBeGreaterThan(0);
    await expectNoSuccessWithoutStoring(submissions);

    // Act: each visitor whose answer was an error and not stored tries again, as the form lets them
    await retryUntilStored(submissions);
    await expectNoSuccessWithoutStoring(submissions);
    await sweepUntilDone();

    // Assess
    await expectAllDeliveredOnce(submissions);
  });

  it('SES fails and then recovers: the failed ones are stored, answered 502, and delivered by the sweeper', async () => {
    // Prepare: SES is down until twenty are answered
    stack.setEmailFailing(true);

    // Act
    const submissions = await burst(40, (answered) => answered === 20 && stack.setEmailFailing(false));
    stack.setEmailFailing(false);

    await retryUntilStored(submissions);

    // Assess: those answered 502 are stored as failed, with a reference
    const failed = submissions.filter((s) => lastAnswer(s).status === 502);
    expect(failed.length).toBeGreaterThan(0);
    const stored = await storedById();
    for (const submission of failed) {
      expect(stored.get(submission.key)).toMatchObject({ status: 'failed', reference: referenceIn(lastAnswer(submission)), deliveryAttempts: 1 });
    }
    await expectNoSuccessWithoutStoring(submissions);

    await sweepUntilDone();
    await expectAllDeliveredOnce(submissions);
  });
});

describe('a send whose answer is late or whose sender dies: told the truth, delivered, acknowledged, repeats marked', () => {
  it('SES answers 3 s late while the database drops for 2 s: no buyer is told the mail failed, none is mailed twice', async () => {
    // Prepare: every send is answered 3 s late; the outage starts with the first answer, while the rest wait on SES
    stack.setEmailAnswerDelay(3000);
    let recovery: NodeJS.Timeout | undefined;
    const outageAtFirst = (answered: number) => {
      if (answered !== 1) return;
      faults.setUnavailable(true);
      recovery = setTimeout(() => faults.setUnavailable(false), 2000);
    };

    // Act
    const submissions = await burst(40, outageAtFirst);
    clearTimeout(recovery);
    faults.setUnavailable(false);
    stack.setEmailAnswerDelay(0);
    await retryUntilStored(submissions);
    await sweepUntilDone();

    // Assess: the outage hit, no answer said the mail failed, and each answer was 'sent' or 'saved and on its way'
    expect(faults.refused()).toBeGreaterThan(0);
    const answers = submissions.flatMap((s) => s.answers);
    expect(answers.filter((answer) => (answer.body as { error?: string }).error === CONTACT_MESSAGES.sendFailed)).toEqual([]);
    for (const answer of answers.filter((a) => a.status === 202)) expect(answer.body).toMatchObject({ success: true, queued: true, message: CONTACT_MESSAGES.onItsWay });
    await expectNoSuccessWithoutStoring(submissions);
    // every inquiry delivered and acknowledged, at most 1 in 100 mailed twice, each repeat marked
    const stored = await storedById();
    const doubles = submissions.reduce((sum, s) => sum + extraCopies(sellerMailsAbout(stored.get(s.key)!.reference)), 0);
    const repeatedAcknowledgements = submissions.reduce((sum, s) => sum + extraCopies(acknowledgementsTo(s.email)), 0);
    console.info(`late SES and a database outage: ${doubles} of ${BURST} inquiries mailed twice, ${repeatedAcknowledgements} acknowledged twice`);
    expect(doubles).toBeLessThanOrEqual(Math.floor(BURST / 100));
    await expectAllDeliveredOnce(submissions);
  }, 120_000);

  it("senders die during sends: every inquiry is delivered and acknowledged, and a mail SES took before the death is recorded by SES's Send event, not repeated", async () => {
    // Prepare: of a burst, two requests die just after SES took the seller's mail, two just before it
    // reached SES, and two just after SES took the buyer's acknowledgement
    const submissions = Array.from({ length: BURST }, newSubmission);
    const emailsAt = (offset: number) => submissions.filter((_, index) => index % 25 === offset).map((s) => s.email);
    const [afterSellerMail, beforeSellerMail, afterAcknowledgement] = [emailsAt(3), emailsAt(11), emailsAt(19)];
    sesFaults.dieAfterSending('seller', afterSellerMail);
    sesFaults.dieBeforeSending('seller', beforeSellerMail);
    sesFaults.dieAfterSending('acknowledgement', afterAcknowledgement);

    // Act: the dying requests never answer (their connections are cut when the stack stops); the rest
    // do. One whose first try failed before its death is retried, and that retry dies.
    const sendOrDie = (submission: Submission) => {
      const answer = submit(submission);
      answer.catch(() => undefined);
      return Promise.race([sesFaults.deathOf(submission.email), answer]);
    };
    await Promise.all(submissions.map(sendOrDie));
    await retryUntilStored(submissions, sendOrDie);
    // Act: a sweep past the dead senders' claims but within the wait for SES's Send event
    await stack.mailEventsDelivered();
    pastTheLease();
    await stack.sweep();
    const storedWithinGrace = await storedById();
    const neverSent = submissions.filter((s) => beforeSellerMail.includes(s.email)).map((s) => storedWithinGrace.get(s.key)!);
    const copiesWithinGrace = neverSent.map((inquiry) => sellerMailsAbout(inquiry.reference).length);
    await sweepUntilDone();

    // Assess: within the wait, those whose send never reached SES were not sent again; after it, once
    expect(neverSent.map(({ status, mailing }) => ({ status, mailing }))).toEqual(neverSent.map(() => ({ status: 'received', mailing: 'seller' })));
    expect(copiesWithinGrace).toEqual(neverSent.map(() => 0));
    expect(neverSent.map((inquiry) => sellerMailsAbout(inquiry.reference).length)).toEqual(neverSent.map(() => 1));

    // Assess: no mail is repeated; those SES took before their sender died were recorded from its Send event
    const stored = await storedById();
    for (const { email, key } of submissions) {
      expect(extraCopies(sellerMailsAbout(stored.get(key)!.reference)), email).toBe(0);
      expect(extraCopies(acknowledgementsTo(email)), email).toBe(0);
    }
    for (const { key } of submissions.filter((s) => afterSellerMail.includes(s.email))) {
      expect(stored.get(key)?.sesMessageId, key).toBeDefined();
    }
    for (const submission of submissions) {
      expect(stored.get(submission.key), submission.email).toMatchObject({ status: 'sent', acknowledgement: 'sent' });
      expect(stored.get(submission.key)?.pending).toBeUndefined();
    }
  }, 120_000);
});

/** A whole number from `min` to `max`, both included. */
const randomBetween = (min: number, max: number) => min + Math.floor(Math.random() * (max - min + 1));

/**
 * Sends each submission to a separate API process as CloudFront forwards it (the origin secret, the
 * viewer's address), `spacingMs` apart; one whose process is killed before it answers stays
 * unanswered, as the visitor's page would, to be sent again.
 */
async function submitTo(api: ApiProcess, submissions: Submission[], spacingMs: number): Promise<void> {
  await Promise.all(
    submissions.map(async (submission, index) => {
      await new Promise((resolve) => setTimeout(resolve, index * spacingMs));
      const answer = await requestFrom(`${api.url}${CONTACT_ENDPOINT}`, {
        method: 'POST',
        from: submission.from,
        body: submission.body,
        headers: {
          [IDEMPOTENCY_HEADER]: submission.key,
          [ORIGIN_VERIFY_HEADER]: process.env[ORIGIN_SECRET_ENV]!,
          [VIEWER_ADDRESS_HEADER]: `${submission.from}:50000`,
        },
      }).catch(() => undefined);
      if (answer) submission.answers.push(answer);
    }),
  );
}

/**
 * One burst against API processes killed with SIGKILL: the first, sent half of the burst, when SES
 * has accepted a random one of its mails (before SES answers it); the next, sent the other half and
 * the unanswered again, at a random moment; a third answers every visitor who tries once more.
 */
async function killedBurst(submissions: Submission[]): Promise<string[]> {
  const killedAt: string[] = [];
  const unanswered = () => submissions.filter((s) => s.answers.length === 0);
  const half = submissions.length / 2;

  const first = await startApiProcess(stack);
  const killAfter = randomBetween(5, half);
  let accepted = 0;
  const stopListening = stack.onEmailAccepted(() => {
    if (++accepted === killAfter) first.kill();
  });
  await submitTo(first, submissions.slice(0, half), 20);
  stopListening();
  first.kill();
  await first.exited;
  killedAt.push(`after SES accepted mail ${killAfter}`);

  const second = await startApiProcess(stack);
  const killAfterMs = randomBetween(100, 1000);
  const timer = setTimeout(second.kill, killAfterMs);
  await submitTo(second, [...submissions.slice(half), ...unanswered().filter((s) => submissions.indexOf(s) < half)], 20);
  clearTimeout(timer);
  second.kill();
  await second.exited;
  killedAt.push(`${killAfterMs} ms into the retries`);

  const last = await startApiProcess(stack);
  for (let round = 0; round < 3 && unanswered().length > 0; round++) await submitTo(last, unanswered(), 20);
  last.kill();
  await last.exited;
  expect(unanswered()).toEqual([]);
  return killedAt;
}

describe('the API process killed with SIGKILL during sends', () => {
  it("bursts of 50: at most 1 in 100 mailed twice (each repeat marked, in its thread), every buyer acknowledged once, every inquiry delivered", async () => {
    // Prepare
    const bursts = [Array.from({ length: BURST }, newSubmission), Array.from({ length: BURST }, newSubmission)];

    // Act: each burst against processes killed at random points, then the sweeper as its schedule runs it
    const kills: string[] = [];
    for (const submissions of bursts) kills.push(...(await killedBurst(submissions)));
    await sweepUntilDone();

    // Assess
    const submissions = bursts.flat();
    const stored = await storedById();
    const doubles = submissions.reduce((sum, s) => sum + extraCopies(sellerMailsAbout(stored.get(s.key)!.reference)), 0);
    console.info(`SIGKILL ${kills.join(', ')}: ${doubles} of ${submissions.length} inquiries mailed twice`);
    expect(doubles).toBeLessThanOrEqual(Math.floor(submissions.length / 100));
    for (const submission of submissions) {
      expect(stored.get(submission.key), submission.email).toMatchObject({ status: 'sent', acknowledgement: 'sent', sesMessageId: expect.any(String) });
      expect(stored.get(submission.key)?.pending).toBeUndefined();
      expect(acknowledgementsTo(submission.email), submission.email).toHaveLength(1);
    }
  }, 150_000);
});

describe('an inquiry the sweeper\'s index is missing', () => {
  it(`raises the alarm once it has waited ${DELIVERY_POLICY.overdueMinutes} minutes, and is delivered from the table's own record`, async () => {
    // Prepare: stored by a request that died, then its index entry lost (as dynalite can, writing the index after the table)
    const submission = newSubmission();
    faults.dieAfterStoring([submission.email]);
    expect((await submit(submission)).status).toBe(500);
    await reader.send(new UpdateCommand({ TableName: INQUIRIES_TABLE.name, Key: { id: submission.key }, UpdateExpression: 'REMOVE pending' }));
    const { reference } = (await storedById()).get(submission.key)!;
    const logged = vi.spyOn(logger, 'error');
    const printed = vi.spyOn(console, 'error');
    const alarmsFor = () => logged.mock.calls.map(([message]) => String(message)).filter((message) => message.startsWith(`ALARM: inquiry ${reference} has waited`));

    // Act: a sweep five minutes on, then one past the limit
    advanceClock(5 * 60);
    const early = await stack.sweep();
    const alarmsEarly = alarmsFor();
    const statusEarly = (await storedById()).get(submission.key)?.status;
    advanceClock((DELIVERY_POLICY.overdueMinutes - 5) * 60 + 60);
    const late = await stack.sweep();

    // Assess: the index did not show it and it waited unsent; past the limit, the alarm and the delivery
    expect({ alarmsEarly, statusEarly }).toEqual({ alarmsEarly: [], statusEarly: 'received' });
    expect(early.overdue).toBe(0);
    expect(late.overdue).toBeGreaterThanOrEqual(1);
    expect(alarmsFor()).toEqual([expect.stringMatching(new RegExp(`^ALARM: inquiry ${reference} has waited ${DELIVERY_POLICY.overdueMinutes + 1} minutes`))]);
    // and the local runtime's terminal says it as the alarm would
    expect(printed.mock.calls.map(([line]) => String(line))).toContainEqual(
      expect.stringMatching(new RegExp(`^ALARM: \\d+ inquiries have waited more than ${DELIVERY_POLICY.overdueMinutes} minutes`)),
    );
    await sweepUntilDone();
    await expectAllDeliveredOnce([submission]);
  });
});

describe('without the sweeper, a stale inquiry is recoverable by hand', () => {
  it("the visitor's retry and the admin's resend deliver those left received, once their senders' claims ran out", async () => {
    // Prepare: ten requests die after storing
    const submissions = Array.from({ length: BURST }, newSubmission);
    const doomed = submissions.filter((_, index) => index % 5 === 0);
    faults.dieAfterStoring(doomed.map((s) => s.email));
    await Promise.all(submissions.map(submit));
    await retryUntilStored(submissions);
    const before = await storedById();
    expect(doomed.map((s) => before.get(s.key)?.status)).toEqual(doomed.map(() => 'received'));

    // Act: while their claims may still be held by a live sender, neither path sends
    const early = [await submit(doomed[0]!), await resend(doomed[1]!.key)];
    // Assess
    expect(early.map((answer) => answer.status)).toEqual([409, 409]);

    // Act: once the claims ran out, half of those not delivered are retried by their visitors, half resent by the admin
    pastTheLease();
    const stranded = submissions.filter((s) => before.get(s.key)?.status !== 'sent');
    const half = Math.ceil(stranded.length / 2);
    const [byVisitor, byAdmin] = [stranded.slice(0, half), stranded.slice(half)];
    const retried = await Promise.all(byVisitor.map(submit));
    const resent = await Promise.all(byAdmin.map((s) => resend(s.key)));

    // Assess
    const stored = await storedById();
    for (const [index, answer] of retried.entries()) {
      expect(answer).toMatchObject({ status: 200, body: { success: true, reference: stored.get(byVisitor[index]!.key)?.reference } });
    }
    for (const [index, answer] of resent.entries()) {
      expect(answer).toMatchObject({ status: 200, body: { success: true, reference: stored.get(byAdmin[index]!.key)?.reference } });
    }
    await expectNoSuccessWithoutStoring(submissions);
    await expectAllDeliveredOnce(submissions);
    // and a second resend of a delivered one is refused, without a mail
    expect((await resend(byAdmin[0]!.key)).status).toBe(409);
    expect(sellerMailsAbout(stored.get(byAdmin[0]!.key)!.reference)).toHaveLength(1);
  });

  it('the visitor and the admin at the same moment on one stale inquiry: one of them sends it, once', async () => {
    // Prepare
    const submission = newSubmission();
    faults.dieAfterStoring([submission.email]);
    expect((await submit(submission)).status).toBe(500);
    await retryUntilStored([submission]);
    pastTheLease();

    // Act
    const answers = await Promise.all([submit(submission), resend(submission.key), stack.sweep()]);

    // Assess
    const inquiry = (await storedById()).get(submission.key)!;
    expect(inquiry.status).toBe('sent');
    expect(sellerMailsAbout(inquiry.reference)).toHaveLength(1);
    expect(answers[0].status === 200 || answers[0].status === 409).toBe(true);
    expect([200, 409]).toContain(answers[1].status);
  });
});

describe('the local SES stand-in', () => {
  it('answers 500 when it cannot store a message: the inquiry is kept as failed, and the runtime goes on', async () => {
    // Prepare: the outbox is a file now, so no message can be written into it (whoever runs the test)
    const saved = `${stack.outboxDir}.saved`;
    renameSync(stack.outboxDir, saved);
    writeFileSync(stack.outboxDir, 'not a folder');
    const submission = newSubmission();

    // Act
    const answer = await submit(submission).finally(() => {
      rmSync(stack.outboxDir);
      renameSync(saved, stack.outboxDir);
    });

    // Assess
    expect(answer).toMatchObject({ status: 502, body: { success: false, reference: expect.stringMatching(/^INQ-/) } });
    expect((await storedById()).get(submission.key)).toMatchObject({ status: 'failed', lastError: expect.any(String) });
    expect((await requestFrom(`${stack.url}/`)).status).toBe(200);
    await sweepUntilDone();
    expect(sellerMailsAbout(referenceIn(answer)!)).toHaveLength(1);
  });
});
