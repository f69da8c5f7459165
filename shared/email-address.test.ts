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
    ['victim-tag@example.com', 'victim@example.com'],
    ['victim@mail.example.com', 'victim@example.com'],
    ['victim@a.b.example.co.uk', 'victim@example.co.uk'],
    ['victim@Example.com.', 'victim@example.com'],
    ['victim@exämple.com', 'victim@xn--exmple-cua.com'],
    ['victim@XN--EXMPLE-CUA.com', 'victim@xn--exmple-cua.com'],
    ['victim@mail.exämple.com', 'victim@xn--exmple-cua.com'],
    ['ｖｉｃｔｉｍ@example.com', 'victim@example.com'],
  ])('%s counts as %s', (address, key) => {
    expect(mailboxKey(address)).toBe(key);
  });

  test('keeps different inboxes apart', () => {
    expect(mailboxKey('jdoe@gmail.com')).not.toBe(mailboxKey('jdoe@example.com'));
    expect(mailboxKey('j.doe@example.com')).not.toBe(mailboxKey('jdoe@example.com'));
  });

  test('keeps a local part that is only a tag sign', () => {
    expect(mailboxKey('+tag@example.com')).toBe('+tag@example.com');
    expect(mailboxKey('-tag@example.com')).toBe('-tag@example.com');
  });

  test('keeps registrable domains apart, and a domain with no public suffix whole', () => {
    expect(mailboxKey('victim@example.co.uk')).not.toBe(mailboxKey('victim@other.co.uk'));
    expect(mailboxKey('victim@localhost')).toBe('victim@localhost');
    expect(mailboxKey('victim@[127.0.0.1]')).toBe('victim@[127.0.0.1]');
  });
});
