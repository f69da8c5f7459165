import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_GROUP } from '../../shared/api-routes';
import { AUDIT_ENDPOINT, type AuditEntry, type AuditPage } from '../../shared/audit';
import { CONTACT_ENDPOINT } from '../../shared/contact';
import { sellerToday, toIsoDate } from '../../shared/calendar-day';
import { FEATURED_IMAGES_ENDPOINT, IMAGE_UPLOAD_ENDPOINT, IMAGES_ENDPOINT, imageEndpoint } from '../../shared/image-endpoints';
import type { UploadTicket } from '../../shared/image-upload';
import type { ImageRecord } from '../../shared/images';
import { INQUIRIES_ENDPOINT, type InquiriesPage } from '../../shared/inquiries';
import { LISTING_FACTS_ENDPOINT, type AdminListingFacts } from '../../shared/listing-facts';
import { BUILT_IN_LISTING_STATE, LISTING_ENDPOINT } from '../../shared/listing-state';
import { QUESTION_ORDER_ENDPOINT, QUESTIONS_ENDPOINT, questionEndpoint, type QuestionRecord } from '../../shared/questions';
import { TOUR_FLOOR_PLAN_ENDPOINT, TOUR_VIDEOS_ENDPOINT, tourRoomPhotosEndpoint } from '../../shared/tour-media';
import { signedInUser } from '../support/cognito-users';
import { loopbackClient, requestFrom } from '../support/http-from';
import { startTestStack, type TestStack } from '../support/local-stack';

const ADMIN_EMAIL = 'audited-admin@example.com';
let stack: TestStack;
let adminToken: string;

beforeAll(async () => {
  stack = await startTestStack();
  adminToken = await signedInUser(stack, ADMIN_EMAIL, [ADMIN_GROUP]);
});

afterAll(async () => {
  await stack?.stop();
});

const api = (path: string, method = 'GET', body?: unknown) =>
  requestFrom(`${stack.url}${path}`, { method, body, headers: { authorization: `Bearer ${adminToken}` } });

/** The entries added since `count` were, oldest first. */
async function entriesAfter(count: number): Promise<AuditEntry[]> {
  const all = ((await api(`${AUDIT_ENDPOINT}?limit=100`)).body as AuditPage).items;
  return all.slice(0, all.length - count).reverse();
}

const entryCount = async () => ((await api(`${AUDIT_ENDPOINT}?limit=100`)).body as AuditPage).items.length;

/** Makes one admin write and answers the entries it added to the log. */
async function audited(write: () => Promise<{ status: number }>, status: number): Promise<AuditEntry[]> {
  const before = await entryCount();
  expect((await write()).status).toBe(status);
  return entriesAfter(before);
}

const entry = (action: string, target: string, changes: object) => ({ id: expect.any(String), at: expect.any(String), admin: ADMIN_EMAIL, action, target, changes });

async function upload(altText: string): Promise<ImageRecord> {
  const bytes = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#556677' } }).jpeg().toBuffer();
  const ticket = (await api(IMAGE_UPLOAD_ENDPOINT, 'POST', { contentType: 'image/jpeg', fileSize: bytes.length })).body as UploadTicket;
  const form = new FormData();
  for (const [name, value] of Object.entries(ticket.fields)) form.append(name, value);
  form.append('file', new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' }));
  expect((await fetch(ticket.url, { method: 'POST', body: form })).status).toBeLessThan(300);
  let created: ImageRecord | undefined;
  const entries = await audited(async () => {
    const response = await api(IMAGES_ENDPOINT, 'POST', { key: ticket.key, filename: 'side.jpg', altText, category: 'exterior' });
    created = response.body as ImageRecord;
    return response;
  }, 201);
  expect(entries).toEqual([entry('photo.upload', created!.id, expect.objectContaining({ altText: { after: altText }, featured: { after: false } }))]);
  return created!;
}

async function submittedInquiryId(): Promise<string> {
  const reference = (
    await requestFrom(`${stack.url}${CONTACT_ENDPOINT}`, {
      method: 'POST',
      from: loopbackClient(Math.floor(Math.random() * 60_000)),
      body: { name: 'Audit Buyer', email: `${randomUUID().slice(0, 8)}@clinic.example.org`, message: 'How many hours on the generator?' },
    })
  ).body as { reference: string };
  const page = (await api(`${INQUIRIES_ENDPOINT}?limit=100`)).body as InquiriesPage;
  return page.items.find((item) => item.reference === reference.reference)!.id;
}

describe('every admin write appends one audit entry naming the admin by e-mail, with the fields it changed before and after', () => {
  it('photos: upload, edit, featured, delete', async () => {
    const photo = await upload('The trailer from the curb side');

    expect(await audited(() => api(imageEndpoint(photo.id), 'PATCH', { caption: 'Curb side, 2026' }), 200)).toEqual([
      entry('photo.update', photo.id, { caption: { before: null, after: 'Curb side, 2026' } }),
    ]);
    expect(await audited(() => api(FEATURED_IMAGES_ENDPOINT, 'PATCH', { ids: [photo.id], featured: true }), 200)).toEqual([
      entry('photo.featured', photo.id, { featured: { before: false, after: true } }),
    ]);
    const deleted = await audited(() => api(imageEndpoint(photo.id), 'DELETE'), 204);
    expect(deleted).toEqual([entry('photo.delete', photo.id, expect.objectContaining({ altText: { before: 'The trailer from the curb side' }, caption: { before: 'Curb side, 2026' } }))]);
  });

  it('tour media: a room\'s photos, the floor plan, the videos', async () => {
    const photo = await upload('Reception desk');

    expect(await audited(() => api(tourRoomPhotosEndpoint('reception-waiting'), 'PUT', { photos: [{ imageId: photo.id, caption: 'Desk' }], version: 0 }), 200)).toEqual([
      entry('tour.room-photos', 'reception-waiting', { photos: { before: [], after: [{ imageId: photo.id, caption: 'Desk', captionFr: null }] } }),
    ]);
    expect(await audited(() => api(TOUR_FLOOR_PLAN_ENDPOINT, 'PUT', { imageId: photo.id }), 200)).toEqual([
      entry('tour.floor-plan', 'floor-plan', { imageId: { before: null, after: photo.id } }),
    ]);
    expect(await audited(() => api(TOUR_VIDEOS_ENDPOINT, 'PUT', { videos: [{ id: 'engine-running-demo', youtubeId: 'dQw4w9WgXcQ', posterImageId: null }] }), 200)).toEqual([
      entry('tour.videos', 'videos', { 'engine-running-demo': { after: { youtubeId: 'dQw4w9WgXcQ', posterImageId: null } } }),
    ]);
  });

  it('the listing: its state and price, and its facts', async () => {
    const underOffer = { status: 'under-offer', note: 'Deposit taken; back-up offers welcome', priceUsd: 119_000, priceValidUntil: null, version: 0 };
    expect(await audited(() => api(LISTING_ENDPOINT, 'PUT', underOffer), 200)).toEqual([
      entry('listing.change', 'listing', {
        status: { before: 'available', after: 'under-offer' },
        note: { before: null, after: underOffer.note },
        priceUsd: { before: BUILT_IN_LISTING_STATE.priceUsd, after: 119_000 },
      }),
    ]);

    const facts = (await api(LISTING_FACTS_ENDPOINT)).body as AdminListingFacts;
    const cadRate = { usdToCad: 1.4, setOn: toIsoDate(sellerToday()) };
    expect(await audited(() => api(LISTING_FACTS_ENDPOINT, 'PUT', { facts: { ...facts.facts, cadRate }, version: facts.version }), 200)).toEqual([
      entry('listing.facts', 'facts', { cadRate: { before: facts.facts.cadRate, after: cadRate } }),
    ]);
  });

  it('questions: publish, edit, reorder, unpublish', async () => {
    const inquiryId = await submittedInquiryId();
    const draft = { inquiryId, question: 'How many hours are on the generator?', answer: 'About 2,400.', topic: 'mechanical' };
    let first: QuestionRecord | undefined;
    expect(
      await audited(async () => {
        const response = await api(QUESTIONS_ENDPOINT, 'POST', draft);
        first = response.body as QuestionRecord;
        return response;
      }, 201),
    ).toEqual([entry('question.publish', expect.any(String), { question: { after: draft.question }, answer: { after: draft.answer }, topic: { after: 'mechanical' }, inquiryId: { after: inquiryId } })]);
    const second = (await api(QUESTIONS_ENDPOINT, 'POST', { ...draft, question: 'Can you deliver to Montana?', topic: 'delivery' })).body as QuestionRecord;

    expect(await audited(() => api(questionEndpoint(first!.id), 'PATCH', { answer: 'About 2,450.' }), 200)).toEqual([
      entry('question.update', first!.id, { answer: { before: 'About 2,400.', after: 'About 2,450.' } }),
    ]);
    const order = ((await api(QUESTIONS_ENDPOINT)).body as QuestionRecord[]).map((question) => question.id);
    const reversed = [...order].reverse();
    expect(await audited(() => api(QUESTION_ORDER_ENDPOINT, 'PUT', { ids: reversed }), 200)).toEqual([
      entry('question.reorder', 'questions', { order: { before: order, after: reversed } }),
    ]);
    expect(await audited(() => api(questionEndpoint(second.id), 'DELETE'), 204)).toEqual([
      entry('question.unpublish', second.id, expect.objectContaining({ question: { before: 'Can you deliver to Montana?' } })),
    ]);
  });

  it('inquiries: a resend of an undelivered one', async () => {
    stack.setEmailFailing(true);
    const inquiryId = await submittedInquiryId().finally(() => stack.setEmailFailing(false));

    expect(await audited(() => api(`${INQUIRIES_ENDPOINT}/${inquiryId}/resend`, 'POST'), 200)).toEqual([
      entry('inquiry.resend', inquiryId, { status: { before: 'failed', after: 'sent' }, resent: { after: true } }),
    ]);
  });

  it('adds nothing for a write that is refused', async () => {
    expect(await audited(() => api(imageEndpoint(randomUUID()), 'PATCH', { caption: 'Nothing here' }), 404)).toEqual([]);
    expect(await audited(() => api(LISTING_ENDPOINT, 'PUT', { status: 'sold', note: null, priceUsd: 1, priceValidUntil: null, version: 0 }), 409)).toEqual([]);
  });
});
