import { Inject, Injectable } from '@nestjs/common';
import type { ConfigType } from '@nestjs/config';
import { tutorConfig } from '../../../config/tutor.config';
import type { TutorProvider, TutorQuestion } from '../tutor.types';
import { chatMessages } from './tutor-prompt';

/** The model's API failed, answered something unreadable, or was silent too long. */
export class TutorProviderError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'TutorProviderError';
  }
}

interface Completion {
  choices?: Array<{ message?: { content?: unknown }; delta?: { content?: unknown } }>;
}

/**
 * An OpenAI-compatible chat-completions API (`POST {TUTOR_LLM_URL}/chat/completions`), plain or
 * streamed (server-sent `data:` lines, `[DONE]` at the end). TUTOR_LLM_TIMEOUT_MS bounds the wait
 * for the answer and, when streaming, for each next piece; the caller's signal aborts the call.
 */
@Injectable()
export class OpenAiTutorProvider implements TutorProvider {
  readonly name = 'openai-compatible';

  constructor(@Inject(tutorConfig.KEY) private readonly config: ConfigType<typeof tutorConfig>) {}

  async *answer(
    question: TutorQuestion,
    options: { stream: boolean; signal: AbortSignal },
  ): AsyncIterable<string> {
    const timeout = new AbortController();
    let timer: NodeJS.Timeout | undefined;
    const arm = () => {
      clearTimeout(timer);
      timer = setTimeout(() => timeout.abort(), this.config.llmTimeoutMs);
    };
    const signal = AbortSignal.any([options.signal, timeout.signal]);
    arm();
    try {
      const response = await fetch(`${this.config.llmUrl}/chat/completions`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          accept: options.stream ? 'text/event-stream' : 'application/json',
          ...(this.config.llmKey ? { authorization: `Bearer ${this.config.llmKey}` } : {}),
        },
        body: JSON.stringify({
          model: this.config.llmModel,
          messages: chatMessages(question),
          temperature: 0.2,
          stream: options.stream,
        }),
        signal,
      });
      if (!response.ok) {
        await response.body?.cancel();
        throw new TutorProviderError(`The model API answered ${response.status}`);
      }
      if (!options.stream) {
        const body = (await response.json()) as Completion;
        const content = body.choices?.[0]?.message?.content;
        if (typeof content !== 'string' || !content.trim())
          throw new TutorProviderError('The model API answered without content');
        yield content;
        return;
      }
      if (!response.body) throw new TutorProviderError('The model API sent no stream');
      let received = false;
      for await (const data of serverSentData(response.body)) {
        arm();
        if (data === '[DONE]') break;
        let chunk: Completion;
        try {
          chunk = JSON.parse(data) as Completion;
        } catch {
          throw new TutorProviderError('The model API streamed unreadable data');
        }
        const piece = chunk.choices?.[0]?.delta?.content;
        if (typeof piece === 'string' && piece) {
          received = true;
          yield piece;
        }
      }
      if (!received) throw new TutorProviderError('The model API streamed no content');
    } catch (error) {
      if (timeout.signal.aborted && !options.signal.aborted)
        throw new TutorProviderError(`The model API was silent for ${this.config.llmTimeoutMs} ms`);
      if (error instanceof TutorProviderError || options.signal.aborted) throw error;
      throw new TutorProviderError(`The model API is unreachable: ${(error as Error).message}`);
    } finally {
      clearTimeout(timer);
    }
  }
}

/** The `data:` payloads of a server-sent event stream, one per event. */
export async function* serverSentData(body: ReadableStream<Uint8Array>): AsyncIterable<string> {
  const decoder = new TextDecoder();
  let buffer = '';
  let data: string[] = [];
  for await (const bytes of body as unknown as AsyncIterable<Uint8Array>) {
    buffer += decoder.decode(bytes, { stream: true });
    let newline: number;
    while ((newline = buffer.search(/\r?\n/)) >= 0) {
      const line = buffer.slice(0, newline);
      buffer = buffer.slice(buffer[newline] === '\r' ? newline + 2 : newline + 1);
      if (line === '') {
        if (data.length) yield data.join('\n');
        data = [];
      } else if (line.startsWith('data:')) {
        data.push(line.slice(5).replace(/^ /, ''));
      }
    }
  }
  if (data.length) yield data.join('\n');
}
