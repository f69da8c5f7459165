import { youtubeEmbedUrl } from './youtube';

/** What a VideoObject needs (docs/product.md#video-record). */
export interface VideoDescriptor {
  title: string;
  description: string;
  /** Absolute URL. */
  thumbnailUrl: string;
  youtubeId: string;
  /** YYYY-MM-DD */
  uploadDate: string;
  /** ISO 8601, e.g. PT5M30S */
  duration: string;
}

/** schema.org VideoObjects for the page's JSON-LD, so search engines can list the videos. */
export function videoObjectsJsonLd(videos: readonly VideoDescriptor[]) {
  return {
    '@context': 'https://schema.org',
    '@graph': videos.map((video) => ({
      '@type': 'VideoObject',
      name: video.title,
      description: video.description,
      thumbnailUrl: [video.thumbnailUrl],
      uploadDate: video.uploadDate,
      duration: video.duration,
      embedUrl: youtubeEmbedUrl(video.youtubeId),
    })),
  };
}
