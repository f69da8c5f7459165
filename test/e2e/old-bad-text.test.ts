import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { nextListingChange } from '../../shared/listing-state-admin';
import { PRERENDERED_PATHS } from '../../shared/site-routes';
import type { ImageRecord } from '../../shared/images';
import { imagesRepository } from '../../lambdas/common/images-repository';
import { listingRepository } from '../../lambdas/common/listing-repository';
import { questionsRepository } from '../../lambdas/common/questions-repository';
import { tourMediaRepository } from '../../lambdas/common/tour-media-repository';
import { READY_EVENT } from '../../web/src/lib/early-clicks';
import { useBrowserStack } from '../support/browser-stack';
import { servedSnapshot } from './support/prerendered-html';

const context = useBrowserStack();

/** Text as records stored before the text rule may hold it: a lone surrogate, NUL, BEL, ESC, CR, a direction override. */
const OLD_NOTE = 'Deposit \uD800received\u0000 from a clinic\r\nback-up offers welcome';
const OLD_QUESTION = 'How many hours\uDC00 on the generator?';
const OLD_ANSWER = 'About 1,150\u0007 hours;\r\nserviced every \u202E250 hours.';
const OLD_ALT = 'Trailer \uD800side view';
const OLD_CAPTION = 'Exam\u001B[31m room\uD800';

/** Writes the old records straight to the tables, past the API's checks, as they were written before them. */
async function storeOldRecords() {
  const now = new Date();
  const { state } = await listingRepository.change(0, (current) =>
    nextListingChange(current, { status: 'under-offer', note: OLD_NOTE, priceUsd: 129_000, priceValidUntil: null }, 'old-admin', now),
  );
  // Correcting the note later leaves the old one in the dated history every page shows.
  await listingRepository.change(state.version, (current) =>
    nextListingChange(current, { status: 'under-offer', note: null, priceUsd: 129_000, priceValidUntil: null }, 'old-admin', new Date(now.getTime() + 1000)),
  );
  const stamp = now.toISOString();
  await questionsRepository.create({
    id: randomUUID(),
    inquiryId: randomUUID(),
    question: OLD_QUESTION,
    answer: OLD_ANSWER,
    topic: 'mechanical',
    position: 0,
    publishedAt: stamp,
    updatedAt: stamp,
    publishedBy: 'old-admin',
    updatedBy: 'old-admin',
  });
  const [featured] = await imagesRepository.listFeatured();
  const image = featured as ImageRecord;
  await imagesRepository.replace({ ...image, altText: OLD_ALT, caption: OLD_CAPTION });
  await tourMediaRepository.setRoomPhotos('exam-room', [{ imageId: image.id, caption: OLD_CAPTION, captionFr: null }], 0, {
    updatedAt: stamp,
    updatedBy: 'old-admin@example.org',
  });
}

describe('pages published from records holding text the rule now refuses', () => {
  beforeAll(async () => {
    await storeOldRecords();
    expect(await context.stack.publishPages()).toMatchObject({ published: true });
  });

  it('carry the same repaired text in their HTML and their snapshot', async () => {
    const home = await (await fetch(`${context.stack.url}/`)).text();
    const snapshot = await servedSnapshot(home, context.stack.url);

    const oldNote = snapshot.listing.history.map((entry) => entry.note).find((note) => note?.startsWith('Deposit'));
    expect(oldNote).toBe('Deposit \uFFFDreceived from a clinic\nback-up offers welcome');
    expect(snapshot.questions[0]).toMatchObject({ question: 'How many hours\uFFFD on the generator?', answer: 'About 1,150 hours;\nserviced every 250 hours.' });
    expect(JSON.stringify(snapshot)).not.toMatch(/\\u(d[89a-f][0-9a-f]{2}|00[01][0-9a-f]|202e)|\\r/i);
    expect(await (await fetch(`${context.stack.url}/questions`)).text()).toContain('How many hours\uFFFD on the generator?');
  });

  it.each(PRERENDERED_PATHS)('%s hydrates, its deferred parts included, with no console error', async (path) => {
    const browser = await context.browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await browser.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.addInitScript((readyEvent) => {
      document.addEventListener(readyEvent, () => ((window as unknown as { hydrated: boolean }).hydrated = true), { once: true });
    }, READY_EVENT);

    await page.goto(`${context.stack.url}${path}`, { waitUntil: 'load' });
    await page.waitForFunction(() => (window as unknown as { hydrated?: boolean }).hydrated === true, undefined, { timeout: 20_000 });
    // The listing history and the room photos are deferred parts: scrolled to, they render too.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.waitForLoadState('networkidle');

    expect(errors).toEqual([]);
    await browser.close();
  });
});
