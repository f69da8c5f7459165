import { describe, expect, it } from 'vitest';
import { safeReturnPath } from './return-path';

describe('safeReturnPath', () => {
  it('keeps a path of this site', () => {
    expect(safeReturnPath('/gallery')).toBe('/gallery');
  });

  it.each([null, '', 'gallery', '//evil.example', 'https://evil.example', '/\\evil.example'])('sends %j home', (next) => {
    expect(safeReturnPath(next)).toBe('/');
  });
});
