import { PATHS } from '../../../../shared/site-routes';

/**
 * Where to go after signing in: `next` when it is a path on this site, else the home page.
 * Anything that could leave the site ("//host", "https://...", "/\host") is ignored.
 */
export function safeReturnPath(next: string | null): string {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.includes('\\')) return PATHS.home;
  return next;
}
