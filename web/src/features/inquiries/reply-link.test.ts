import { describe, expect, it } from 'vitest';
import { TRAILER } from '../../../../shared/trailer';
import { replyLink } from './reply-link';

const inquiry = {
  email: 'dana+trailer@clinic.example.org',
  reference: 'INQ-20261120-ABC123',
  name: 'Dana O’Brien & Co',
  message: 'Two things:\nhours on the generator? 100% sure & "ready"?',
  createdAt: '2026-11-20T16:00:00.000Z',
};

describe('replyLink', () => {
  it('addresses the buyer, names the reference and the unit in the subject, and quotes the question line by line', () => {
    const link = new URL(replyLink(inquiry));

    expect(link.protocol).toBe('mailto:');
    expect(decodeURIComponent(link.pathname)).toBe(inquiry.email);
    expect(link.searchParams.get('subject')).toBe(`Re: your inquiry ${inquiry.reference} about unit ${TRAILER.unitNumber}`);
    const body = link.searchParams.get('body')!;
    expect(body).toMatch(/^Hello Dana O’Brien & Co,\r\n/);
    expect(body).toContain('Dana O’Brien & Co wrote:\r\n> Two things:\r\n> hours on the generator? 100% sure & "ready"?\r\n');
  });

  it('encodes every character a mail program would read as a separator, so nothing of the message leaks into the headers', () => {
    const link = replyLink({ ...inquiry, message: 'a&cc=victim@example.com?x#y' });

    expect(link).not.toMatch(/&cc=/);
    expect(link.split('?')).toHaveLength(2);
    expect(link).not.toContain('#');
    expect(link).not.toContain('\n');
    expect(new URL(link).searchParams.get('cc')).toBeNull();
  });
});
