import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import { freePort } from './ports';

export interface ChatCompletionsRequest {
  headers: IncomingHttpHeaders;
  body: {
    model: string;
    stream?: boolean;
    messages: Array<{ role: string; content: string }>;
  };
}

/** How the server behaves for the next requests (change it between tests). */
export interface ChatCompletionsBehaviour {
  /** The answer's text, split into these pieces when streamed. */
  pieces: string[];
  /** Answer with this status and an error body instead. */
  status?: number;
  /** Wait this long before answering (ms). */
  delayMs?: number;
  /** When streaming, stall this long after the first piece (ms). */
  stallMs?: number;
}

export interface ChatCompletionsServer {
  url: string;
  requests: ChatCompletionsRequest[];
  behaviour: ChatCompletionsBehaviour;
  stop(): Promise<void>;
}

// Unref: a stalled answer never keeps the test process alive after the server stopped.
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms).unref());

function sendEvent(res: ServerResponse, data: unknown) {
  res.write(`data: ${typeof data === 'string' ? data : JSON.stringify(data)}\n\n`);
}

/**
 * A local server speaking OpenAI's chat-completions protocol: `POST /v1/chat/completions` answers a
 * `chat.completion` object, or with `stream: true` `chat.completion.chunk` events (`data:` lines,
 * first a role delta, then content deltas, a finish chunk and `data: [DONE]`).
 */
export async function startChatCompletionsServer(): Promise<ChatCompletionsServer> {
  const requests: ChatCompletionsRequest[] = [];
  const state: ChatCompletionsServer = {
    url: '',
    requests,
    behaviour: { pieces: ['Hello'] },
    stop: () => Promise.resolve(),
  };
  const sockets = new Set<import('node:net').Socket>();
  const server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
    req.on('end', () => {
      void (async () => {
        if (req.method !== 'POST' || req.url !== '/v1/chat/completions') {
          res.writeHead(404).end();
          return;
        }
        const body = JSON.parse(raw) as ChatCompletionsRequest['body'];
        requests.push({ headers: req.headers, body });
        const { pieces, status, delayMs, stallMs } = state.behaviour;
        if (delayMs) await sleep(delayMs);
        if (res.destroyed) return;
        if (status && status !== 200) {
          res
            .writeHead(status, { 'content-type': 'application/json' })
            .end(JSON.stringify({ error: { message: 'Upstream failure', type: 'server_error' } }));
          return;
        }
        const base = { id: 'chatcmpl-test', created: 1_700_000_000, model: body.model };
        if (!body.stream) {
          res.writeHead(200, { 'content-type': 'application/json' }).end(
            JSON.stringify({
              ...base,
              object: 'chat.completion',
              choices: [
                {
                  index: 0,
                  message: { role: 'assistant', content: pieces.join('') },
                  finish_reason: 'stop',
                },
              ],
              usage: { prompt_tokens: 10, completion_tokens: 5, total_tokens: 15 },
            }),
          );
          return;
        }
        res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
        const chunk = (delta: object, finish: string | null = null) => ({
          ...base,
          object: 'chat.completion.chunk',
          choices: [{ index: 0, delta, finish_reason: finish }],
        });
        sendEvent(res, chunk({ role: 'assistant', content: '' }));
        for (const [index, piece] of pieces.entries()) {
          sendEvent(res, chunk({ content: piece }));
          if (index === 0 && stallMs) await sleep(stallMs);
          if (res.destroyed) return;
        }
        sendEvent(res, chunk({}, 'stop'));
        sendEvent(res, '[DONE]');
        res.end();
      })();
    });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  state.url = `http://127.0.0.1:${port}/v1`;
  state.stop = () =>
    new Promise<void>((resolve) => {
      for (const socket of sockets) socket.destroy();
      server.close(() => resolve());
    });
  return state;
}

/** Parses a server-sent event body into `{ event, data }` pairs. */
export function parseEventStream(text: string): Array<{ event: string; data: unknown }> {
  return text
    .split('\n\n')
    .filter((block) => block.trim())
    .map((block) => {
      const event = /^event: (.*)$/m.exec(block)?.[1] ?? 'message';
      const data = block
        .split('\n')
        .filter((line) => line.startsWith('data: '))
        .map((line) => line.slice(6))
        .join('\n');
      return { event, data: JSON.parse(data) as unknown };
    });
}
