import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

const INLINE_SCRIPT = /<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/gi;
/** Data blocks (the page's snapshot, JSON-LD): never executed, so the policy needs no hash of them. */
const DATA_BLOCK = /\btype="application\/(ld\+)?json"/i;

/**
 * CSP hashes ('sha256-…') of one page's inline scripts that can run: its own, and the inert copy of
 * React Router's bootstrap that the page inserts as a script once loaded (web/build/hydrate-after-load.ts).
 */
export function pageInlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes = '', body = ''] of html.matchAll(INLINE_SCRIPT)) {
    if (body.trim() && !DATA_BLOCK.test(attributes)) hashes.add(`'sha256-${createHash('sha256').update(body).digest('base64')}'`);
  }
  return [...hashes].sort();
}

/**
 * The CSP hashes of each prerendered page's inline scripts that can run, by the page's site path
 * ('/contact/index.html'), so each page's policy allows exactly those and no other inline script.
 */
export function pageScriptHashes(siteDir: string): Record<string, string[]> {
  const pages: Record<string, string[]> = {};
  for (const entry of readdirSync(siteDir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.html')) continue;
    const path = join(entry.parentPath, entry.name);
    pages[`/${relative(siteDir, path).split(sep).join('/')}`] = pageInlineScriptHashes(readFileSync(path, 'utf8'));
  }
  return pages;
}
