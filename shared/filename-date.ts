/**
 * The date a photo was taken, read from its file name (docs/product.md#filename-dates): cameras and phones
 * name files 20240612_101500.jpg, 2024-06-12_10-18-42.jpg or 2024-06-12T10:22:05.jpg.
 * Wall-clock values without a zone are taken as UTC and shown in UTC, so the shown date is
 * the one in the name wherever the page is viewed.
 */

/** What an unparseable name yields. */
export const UNKNOWN_DATE = new Date(0);

/** The copy suffix Windows adds: 'photo - Copy.jpg', 'photo - Copy (2).jpg'. */
const COPY_SUFFIX = / - Copy(?: \(\d+\))?/g;

interface Pattern {
  regex: RegExp;
  /** Whether the match carries a zone (ISO only); otherwise the wall-clock time is read as UTC. */
  zoned?: boolean;
}

const PATTERNS: readonly Pattern[] = [
  // yyyymmdd_hhmmss
  { regex: /(?<!\d)(\d{4})(\d{2})(\d{2})_(\d{2})(\d{2})(\d{2})(?!\d)/ },
  // yyyy-mm-dd_hh-mm-ss
  { regex: /(?<!\d)(\d{4})-(\d{2})-(\d{2})_(\d{2})-(\d{2})-(\d{2})(?!\d)/ },
  // ISO 8601 with T: seconds, fraction and zone optional
  { regex: /(?<!\d)(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})?(?![\d:])/i, zoned: true },
];

function zoneOffsetMinutes(zone: string | undefined): number {
  if (!zone || zone.toUpperCase() === 'Z') return 0;
  const sign = zone.startsWith('-') ? -1 : 1;
  const digits = zone.slice(1).replace(':', '');
  const hours = Number(digits.slice(0, 2));
  const minutes = Number(digits.slice(2, 4));
  if (hours > 23 || minutes > 59) return Number.NaN;
  return sign * (hours * 60 + minutes);
}

function toDate(parts: readonly (string | undefined)[], zone?: string): Date | undefined {
  const [year, month, day, hour, minute, second] = parts.map((part) => Number(part ?? 0)) as [number, number, number, number, number, number];
  if (month < 1 || month > 12 || hour > 23 || minute > 59 || second > 59) return undefined;
  const utc = Date.UTC(year, month - 1, day, hour, minute, second);
  const date = new Date(utc);
  // Date.UTC rolls 31 April into 1 May; a day the month does not have is not a date.
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return undefined;
  const offset = zoneOffsetMinutes(zone);
  if (Number.isNaN(offset)) return undefined;
  return new Date(utc - offset * 60_000);
}

/** The date in a photo's file name, or UNKNOWN_DATE (the epoch) when none of the three patterns fits. */
export function parseFilenameDate(filename: string): Date {
  const name = filename.replace(COPY_SUFFIX, '');
  for (const { regex, zoned } of PATTERNS) {
    const match = regex.exec(name);
    if (!match) continue;
    const date = toDate(match.slice(1, 7), zoned ? match[7] : undefined);
    if (date) return date;
  }
  return new Date(UNKNOWN_DATE.getTime());
}

export function isUnknownDate(date: Date): boolean {
  return date.getTime() === UNKNOWN_DATE.getTime();
}

/** The day in a photo's file name as yyyy-mm-dd (UTC, as in the name), or undefined for a name without a date; each page writes it in its language. */
export function filenameDay(filename: string): string | undefined {
  const date = parseFilenameDate(filename);
  return isUnknownDate(date) ? undefined : date.toISOString().slice(0, 10);
}
