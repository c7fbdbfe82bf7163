/** YouTube's privacy-enhanced embed origin: the only origin the CSP lets the page frame for videos. */
export const YOUTUBE_EMBED_ORIGIN = 'https://www.youtube-nocookie.com';

/** Server and browser cache of the course list (spec §9: 5 minutes). */
export const MASTERCLASS_CACHE_SECONDS = 300;

export const TUTOR_LIMITS = {
  messageMaxChars: 2000,
  /** Turns of history the server reads; the page sends only the last ones. */
  historyMaxTurns: 20,
  /** One turn of history (an earlier answer may be long). */
  historyTurnMaxChars: 4000,
  /** All the history's text together. */
  historyMaxTotalChars: 24_000,
} as const;

export const MASTERCLASS_LIMITS = {
  /** Longest playback position accepted (24 h), in seconds. */
  positionMaxSeconds: 86_400,
} as const;

export const MASTERCLASS_MESSAGES = {
  loadError: (message: string) => `Error loading course content: ${message}`,
  videoNotAvailable: 'Video not available',
  tutorFailure: "Sorry, I'm having trouble responding right now. Please try again later.",
  tutorGreeting:
    "Hi! I'm your course tutor. Ask me anything about this lesson or the rest of the masterclass, and I'll answer from the course material.",
  messageRequired: 'Message is required',
  messageTooLong: `Message must be at most ${TUTOR_LIMITS.messageMaxChars} characters`,
  lessonUnknown: 'Current lesson must be a lesson of the course',
  historyInvalid: `Conversation history must be a list of at most ${TUTOR_LIMITS.historyMaxTurns} turns of { role: user | assistant, content }`,
  historyTooLarge: `Conversation history must be at most ${TUTOR_LIMITS.historyMaxTotalChars} characters in all`,
  lessonNotFound: 'Lesson not found',
  positionInvalid: `Position must be a whole number of seconds from 0 to ${MASTERCLASS_LIMITS.positionMaxSeconds}`,
  completedInvalid: 'Completed must be true or false',
  progressEmpty: 'Give completed and/or positionSeconds',
} as const;

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;

/** The 11-character id of a YouTube watch (`youtube.com/watch?v=`) or short (`youtu.be/`) URL. */
export function youtubeVideoId(url: string): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url.trim());
  } catch {
    return null;
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return null;
  const host = parsed.hostname.toLowerCase().replace(/^(www\.|m\.)/, '');
  let id: string | null = null;
  if (host === 'youtube.com' && parsed.pathname === '/watch') id = parsed.searchParams.get('v');
  else if (host === 'youtu.be') id = parsed.pathname.slice(1).split('/')[0] ?? null;
  return id && YOUTUBE_ID.test(id) ? id : null;
}

/**
 * What the player frames (spec §5): a YouTube watch or short URL with an 11-character id becomes
 * the privacy-enhanced embed URL; any other URL is used as is; none gives null ('Video not
 * available').
 */
export function videoEmbedUrl(url: string | null | undefined): string | null {
  if (!url || !url.trim()) return null;
  const id = youtubeVideoId(url);
  return id ? `${YOUTUBE_EMBED_ORIGIN}/embed/${id}` : url.trim();
}
