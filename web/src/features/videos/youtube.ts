import { YOUTUBE_ID_PATTERN } from '../../../../shared/tour-media';

/**
 * The video site's privacy-enhanced player (youtube-nocookie.com, allowed by the CSP's frame-src).
 * Nothing here is requested before a visitor presses play.
 */
const PLAYER_ORIGIN = 'https://www.youtube-nocookie.com';

export function isYouTubeId(id: string): boolean {
  return YOUTUBE_ID_PATTERN.test(id);
}

/** The embed URL, as published in VideoObject.embedUrl. */
export function youtubeEmbedUrl(id: string): string {
  if (!isYouTubeId(id)) throw new Error(`Not a YouTube video id: ${JSON.stringify(id)}`);
  return `${PLAYER_ORIGIN}/embed/${id}`;
}

/**
 * The URL the facade's iframe loads after the click: starts playing at once, no unrelated suggestions.
 * Also where the poster links, for a visitor without scripts or asking for a new tab: the same
 * privacy-enhanced player, in the whole window.
 */
export function youtubePlayerUrl(id: string): string {
  return `${youtubeEmbedUrl(id)}?autoplay=1&rel=0&playsinline=1`;
}
