import { describe, expect, it } from 'vitest';
import { UNKNOWN_DATE, filenameDay, isUnknownDate, parseFilenameDate } from './filename-date';

const utc = (iso: string) => new Date(`${iso}Z`);

describe('parseFilenameDate', () => {
  it('reads yyyymmdd_hhmmss', () => {
    expect(parseFilenameDate('20240612_101500.jpg')).toEqual(utc('2024-06-12T10:15:00'));
    expect(parseFilenameDate('IMG_20231231_235959.jpeg')).toEqual(utc('2023-12-31T23:59:59'));
  });

  it('reads yyyy-mm-dd_hh-mm-ss', () => {
    expect(parseFilenameDate('2024-06-12_10-18-42.jpg')).toEqual(utc('2024-06-12T10:18:42'));
    expect(parseFilenameDate('Screenshot 2024-02-29_07-05-00.png')).toEqual(utc('2024-02-29T07:05:00'));
  });

  it('reads ISO 8601 with T, with or without seconds and zone', () => {
    expect(parseFilenameDate('2024-06-12T10:22:05.jpg')).toEqual(utc('2024-06-12T10:22:05'));
    expect(parseFilenameDate('2024-06-12T10:22.jpg')).toEqual(utc('2024-06-12T10:22:00'));
    expect(parseFilenameDate('2024-06-12T10:22:05.123Z.webp')).toEqual(utc('2024-06-12T10:22:05'));
    expect(parseFilenameDate('2024-06-12T10:22:05-06:00.jpg')).toEqual(utc('2024-06-12T16:22:05'));
  });

  it("removes ' - Copy' before reading", () => {
    expect(parseFilenameDate('20240612_102730 - Copy.jpg')).toEqual(utc('2024-06-12T10:27:30'));
    expect(parseFilenameDate('2024-06-12_10-18-42 - Copy (2).jpg')).toEqual(utc('2024-06-12T10:18:42'));
    expect(parseFilenameDate('2024-06-12T10:22:05 - Copy.jpg')).toEqual(utc('2024-06-12T10:22:05'));
  });

  it.each([
    'trailer-side-view.jpg',
    '',
    'IMG_1234.JPG',
    '2024-06-12.jpg',
    '20241312_101500.jpg',
    '20240230_101500.jpg',
    '2024-06-12_25-00-00.jpg',
    '2024-06-12T10:61:00.jpg',
    '120240612_101500.jpg',
    '20240612_1015001.jpg',
    '<script>alert(1)</script>.jpg',
  ])('gives the epoch for garbage: %j', (filename) => {
    const date = parseFilenameDate(filename);
    expect(date).toEqual(UNKNOWN_DATE);
    expect(isUnknownDate(date)).toBe(true);
  });

  it('returns a fresh Date each time, so callers cannot change the epoch constant', () => {
    parseFilenameDate('garbage').setFullYear(2000);
    expect(UNKNOWN_DATE.getTime()).toBe(0);
  });
});

describe('filenameDay', () => {
  it('gives the day in the name, or nothing for a name without one', () => {
    expect(filenameDay('20240612_235959.jpg')).toBe('2024-06-12');
    expect(filenameDay('trailer-side-view.jpg')).toBeUndefined();
  });
});
