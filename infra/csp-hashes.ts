import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const INLINE_SCRIPT = /<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi;

/**
 * CSP hashes ('sha256-…') of every inline script in the prerendered pages, so the
 * policy can allow exactly those and no other inline script.
 */
export function inlineScriptHashes(siteDir: string): string[] {
  const hashes = new Set<string>();
  const visit = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) visit(path);
      else if (entry.name.endsWith('.html')) {
        for (const match of readFileSync(path, 'utf8').matchAll(INLINE_SCRIPT)) {
          const body = match[1] ?? '';
          if (body.trim()) hashes.add(`'sha256-${createHash('sha256').update(body).digest('base64')}'`);
        }
      }
    }
  };
  visit(siteDir);
  return [...hashes].sort();
}
