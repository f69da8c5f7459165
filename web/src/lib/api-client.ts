import type { ApiErrorBody } from '../../../shared/http';

/** Any failed API call: a non-2xx answer (status from the response) or no answer at all (status 0). */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    message: string,
    readonly status: number,
    readonly details: readonly string[] = [],
  ) {
    super(message);
  }
}

function isApiErrorBody(value: unknown): value is ApiErrorBody {
  if (typeof value !== 'object' || value === null) return false;
  const { error, details } = value as Record<string, unknown>;
  return (
    typeof error === 'string' &&
    (details === undefined || (Array.isArray(details) && details.every((d) => typeof d === 'string')))
  );
}

async function readErrorBody(response: Response): Promise<ApiErrorBody | undefined> {
  try {
    const body: unknown = await response.json();
    return isApiErrorBody(body) ? body : undefined;
  } catch {
    return undefined;
  }
}

/** Sends the request; ApiError for no answer (status 0) or a non-2xx one, with the API's ApiErrorBody when it sent one. */
async function send(path: `/api/${string}`, init?: RequestInit): Promise<Response> {
  let response: Response;
  try {
    // No request headers of our own on plain reads: a fetch that adds any no longer matches the
    // page's <link rel="preload" as="fetch">, which Chromium then keeps and hands to a later
    // fetch of the same URL, stale. The API answers JSON whatever the Accept header says.
    response = await fetch(path, init);
  } catch (cause) {
    throw new ApiError(cause instanceof Error ? cause.message : 'Network request failed', 0);
  }
  if (response.ok) return response;
  const body = await readErrorBody(response);
  throw new ApiError(body?.error ?? `Request failed with status ${response.status}`, response.status, body?.details);
}

/** A file the API answered for download: its bytes and the name its Content-Disposition gives. */
export interface ApiDownload {
  blob: Blob;
  fileName: string | undefined;
}

/** Calls the site's own API for a file (a CSV export); throws ApiError as apiFetch does. */
export async function apiDownload(path: `/api/${string}`, init?: RequestInit): Promise<ApiDownload> {
  const response = await send(path, init);
  const fileName = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1];
  return { blob: await response.blob(), fileName };
}

/**
 * Calls the site's own API (same origin) and returns the parsed JSON body.
 * Throws ApiError for non-2xx answers, using the API's ApiErrorBody when it sent one.
 */
export async function apiFetch<T>(path: `/api/${string}`, init?: RequestInit): Promise<T> {
  const response = await send(path, init);
  if (response.status === 204) return undefined as T;
  try {
    return (await response.json()) as T;
  } catch {
    throw new ApiError('The API answered with a body that is not JSON', response.status);
  }
}
