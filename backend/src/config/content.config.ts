import { registerAs } from '@nestjs/config';
import { z } from 'zod';
import { int, optionalString, validateEnv } from './validate-env';

/** Players whose embeds a blog post's audio iframe may load (https only). */
export const DEFAULT_AUDIO_EMBED_HOSTS = [
  'open.spotify.com',
  'embed.podcasts.apple.com',
  'w.soundcloud.com',
  'player.simplecast.com',
  'www.buzzsprout.com',
  'share.transistor.fm',
  'html5-player.libsyn.com',
  'player.captivate.fm',
  'www.podbean.com',
  'www.youtube-nocookie.com',
  'www.youtube.com',
];

const schema = z.object({
  /**
   * How long a serialised public response stays in this instance's memory. Writes through the
   * content service clear it at once (on every instance when Redis is configured); the TTL bounds
   * staleness when a write reaches the database some other way. 0 turns the memory cache off.
   */
  CONTENT_CACHE_TTL_MS: int(60_000, 0, 86_400_000),
  /** Most responses kept (least recently used go first); bounded in bytes as well. */
  CONTENT_CACHE_MAX_ENTRIES: int(1000, 1, 100_000),
  /** Comma-separated host names allowed in a blog post's audio embed iframe. */
  CONTENT_AUDIO_EMBED_HOSTS: optionalString(),
  /** How long an editor's preview link (a draft's public page) works after it is issued. */
  CONTENT_PREVIEW_TTL_S: int(600, 30, 86_400),
});

export const contentConfig = registerAs('content', () => {
  const env = validateEnv('content', schema);
  const hosts = env.CONTENT_AUDIO_EMBED_HOSTS?.split(',')
    .map((host) => host.trim().toLowerCase())
    .filter(Boolean);
  return {
    cacheTtlMs: env.CONTENT_CACHE_TTL_MS,
    cacheMaxEntries: env.CONTENT_CACHE_MAX_ENTRIES,
    audioEmbedHosts: hosts?.length ? hosts : DEFAULT_AUDIO_EMBED_HOSTS,
    previewTtlS: env.CONTENT_PREVIEW_TTL_S,
  };
});

export type ContentConfig = ReturnType<typeof contentConfig>;
