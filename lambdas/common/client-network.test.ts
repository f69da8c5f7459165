import { describe, expect, it } from 'vitest';
import { clientNetwork } from './client-network';

describe('clientNetwork: one key per client for the per-client rate limit', () => {
  it('keeps an IPv4 address as it is', () => {
    expect(clientNetwork('203.0.113.7')).toBe('203.0.113.7');
  });

  it.each([
    ['2001:db8:1:2::1', '2001:db8:1:2::/64'],
    ['2001:DB8:1:2:ffff:ffff:ffff:ffff', '2001:db8:1:2::/64'],
    ['2001:0db8:0001:0002:0000:0000:0000:0001', '2001:db8:1:2::/64'],
    ['2001:db8:1:2:3:4:192.0.2.1', '2001:db8:1:2::/64'],
    ['2001:db8::', '2001:db8:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
  ])('counts %s as its /64, %s', (address, network) => {
    expect(clientNetwork(address)).toBe(network);
  });

  it('gives every address of one /64 one key, and the next /64 another', () => {
    const keys = new Set(['2001:db8:a:b::1', '2001:db8:a:b::2', '2001:db8:a:b:1234:5678:9abc:def0'].map(clientNetwork));
    expect(keys.size).toBe(1);
    expect(clientNetwork('2001:db8:a:c::1')).not.toBe(clientNetwork('2001:db8:a:b::1'));
  });

  it('reads an IPv4-mapped IPv6 address as the IPv4 client it is', () => {
    expect(clientNetwork('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(clientNetwork('::ffff:cb00:7107')).toBe('203.0.113.7');
  });

  it('keeps text that is no address whole, so it still counts on its own', () => {
    expect(clientNetwork('not:an:address')).toBe('not:an:address');
  });
});
