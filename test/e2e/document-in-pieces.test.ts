import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { BrowserContext, Page, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FRENCH_PATHS, PATHS } from '../../shared/site-routes';
import { pageFileKindOf } from '../../shared/published-pages';
import { RENDER_WHEN_IDLE_ATTRIBUTE } from '../../web/src/lib/render-when-idle';
import { LATER_STYLES_ATTRIBUTE } from '../../web/build/later-styles';
import { useBrowserStack } from '../support/browser-stack';
import { expectNoVisibleShift, recordLayoutShifts } from './support/layout-shifts';
import { SITE_SCRIPT } from './support/site-scripts';

const session = useBrowserStack();

/** The request for a page's stylesheet of the parts below the fold. */
const isLaterStyles = (url: URL) => pageFileKindOf(url.pathname) === 'laterStyles';

/** How long the first piece of the document stays alone on screen: several frames, as on a slow network. */
const PAUSE_MS = 600;

/** Where the first `closing` tag after `from` ends in the page, or -1 if it has none. */
function endOfTag(html: string, closing: string, from = '<body'): number {
  const start = html.indexOf(from);
  const at = start < 0 ? -1 : html.indexOf(closing, start);
  return at < 0 ? -1 : at + closing.length;
}

/** Where a piece of the document ends: a point inside the page's first screen. */
const PIECE_ENDS = {
  'inside the header, after its first link': (html: string) => endOfTag(html, '</a>', '<nav'),
  'after the first heading': (html: string) => endOfTag(html, '</h1>'),
} as const;

/** The page the server cuts, and the length of its first piece in bytes. */
interface Piece {
  path: string;
  bytes: number;
}

/**
 * Serves the stack's site as the network may: the page of the current piece arrives in two pieces with
 * a pause between them, so the browser paints the first piece alone; everything else passes through.
 */
function startPiecemealServer(origin: string, currentPiece: () => Piece): Promise<Server> {
  const server = createServer(async (request, response) => {
    const upstream = await fetch(`${origin}${request.url}`, { headers: { accept: request.headers.accept ?? '*/*' }, redirect: 'manual' });
    const body = Buffer.from(await upstream.arrayBuffer());
    const headers = Object.fromEntries([...upstream.headers].filter(([name]) => !['content-encoding', 'content-length', 'transfer-encoding'].includes(name)));
    response.writeHead(upstream.status, headers);
    const piece = currentPiece();
    if (new URL(request.url!, origin).pathname !== piece.path) return void response.end(body);
    response.write(body.subarray(0, piece.bytes));
    setTimeout(() => response.end(body.subarray(piece.bytes)), PAUSE_MS);
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

describe('a page whose document arrives in pieces', () => {
  // One server for every case; each case sets which page it cuts, and where.
  let piece: Piece = { path: '', bytes: 0 };
  let server: Server;
  beforeAll(async () => {
    server = await startPiecemealServer(session.stack.url, () => piece);
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it.each(
    [PATHS.home, FRENCH_PATHS.deliveredCost].flatMap((path) => Object.entries(PIECE_ENDS).map(([where, endOf]) => [path, where, endOf] as const)),
  )('%s holds still on a wide screen when the first piece ends %s and its later styles come late', async (path, _where, endOf) => {
    // Prepare: the page cut there, and its stylesheet for the parts below the fold held back until after the pause.
    const html = await (await fetch(`${session.stack.url}${path}`)).text();
    const end = endOf(html);
    expect(end, 'where the piece ends, inside the page').toBeGreaterThan(0);
    piece = { path, bytes: Buffer.byteLength(html.slice(0, end)) };
    const context = await session.browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.route(
      isLaterStyles,
      async (route) => {
        await new Promise((resolve) => setTimeout(resolve, PAUSE_MS * 2));
        await route.continue();
      },
    );
    await recordLayoutShifts(page);

    // Act
    await page.goto(`http://127.0.0.1:${(server.address() as AddressInfo).port}${path}`, { waitUntil: 'load' });
    await page.waitForTimeout(1000);

    // Assess
    await expectNoVisibleShift(page);
    await context.close();
  });
});

describe('the parts below the fold, while the later stylesheet is on its way', () => {
  /** Home on a wide screen, whose first part below the fold starts inside the first screen; the later stylesheet's request goes to `handle`. */
  async function openHome(
    handle: (route: Route) => Promise<void>,
    waitUntil: 'domcontentloaded' | 'load',
    prepare: (context: BrowserContext) => Promise<void> = async () => {},
  ): Promise<Page> {
    const context = await session.browser.newContext({ viewport: { width: 1280, height: 900 } });
    await prepare(context);
    const page = await context.newPage();
    await page.route(isLaterStyles, handle);
    await page.goto(`${session.stack.url}${PATHS.home}`, { waitUntil });
    // Kept by reference: the page's script takes the attribute off once it renders the part.
    await page.evaluate((attribute) => {
      (window as unknown as { part: Element }).part = document.querySelector(`div[${attribute}]`)!;
    }, RENDER_WHEN_IDLE_ATTRIBUTE);
    return page;
  }
  /** `hidden` while the part is kept from rendering; `auto` (its own), or `visible` once the page has rendered it for good. */
  const partContentVisibility = (page: Page) => page.evaluate(() => getComputedStyle((window as unknown as { part: Element }).part).contentVisibility);

  it('are not rendered until the stylesheet arrives, then rendered with their styles', async () => {
    // Prepare
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    const page = await openHome(async (route) => {
      await released;
      await route.continue();
    }, 'domcontentloaded');
    expect(await partContentVisibility(page)).toBe('hidden');

    // Act
    release();

    // Assess
    await expect.poll(() => partContentVisibility(page)).not.toBe('hidden');
    expect(await page.locator(`link[${LATER_STYLES_ATTRIBUTE}]`).getAttribute('media')).toBe('all');
    await page.context().close();
  });

  it('are rendered, unstyled, when the stylesheet fails, by the first script alone', async () => {
    // Prepare: the site's scripts never arrive, so only the page's first (inline) script can let the parts render.
    const page = await openHome((route) => route.abort(), 'domcontentloaded', async (context) => {
      await context.route(SITE_SCRIPT, (route) => route.abort());
    });

    // Assess
    await page.waitForLoadState('load');
    expect(await partContentVisibility(page)).toBe('auto');
    expect(await page.locator(`link[${LATER_STYLES_ATTRIBUTE}]`).getAttribute('media')).toBe('print');
    await page.context().close();
  });
});
