import { afterEach, describe, expect, it, vi } from 'vitest';
import { IMAGE_MESSAGES } from '../../../../../shared/image-upload';
import { buildImageRecord } from '../../../../../test/fixtures/images';
import { ApiError } from '../../../lib/api-client';
import { authorizedApiFetch } from '../../../lib/auth/authorized-api-fetch';
import { IMAGE_CHANGE_PATHS } from '../../../lib/image-lists';
import { uploadImage } from './upload-image';

vi.mock('../../../lib/auth/authorized-api-fetch', () => ({ authorizedApiFetch: vi.fn() }));

const api = vi.mocked(authorizedApiFetch);
const file = new File([new Uint8Array([0xff, 0xd8, 0xff])], 'front.jpg', { type: 'image/jpeg' });
const details = { altText: 'Front of the trailer', category: 'exterior' as const };
const ticket = { url: 'http://127.0.0.1/bucket', fields: { key: 'uploads/1-a.jpg' }, key: 'uploads/1-a.jpg' };

/** A stand-in for the browser's XMLHttpRequest that answers the bucket's POST with `status`. */
function bucketAnswering(status: number) {
  return class {
    status = 0;
    upload = { addEventListener: () => undefined };
    private listeners = new Map<string, () => void>();
    open() {}
    addEventListener(type: string, listener: () => void) {
      this.listeners.set(type, listener);
    }
    send() {
      this.status = status;
      this.listeners.get('load')?.();
    }
  };
}

afterEach(() => {
  api.mockReset();
  vi.unstubAllGlobals();
});

describe('uploadImage', () => {
  it('asks for a ticket, posts the file to the bucket, then records it', async () => {
    const record = buildImageRecord();
    api.mockResolvedValueOnce(ticket).mockResolvedValueOnce(record);
    vi.stubGlobal('XMLHttpRequest', bucketAnswering(204));

    await expect(uploadImage(file, details, () => undefined)).resolves.toEqual(record);
    expect(api.mock.calls.map(([path]) => path)).toEqual([IMAGE_CHANGE_PATHS.uploadTicket, IMAGE_CHANGE_PATHS.create]);
  });

  it.each([
    ['the ticket is refused', () => api.mockRejectedValueOnce(new ApiError('fileSize must be at most 20 MB', 400)), 204, 'fileSize must be at most 20 MB', 400],
    ['the bucket refuses the file', () => api.mockResolvedValueOnce(ticket), 403, 'the file store answered 403', 403],
    [
      'the API cannot read the picture',
      () => api.mockResolvedValueOnce(ticket).mockRejectedValueOnce(new ApiError(IMAGE_MESSAGES.unreadable, 400)),
      204,
      IMAGE_MESSAGES.unreadable,
      400,
    ],
  ])('fails with docs/product.md#image-messages\'s upload message once when %s', async (_case, arrange, bucketStatus, reason, status) => {
    arrange();
    vi.stubGlobal('XMLHttpRequest', bucketAnswering(bucketStatus));

    const error = await uploadImage(file, details, () => undefined).catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ message: `${IMAGE_MESSAGES.uploadFailed}: ${reason}`, status });
  });
});
