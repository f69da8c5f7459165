import { describe, expect, test } from 'vitest';
import { mailboxKey } from './email-address';

describe('mailboxKey: one key per inbox, for the per-address rate limit', () => {
  test.each([
    ['Buyer@Example.COM', 'buyer@example.com'],
    ['buyer+1@example.com', 'buyer@example.com'],
    ['buyer+inquiry+2@example.com', 'buyer@example.com'],
    ['B.u.y.e.r@example.com', 'b.u.y.e.r@example.com'],
    ['J.Doe+trailer@Gmail.com', 'jdoe@gmail.com'],
    ['jdoe@googlemail.com', 'jdoe@gmail.com'],
    ['j.d.o.e+1@GoogleMail.com', 'jdoe@gmail.com'],
  ])('%s counts as %s', (address, key) => {
    expect(mailboxKey(address)).toBe(key);
  });

  test('keeps different inboxes apart', () => {
    expect(mailboxKey('jdoe@gmail.com')).not.toBe(mailboxKey('jdoe@example.com'));
    expect(mailboxKey('j.doe@example.com')).not.toBe(mailboxKey('jdoe@example.com'));
  });

  test('keeps a local part that is only a tag sign', () => {
    expect(mailboxKey('+tag@example.com')).toBe('+tag@example.com');
  });
});
