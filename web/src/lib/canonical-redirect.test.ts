import { describe, expect, it } from 'vitest';
import { canonicalRedirectTarget } from './canonical-redirect';

function at(url: string) {
  const { protocol, host, hostname, pathname, search, hash } = new URL(url);
  return { protocol, host, hostname, pathname, search, hash };
}

describe('canonicalRedirectTarget', () => {
  it('moves www. to the bare host over https, keeping path, query and hash', () => {
    expect(canonicalRedirectTarget(at('https://www.trailer.example.com/overview?a=1#specs'))).toBe(
      'https://trailer.example.com/overview?a=1#specs',
    );
  });

  it('moves plain http to https', () => {
    expect(canonicalRedirectTarget(at('http://trailer.example.com/'))).toBe('https://trailer.example.com/');
    expect(canonicalRedirectTarget(at('http://www.trailer.example.com/gallery'))).toBe('https://trailer.example.com/gallery');
  });

  it('leaves the canonical origin alone', () => {
    expect(canonicalRedirectTarget(at('https://trailer.example.com/contact'))).toBeNull();
  });

  it.each(['http://localhost:5173/', 'http://127.0.0.1:5173/overview', 'http://[::1]:5173/'])('never redirects %s', (url) => {
    expect(canonicalRedirectTarget(at(url))).toBeNull();
  });
});
