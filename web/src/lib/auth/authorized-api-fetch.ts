import { MESSAGES } from '../../../../shared/messages';
import { ApiError, apiFetch } from '../api-client';
import { accessToken } from './session-store';

/** apiFetch with the signed-in user's access token, for the signed-in and admin routes. */
export async function authorizedApiFetch<T>(path: `/api/${string}`, init?: RequestInit): Promise<T> {
  const token = await accessToken().catch(() => undefined);
  if (!token) throw new ApiError(MESSAGES.api.unauthorized, 401);
  return apiFetch<T>(path, { ...init, headers: { ...init?.headers, authorization: `Bearer ${token}` } });
}
