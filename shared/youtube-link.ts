import { YOUTUBE_ID_PATTERN } from './tour-media';

// Kept free of zod: the admin's video form imports it, and so does the API's schema (tour-media-schema.ts).

/** What a pasted video field is: the YouTube video id it names, or the problem with it. */
export type YouTubeLinkResult = { id: string } | { problem: string };

export const YOUTUBE_LINK_MESSAGES = {
  empty: 'Paste a YouTube link or an 11-character video id',
  notLink: (text: string) => `"${text}" is neither a YouTube link nor an 11-character video id`,
  notWebLink: 'Only a web link (https://) to YouTube is accepted',
  otherHost: (host: string) => `The link is to ${host}, not to YouTube`,
  noVideo: 'The YouTube link names no single video (a playlist or channel link?): open the video and copy its link',
  badId: (id: string) => `"${id}" is not a YouTube video id: those are 11 letters, digits, - or _`,
} as const;

/** Hosts whose links name a video by `?v=` or by a path such as /embed/<id>. */
const YOUTUBE_HOSTS = new Set(['youtube.com', 'www.youtube.com', 'm.youtube.com', 'youtube-nocookie.com', 'www.youtube-nocookie.com']);
/** The short-link host: the id is the whole path. */
const SHORT_HOST = 'youtu.be';
/** Paths whose second segment is the video id. */
const ID_PATHS = new Set(['embed', 'shorts', 'live', 'v']);

/** The id a parsed YouTube link names, or undefined when it names none (a playlist, a channel). */
function idInLink(url: URL): string | undefined {
  const segments = url.pathname.split('/').filter(Boolean);
  if (url.hostname === SHORT_HOST) return segments[0];
  if (segments[0] === 'watch') return url.searchParams.get('v') ?? undefined;
  if (segments[0] && ID_PATHS.has(segments[0])) return segments[1];
  return undefined;
}

/**
 * The YouTube video id in what the admin pasted: a bare 11-character id, or a link to one video
 * (watch?v=, youtu.be/, /embed/, /shorts/, m. and youtube-nocookie hosts, any extra query such as
 * &t=30s or ?si=). Anything else is refused with a message naming the problem.
 */
export function parseYouTubeVideo(input: string): YouTubeLinkResult {
  const text = input.trim();
  if (!text) return { problem: YOUTUBE_LINK_MESSAGES.empty };
  if (YOUTUBE_ID_PATTERN.test(text)) return { id: text };
  // A link pasted without its scheme ('youtu.be/…', 'www.youtube.com/watch?v=…') is still a link.
  const withScheme = /^[a-z0-9-]+(\.[a-z0-9-]+)+(\/|$)/i.test(text) ? `https://${text}` : text;
  let url: URL;
  try {
    url = new URL(withScheme);
  } catch {
    return { problem: YOUTUBE_LINK_MESSAGES.notLink(text) };
  }
  // Only the id is kept, so an http:// link does no harm; javascript:, data: and the like are refused.
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return { problem: YOUTUBE_LINK_MESSAGES.notWebLink };
  const host = url.hostname;
  if (host !== SHORT_HOST && !YOUTUBE_HOSTS.has(host)) return { problem: YOUTUBE_LINK_MESSAGES.otherHost(host) };
  const id = idInLink(url);
  if (!id) return { problem: YOUTUBE_LINK_MESSAGES.noVideo };
  return YOUTUBE_ID_PATTERN.test(id) ? { id } : { problem: YOUTUBE_LINK_MESSAGES.badId(id) };
}
