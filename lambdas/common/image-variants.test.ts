import { crc32, deflateSync } from 'node:zlib';
import { DeleteObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { mockClient } from 'aws-sdk-client-mock';
import sharp, { type Sharp } from 'sharp';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ENV } from '../../shared/backend/environment';
import { IMAGE_VARIANT_WIDTHS } from '../../shared/photo-variants';
import { IMAGE_MESSAGES } from '../../shared/image-upload';
import { UnreadableImageError, renderImage, storeImage, variantWidthsFor } from './image-variants';

const PHOTO_BUCKET = 'photos-test';
const s3 = mockClient(S3Client);

const solid = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#4a7bb0' } });

/** A PNG whose header claims a size and whose pixels are almost absent: the size check must refuse it unread. */
function pngHeaderOnly(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const checksum = Buffer.alloc(4);
    checksum.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, checksum]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth; colour type 0 (grey)
  return Buffer.concat([
    Buffer.from('89504e470d0a1a0a', 'hex'),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.alloc(64))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

beforeEach(() => {
  s3.reset();
  vi.stubEnv(ENV.photoBucket, PHOTO_BUCKET);
});

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('variantWidthsFor', () => {
  it.each([
    [4000, [480, 960, 1600]],
    [1600, [480, 960, 1600]],
    [1000, [480, 960, 1000]],
    [960, [480, 960]],
    [300, [300]],
  ])('an original %i px wide gets variants %j, none wider than itself', (width, expected) => {
    expect(variantWidthsFor(width)).toEqual(expected);
  });
});

describe('renderImage', () => {
  it('makes a WebP at each configured width, keeping the aspect ratio, and reports the original size', async () => {
    // Prepare
    const original = await solid(2000, 1500).png().toBuffer();

    // Act
    const rendered = await renderImage(original, 'image/png');

    // Assess
    expect(rendered).toMatchObject({ width: 2000, height: 1500 });
    expect(rendered.variants.map(({ width, height }) => [width, height])).toEqual([
      [480, 360],
      [960, 720],
      [1600, 1200],
    ]);
    expect(rendered.variants.map((variant) => variant.width)).toEqual([...IMAGE_VARIANT_WIDTHS]);
    for (const variant of rendered.variants) {
      const metadata = await sharp(variant.body).metadata();
      expect(metadata).toMatchObject({ format: 'webp', width: variant.width, height: variant.height });
    }
  });

  it('never enlarges: a small photo gets one variant at its own size', async () => {
    // Prepare
    const original = await solid(300, 200).jpeg().toBuffer();

    // Act
    const { variants } = await renderImage(original, 'image/jpeg');

    // Assess
    expect(variants.map(({ width, height }) => [width, height])).toEqual([[300, 200]]);
    expect((await sharp(variants[0]!.body).metadata()).format).toBe('webp');
  });

  it('turns a phone photo upright by its EXIF orientation', async () => {
    // Prepare: stored landscape, tagged "rotate 90° clockwise to view" (orientation 6)
    const original = await solid(800, 600).jpeg().withMetadata({ orientation: 6 }).toBuffer();

    // Act
    const rendered = await renderImage(original, 'image/jpeg');

    // Assess
    expect(rendered).toMatchObject({ width: 600, height: 800 });
    expect(rendered.variants.map(({ width, height }) => [width, height])).toEqual([
      [480, 640],
      [600, 800],
    ]);
    const variant = await sharp(rendered.variants[0]!.body).metadata();
    expect(variant).toMatchObject({ width: 480, height: 640 });
    expect(variant.orientation).toBeUndefined();
    const served = await sharp(rendered.original).metadata();
    expect(served).toMatchObject({ format: 'jpeg', width: 600, height: 800 });
    expect(served.orientation).toBeUndefined();
  });

  it.each([
    ['image/jpeg', 'jpeg', (image: Sharp) => image.jpeg()],
    ['image/png', 'png', (image: Sharp) => image.png()],
    ['image/webp', 'webp', (image: Sharp) => image.webp()],
    ['image/avif', 'heif', (image: Sharp) => image.avif()],
  ] as const)('encodes a %s original again in its own format, without EXIF, XMP, IPTC or trailing bytes', async (mimeType, format, encode) => {
    // Prepare
    const tagged = await encode(solid(64, 48))
      .withExif({ IFD0: { Artist: 'Jane Photographer', Model: 'Phone 12' } })
      .withXmp('<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"/></x:xmpmeta>')
      .toBuffer();
    const upload = Buffer.concat([tagged, Buffer.from('<html><script>alert(1)</script></html>')]);

    // Act
    const { original } = await renderImage(upload, mimeType);

    // Assess
    const metadata = await sharp(original).metadata();
    expect(metadata).toMatchObject({ format, width: 64, height: 48 });
    expect([metadata.exif, metadata.xmp, metadata.iptc]).toEqual([undefined, undefined, undefined]);
    expect(original.includes('<html>')).toBe(false);
  });

  it.each([
    ['JPEG magic bytes followed by junk', () => Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(200, 7)])],
    ['a JPEG cut off halfway', async () => {
      const whole = await solid(400, 300).jpeg().toBuffer();
      return whole.subarray(0, Math.floor(whole.length / 2));
    }],
  ])('refuses %s as unreadable', async (_case, make) => {
    // Act
    const rendering = renderImage(await make(), 'image/jpeg');

    // Assess
    await expect(rendering).rejects.toBeInstanceOf(UnreadableImageError);
    await expect(rendering).rejects.toThrow(IMAGE_MESSAGES.unreadable);
  });

  it('refuses a picture over the pixel limit without decoding it', async () => {
    // Act
    const rendering = renderImage(pngHeaderOnly(12_000, 9_000), 'image/png');

    // Assess
    await expect(rendering).rejects.toBeInstanceOf(UnreadableImageError);
    await expect(rendering).rejects.toThrow(IMAGE_MESSAGES.tooManyPixels);
  });
});

describe('storeImage', () => {
  const key = 'images/1718895600000-0a1b2c3d.jpg';

  it('stores the original at its key and each variant beside it as image/webp, and returns what the record keeps', async () => {
    // Prepare
    s3.on(PutObjectCommand).resolves({});
    const upload = await solid(1200, 900).jpeg().toBuffer();

    // Act
    const fields = await storeImage(key, upload, 'image/jpeg');

    // Assess
    const puts = s3.commandCalls(PutObjectCommand).map((call) => call.args[0].input);
    expect(fields).toEqual({ fileSize: (puts[0]!.Body as Buffer).length, width: 1200, height: 900, variantWidths: [480, 960, 1200] });
    expect(puts.map(({ Bucket, Key, ContentType }) => ({ Bucket, Key, ContentType }))).toEqual([
      { Bucket: PHOTO_BUCKET, Key: key, ContentType: 'image/jpeg' },
      ...[480, 960, 1200].map((width) => ({
        Bucket: PHOTO_BUCKET,
        Key: `images/1718895600000-0a1b2c3d-${width}.webp`,
        ContentType: 'image/webp',
      })),
    ]);
    expect(s3.commandCalls(DeleteObjectCommand)).toHaveLength(0);
  });

  it('removes the original and every variant it wrote when one cannot be stored, and throws', async () => {
    // Prepare
    const outage = new Error('SlowDown');
    s3.on(PutObjectCommand).resolves({}).on(PutObjectCommand, { Key: 'images/1718895600000-0a1b2c3d-960.webp' }).rejects(outage);
    s3.on(DeleteObjectCommand).resolves({});
    const original = await solid(1200, 900).jpeg().toBuffer();

    // Act
    const storing = storeImage(key, original, 'image/jpeg');

    // Assess
    await expect(storing).rejects.toBe(outage);
    const deleted = s3.commandCalls(DeleteObjectCommand).map((call) => call.args[0].input.Key).sort();
    expect(deleted).toEqual([key, ...[480, 960, 1200].map((width) => `images/1718895600000-0a1b2c3d-${width}.webp`)].sort());
  });

  it('writes nothing for an unreadable file', async () => {
    // Act
    const storing = storeImage(key, Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]), 'image/jpeg');

    // Assess
    await expect(storing).rejects.toBeInstanceOf(UnreadableImageError);
    expect(s3.calls()).toHaveLength(0);
  });
});
