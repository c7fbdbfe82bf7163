import type { TutorChatRequest, TutorChatResponse } from '@fabrion/shared';
import { env } from '@/config/env';
import { getAccessToken, refreshSession } from '@/lib/auth-session';

/** Reads a server-sent event stream into `{ event, data }` pairs as they arrive. */
export async function* readEvents(
  body: ReadableStream<Uint8Array>,
): AsyncIterable<{ event: string; data: string }> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  for (;;) {
    const { value, done } = await reader.read();
    buffer += decoder.decode(value, { stream: !done });
    let end: number;
    while ((end = buffer.indexOf('\n\n')) >= 0) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const event = /^event: ?(.*)$/m.exec(block)?.[1] ?? 'message';
      const data = block
        .split('\n')
        .filter((line) => line.startsWith('data:'))
        .map((line) => line.slice(5).replace(/^ /, ''))
        .join('\n');
      yield { event, data };
    }
    if (done) return;
  }
}

function post(body: TutorChatRequest, signal?: AbortSignal): Promise<Response> {
  const token = getAccessToken();
  return fetch(`${env.apiBaseUrl}/tutor/chat`, {
    method: 'POST',
    credentials: 'same-origin',
    headers: {
      'content-type': 'application/json',
      accept: 'text/event-stream',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
    signal,
  });
}

/**
 * Asks the tutor (spec §7.13) with the answer streamed: `onText` gets the text so far as it
 * arrives; resolves with the whole answer and its citations. Rejects on any failure (the chat
 * shows the spec's message); an expired access token is refreshed once.
 */
export async function askTutor(
  body: TutorChatRequest,
  onText: (text: string) => void,
  signal?: AbortSignal,
): Promise<TutorChatResponse> {
  let response = await post(body, signal);
  if (response.status === 401 && (await refreshSession())) response = await post(body, signal);
  if (!response.ok || !response.body) throw new Error(`Tutor answered ${response.status}`);
  if (!(response.headers.get('content-type') ?? '').startsWith('text/event-stream'))
    return (await response.json()) as TutorChatResponse;
  let text = '';
  for await (const { event, data } of readEvents(response.body)) {
    if (event === 'delta') {
      text += (JSON.parse(data) as { text: string }).text;
      onText(text);
    } else if (event === 'done') {
      return JSON.parse(data) as TutorChatResponse;
    } else if (event === 'error') {
      throw new Error((JSON.parse(data) as { message: string }).message);
    }
  }
  throw new Error('The answer ended early');
}
