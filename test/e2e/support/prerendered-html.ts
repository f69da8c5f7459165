import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LISTING_SNAPSHOT_ELEMENT_ID, LISTING_SNAPSHOT_SOURCE_ATTRIBUTE, type ListingSnapshot } from '../../../shared/listing-snapshot';
import { NOT_FOUND_PAGE } from '../../../shared/site-routes';
import { SITE_DIR } from '../../../infra/local/web-build';

/** The prerendered HTML file of a site path, as the edge function serves it. */
export function prerenderedFile(path: string): string {
  if (path === NOT_FOUND_PAGE) return join(SITE_DIR, NOT_FOUND_PAGE);
  return path === '/' ? join(SITE_DIR, 'index.html') : join(SITE_DIR, path, 'index.html');
}

export function readPrerendered(path: string): string {
  return readFileSync(prerenderedFile(path), 'utf8');
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

export function decodeEntities(text: string): string {
  return text
    .replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(Number.parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_, dec: string) => String.fromCodePoint(Number(dec)))
    .replace(/&([a-z]+);/gi, (whole, name: string) => ENTITIES[name.toLowerCase()] ?? whole);
}

/** The visible text of the <body> as a crawler without JavaScript reads it: no scripts, styles or comments. */
export function visibleText(html: string): string {
  const body = html.slice(html.indexOf('<body'));
  return decodeEntities(
    body
      .replace(/<script[\s\S]*?<\/script>/gi, ' ')
      .replace(/<style[\s\S]*?<\/style>/gi, ' ')
      .replace(/<!--[\s\S]*?-->/g, '')
      .replace(/<[^>]+>/g, ' '),
  )
    .replace(/\s+/g, ' ')
    .trim();
}

/** The text of every <h1>. */
export function h1Texts(html: string): string[] {
  return [...html.matchAll(/<h1\b[^>]*>([\s\S]*?)<\/h1>/gi)].map((match) => visibleText(`<body>${match[1]}`));
}

export function titleOf(html: string): string | undefined {
  const match = /<title>([\s\S]*?)<\/title>/i.exec(html);
  return match?.[1] === undefined ? undefined : decodeEntities(match[1]);
}

function attributes(tag: string): Record<string, string> {
  return Object.fromEntries([...tag.matchAll(/([a-z:-]+)="([^"]*)"/gi)].map((m) => [m[1]!.toLowerCase(), decodeEntities(m[2]!)]));
}

/** content of <meta name=...> or <meta property=...>. */
export function metaContent(html: string, key: string): string | undefined {
  for (const [tag] of html.matchAll(/<meta\b[^>]*>/gi)) {
    const attrs = attributes(tag);
    if (attrs.name === key || attrs.property === key) return attrs.content;
  }
  return undefined;
}

export function canonicalOf(html: string): string | undefined {
  for (const [tag] of html.matchAll(/<link\b[^>]*>/gi)) {
    const attrs = attributes(tag);
    if (attrs.rel === 'canonical') return attrs.href;
  }
  return undefined;
}

/** Every JSON-LD block, parsed. */
export function jsonLdBlocks(html: string): unknown[] {
  return [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/gi)].map((m) => JSON.parse(m[1]!));
}

/** The nodes of every JSON-LD block, @graph entries flattened. */
export function jsonLdNodes(html: string): Record<string, unknown>[] {
  return jsonLdBlocks(html).flatMap((block) => {
    const record = block as Record<string, unknown>;
    return Array.isArray(record['@graph']) ? (record['@graph'] as Record<string, unknown>[]) : [record];
  });
}

/** The listing snapshot a served page hydrates with: fetched from `siteUrl` as the file its data block names (web/build/snapshot-file.ts). */
export async function servedSnapshot(html: string, siteUrl: string): Promise<ListingSnapshot> {
  const source = new RegExp(`<script type="application/json" id="${LISTING_SNAPSHOT_ELEMENT_ID}" ${LISTING_SNAPSHOT_SOURCE_ATTRIBUTE}="([^"]+)"></script>`).exec(html)?.[1];
  if (source === undefined) throw new Error('the page names no snapshot file');
  const response = await fetch(`${siteUrl}${source}`);
  if (!response.ok) throw new Error(`${source} answered ${response.status}`);
  return (await response.json()) as ListingSnapshot;
}
