import { describe, expect, it } from 'vitest';
import { FIRST_SCRIPT, keepEarlyClicks } from './keep-early-clicks';

describe('keepEarlyClicks', () => {
  it('puts the keeper (with the later styles\' switch) first in the head, before anything can be clicked or load', () => {
    // Act
    const html = keepEarlyClicks('<!DOCTYPE html><html><head><meta charSet="utf-8"/></head><body><button type="button">Menu</button></body></html>');

    // Assess
    expect(html).toBe(`<!DOCTYPE html><html><head><script>${FIRST_SCRIPT}</script><meta charSet="utf-8"/></head><body><button type="button">Menu</button></body></html>`);
  });

  it('refuses a page without exactly one head', () => {
    expect(() => keepEarlyClicks('<html><body></body></html>')).toThrow(/one <head>/);
  });

  it('is a script the browser can parse (no TypeScript left in it)', () => {
    expect(() => new Function(FIRST_SCRIPT)).not.toThrow();
  });
});
