import { describe, expect, it } from 'vitest';
import { videoEmbedUrl, youtubeVideoId, YOUTUBE_EMBED_ORIGIN } from './rules.js';

describe('videoEmbedUrl', () => {
  it('should turn a watch URL into the privacy-enhanced embed URL', () => {
    expect(videoEmbedUrl('https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=42s')).toBe(
      `${YOUTUBE_EMBED_ORIGIN}/embed/dQw4w9WgXcQ`,
    );
  });

  it('should turn a short URL into the embed URL', () => {
    expect(videoEmbedUrl('https://youtu.be/aBc_12-xYz9?si=x')).toBe(
      'https://www.youtube-nocookie.com/embed/aBc_12-xYz9',
    );
  });

  it('should keep a YouTube URL whose id is not 11 characters as is', () => {
    expect(videoEmbedUrl('https://www.youtube.com/watch?v=tooShort')).toBe(
      'https://www.youtube.com/watch?v=tooShort',
    );
    expect(youtubeVideoId('https://youtu.be/abcdefghijkl')).toBeNull();
  });

  it('should keep any other URL as is', () => {
    expect(videoEmbedUrl('https://player.vimeo.com/video/1')).toBe(
      'https://player.vimeo.com/video/1',
    );
  });

  it('should give null for no URL', () => {
    expect(videoEmbedUrl(null)).toBeNull();
    expect(videoEmbedUrl('  ')).toBeNull();
  });
});
