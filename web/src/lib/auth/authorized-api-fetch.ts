import { MESSAGES } from '../../../../shared/messages';
import { ApiError, apiDownload, apiFetch, type ApiDownload } from '../api-client';
import { accessToken } from './session-store';

/** The request with the signed-in user's access token; ApiError 401 when nobody is signed in. */
async function authorized(init?: RequestInit): Promise<RequestInit> {
  const token = await accessToken().catch(() => undefined);
  if (!token) throw new ApiError(MESSAGES.api.unauthorized, 401);
  return { ...init, headers: { ...init?.headers, authorization: `Bearer ${token}` } };
}

/** apiFetch with the signed-in user's access token, for the signed-in and admin routes. */
export async function authorizedApiFetch<T>(path: `/api/${string}`, init?: RequestInit): Promise<T> {
  return apiFetch<T>(path, await authorized(init));
}

/** apiDownload with the signed-in user's access token: a file from an admin route. */
export async function authorizedApiDownload(path: `/api/${string}`): Promise<ApiDownload> {
  return apiDownload(path, await authorized());
}
