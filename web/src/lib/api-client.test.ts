import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiFetch } from './api-client';

function answerWith(response: Response) {
  const fetchMock = vi.fn(async () => response);
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('apiFetch', () => {
  it('returns the JSON body of a 2xx answer and asks for JSON', async () => {
    const fetchMock = answerWith(Response.json([{ id: 'a' }]));

    const body = await apiFetch<{ id: string }[]>('/api/images?featured=true');

    expect(body).toEqual([{ id: 'a' }]);
    expect(fetchMock).toHaveBeenCalledWith('/api/images?featured=true', undefined);
  });

  it('throws an ApiError carrying the status, message and details of the ApiErrorBody', async () => {
    answerWith(Response.json({ error: 'Invalid query', details: ['featured must be true or false'] }, { status: 400 }));

    const error = await apiFetch('/api/images?featured=maybe').catch((e: unknown) => e);

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, message: 'Invalid query', details: ['featured must be true or false'] });
  });

  it('throws an ApiError with a generic message when the error body is not an ApiErrorBody', async () => {
    answerWith(new Response('<html>Bad gateway</html>', { status: 502 }));

    await expect(apiFetch('/api/images')).rejects.toMatchObject({ name: 'ApiError', status: 502, message: 'Request failed with status 502' });
  });

  it('throws an ApiError with status 0 when there is no answer at all', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('fetch failed'))));

    await expect(apiFetch('/api/images')).rejects.toMatchObject({ name: 'ApiError', status: 0, message: 'fetch failed' });
  });
});
