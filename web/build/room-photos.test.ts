import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ROOMS } from '../src/content/rooms';
import { TOUR_VIDEOS } from '../src/content/walkthrough';
import { responsiveImage, roomPhotoAsset } from '../src/content/walkthrough-media';
import { buildRoomPhotos, roomPhotoJobs } from './room-photos';

let dir: string;
const sourceDir = () => path.join(dir, 'tour-photos');
const outputDir = () => path.join(dir, 'rooms');
const options = () => ({ sourceDir: sourceDir(), outputDir: outputDir(), stampFile: path.join(dir, 'stamps.json'), folders: ['equipment-room'] });

// Read through a buffer: sharp caches what it read from a path, and these files are rewritten.
const widthOf = async (file: string) => (await sharp(readFileSync(file)).metadata()).width;

/** The mean colour of a written picture. */
async function meanColour(file: string): Promise<number[]> {
  const { channels } = await sharp(readFileSync(file)).stats();
  return channels.slice(0, 3).map((channel) => Math.round(channel.mean));
}

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'room-photos-'));
});

afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
});

describe('roomPhotoJobs', () => {
  it("covers every room photo, the floor plan and each video's poster", () => {
    const photos = ROOMS.reduce((sum, room) => sum + room.photoCount, 0);
    expect(roomPhotoJobs()).toHaveLength(photos + 1 + TOUR_VIDEOS.length);
  });
});

describe('buildRoomPhotos', () => {
  it("uses the operator's photo where there is one and a placeholder elsewhere, writing every srcset width", async () => {
    mkdirSync(path.join(sourceDir(), 'equipment-room'), { recursive: true });
    const red = await sharp({ create: { width: 2000, height: 1000, channels: 3, background: { r: 200, g: 20, b: 20 } } }).jpeg().toBuffer();
    writeFileSync(path.join(sourceDir(), 'equipment-room', '01.jpg'), red);

    const summary = await buildRoomPhotos(options());

    expect(summary).toEqual({ pictures: 2, written: 2, fromOperator: 1 });
    for (const number of [1, 2]) {
      const { srcSet, downloadSrc } = responsiveImage(roomPhotoAsset('equipment-room', number));
      const files = [...srcSet.split(', ').map((entry) => entry.split(' ')[0]!), downloadSrc!];
      for (const url of files) expect(existsSync(path.join(outputDir(), url.replace('/rooms/', '')))).toBe(true);
    }
    const operator = path.join(outputDir(), 'equipment-room/01-1600.webp');
    expect(await widthOf(operator)).toBe(1600);
    const [r, g, b] = await meanColour(operator);
    expect(r).toBeGreaterThan(150);
    expect(g! + b!).toBeLessThan(100);
  });

  it('skips pictures already written, and brings the placeholder back when the photo is removed', async () => {
    mkdirSync(path.join(sourceDir(), 'equipment-room'), { recursive: true });
    const photo = path.join(sourceDir(), 'equipment-room', '02.png');
    writeFileSync(photo, await sharp({ create: { width: 800, height: 600, channels: 3, background: '#1040c0' } }).png().toBuffer());
    const largest = path.join(outputDir(), 'equipment-room/02-1600.webp');
    await buildRoomPhotos(options());
    // A photo smaller than a width is written at its own size, never enlarged.
    expect(await widthOf(largest)).toBe(800);

    expect(await buildRoomPhotos(options())).toMatchObject({ written: 0, fromOperator: 1 });

    rmSync(photo);
    expect(await buildRoomPhotos(options())).toMatchObject({ written: 1, fromOperator: 0 });
    expect(await widthOf(largest)).toBe(1600);
  });
});
