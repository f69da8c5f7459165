import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { FAVICON_PATH } from '../../shared/favicon';
import { writeFavicon } from './favicon';

const directory = mkdtempSync(path.join(tmpdir(), 'favicon-'));
afterAll(() => rmSync(directory, { recursive: true, force: true }));

describe('writeFavicon', () => {
  it('writes the mark as a small square PNG where pages link it', async () => {
    await writeFavicon(directory);
    const file = path.join(directory, FAVICON_PATH);

    const { format, width, height } = await sharp(file).metadata();
    expect({ format, width, height }).toEqual({ format: 'png', width: 64, height: 64 });
    expect(statSync(file).size).toBeLessThan(1024);
    // The tile's red at its centre's left, the cross's white at its centre.
    const { data, info } = await sharp(file).raw().toBuffer({ resolveWithObject: true });
    const pixel = (x: number, y: number) => [...data.subarray((y * info.width + x) * info.channels, (y * info.width + x) * info.channels + 3)];
    expect(pixel(32, 32)).toEqual([255, 255, 255]);
    expect(pixel(6, 32)).toEqual([0xc8, 0x16, 0x1e]);
  });
});
