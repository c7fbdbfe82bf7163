import { TUTOR_LIMITS, type TutorCitation, type TutorTurn } from '@fabrion/shared';

/** A chat message (spec §3: client only): id, text, isUser, timestamp; plus the answer's citations. */
export interface ChatMessage {
  id: string;
  text: string;
  isUser: boolean;
  timestamp: number;
  citations?: TutorCitation[];
  pending?: boolean;
  failed?: boolean;
}

/**
 * The history sent with a question (spec §7.13: every message but the greeting): the last 20
 * turns that fit the server's size caps, oldest first. Failed and pending answers are left out.
 */
export function conversationHistory(messages: ChatMessage[]): TutorTurn[] {
  const turns = messages
    .slice(1)
    .filter((message) => !message.pending && !message.failed)
    .map((message) => ({
      role: message.isUser ? ('user' as const) : ('assistant' as const),
      content: message.text.slice(0, TUTOR_LIMITS.historyTurnMaxChars),
    }))
    .slice(-TUTOR_LIMITS.historyMaxTurns);
  let total = turns.reduce((sum, turn) => sum + turn.content.length, 0);
  while (total > TUTOR_LIMITS.historyMaxTotalChars) total -= turns.shift()!.content.length;
  return turns;
}

/** Within this many pixels of the bottom, the member is "at the bottom" (spec §4). */
export const NEAR_BOTTOM_PX = 80;

export function isNearBottom(element: HTMLElement): boolean {
  return element.scrollHeight - element.scrollTop - element.clientHeight <= NEAR_BOTTOM_PX;
}
