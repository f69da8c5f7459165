import { describe, expect, it } from 'vitest';
import { videoObjectsJsonLd } from './video-json-ld';
import { isYouTubeId, youtubeEmbedUrl, youtubePlayerUrl } from './youtube';

describe('YouTube URLs', () => {
  it('point at the privacy-enhanced player', () => {
    expect(youtubeEmbedUrl('dQw4w9WgXcQ')).toBe('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ');
    expect(youtubePlayerUrl('dQw4w9WgXcQ')).toMatch(/^https:\/\/www\.youtube-nocookie\.com\/embed\/dQw4w9WgXcQ\?autoplay=1/);
  });

  it('refuse anything that is not a video id', () => {
    expect(isYouTubeId('dQw4w9WgXcQ')).toBe(true);
    expect(isYouTubeId('../../evil?x')).toBe(false);
    expect(() => youtubeEmbedUrl('"><script>')).toThrow(/Not a YouTube video id/);
  });
});

describe('videoObjectsJsonLd', () => {
  it('describes each video as a schema.org VideoObject', () => {
    const jsonLd = videoObjectsJsonLd([
      {
        title: 'Interior Walkthrough',
        description: 'Every room',
        thumbnailUrl: 'https://trailer.example.com/rooms/videos/interior-walkthrough-1200.webp',
        youtubeId: 'dQw4w9WgXcQ',
        uploadDate: '2024-06-15',
        duration: 'PT5M30S',
      },
    ]);

    expect(jsonLd).toEqual({
      '@context': 'https://schema.org',
      '@graph': [
        {
          '@type': 'VideoObject',
          name: 'Interior Walkthrough',
          description: 'Every room',
          thumbnailUrl: ['https://trailer.example.com/rooms/videos/interior-walkthrough-1200.webp'],
          uploadDate: '2024-06-15',
          duration: 'PT5M30S',
          embedUrl: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
        },
      ],
    });
  });
});
