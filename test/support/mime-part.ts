/** A MIME part's decoded bytes: the first part whose headers match `headers` (base64 or quoted-printable). */
export function mimePart(mail: string, headers: RegExp): Buffer {
  const parts = mail.split(/\r?\n--[^\r\n]+\r?\n/);
  const part = parts.find((candidate) => headers.test(candidate.split(/\r?\n\r?\n/)[0] ?? ''));
  if (!part) throw new Error(`No part matching ${headers}`);
  const blank = /\r?\n\r?\n/.exec(part)!;
  const head = part.slice(0, blank.index);
  const body = part.slice(blank.index + blank[0].length).split(/\r?\n--/)[0] ?? '';
  if (/base64/i.test(head)) return Buffer.from(body.replace(/\s+/g, ''), 'base64');
  return Buffer.from(body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))), 'latin1');
}
