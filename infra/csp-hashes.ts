import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

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
 * CSP hashes of every inline script that can run in the prerendered pages, so the policy can allow
 * exactly those and no other inline script.
 */
export function inlineScriptHashes(siteDir: string): string[] {
  const hashes = new Set<string>();
  const visit = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) visit(path);
      else if (entry.name.endsWith('.html')) for (const hash of pageInlineScriptHashes(readFileSync(path, 'utf8'))) hashes.add(hash);
    }
  };
  visit(siteDir);
  return [...hashes].sort();
}
