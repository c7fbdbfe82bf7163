import { YOUTUBE_EMBED_ORIGIN } from '@fabrion/shared';

/** YouTube player states (the IFrame player API's numbers). */
export const PLAYER_STATE = { ended: 0, playing: 1, paused: 2 } as const;

export interface PlayerUpdate {
  currentTime?: number;
  playerState?: number;
}

/**
 * The IFrame player API's messages, spoken directly over postMessage (its loader script is not
 * allowed by the CSP, and is not needed): the page asks the embed to start `listening`, the embed
 * then sends `infoDelivery` (currentTime, playerState) and `onStateChange` messages.
 */
export function listeningMessage(id: number): string {
  return JSON.stringify({ event: 'listening', id, channel: 'widget' });
}

/** Reads an embed's message; null for anything else (another origin, another shape). */
export function readPlayerMessage(event: MessageEvent): PlayerUpdate | null {
  if (event.origin !== YOUTUBE_EMBED_ORIGIN || typeof event.data !== 'string') return null;
  let message: { event?: unknown; info?: unknown };
  try {
    message = JSON.parse(event.data) as typeof message;
  } catch {
    return null;
  }
  if (message.event === 'onStateChange' && typeof message.info === 'number')
    return { playerState: message.info };
  if (
    (message.event === 'infoDelivery' || message.event === 'initialDelivery') &&
    message.info &&
    typeof message.info === 'object'
  ) {
    const info = message.info as { currentTime?: unknown; playerState?: unknown };
    return {
      ...(typeof info.currentTime === 'number' ? { currentTime: info.currentTime } : {}),
      ...(typeof info.playerState === 'number' ? { playerState: info.playerState } : {}),
    };
  }
  return null;
}

/** The embed URL with the player API on, for this page's origin, starting at `start` seconds. */
export function playerUrl(embedUrl: string, origin: string, start: number | null): string {
  if (!embedUrl.startsWith(`${YOUTUBE_EMBED_ORIGIN}/embed/`)) return embedUrl;
  const url = new URL(embedUrl);
  url.searchParams.set('enablejsapi', '1');
  url.searchParams.set('rel', '0');
  url.searchParams.set('origin', origin);
  if (start && start > 0) url.searchParams.set('start', String(Math.floor(start)));
  return url.toString();
}
