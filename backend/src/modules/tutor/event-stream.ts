import type { TutorStreamEvent } from '@fabrion/shared';
import type { FastifyReply } from 'fastify';

/**
 * Writes `events` as a server-sent event stream on the raw response (taken over from Fastify,
 * which keeps the headers already set, e.g. the security headers). The signal aborts when the
 * client goes away, so the work behind the stream can stop.
 */
export async function sendEventStream(
  reply: FastifyReply,
  events: (signal: AbortSignal) => AsyncIterable<TutorStreamEvent>,
): Promise<void> {
  reply.hijack();
  const raw = reply.raw;
  const closed = new AbortController();
  raw.on('close', () => closed.abort());
  raw.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-store',
    'x-accel-buffering': 'no',
    'x-request-id': String(reply.request.id),
  });
  try {
    for await (const { event, data } of events(closed.signal)) {
      if (closed.signal.aborted) break;
      raw.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
    }
  } finally {
    raw.end();
  }
}
