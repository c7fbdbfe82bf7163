import { registerAs } from '@nestjs/config';
import { z } from 'zod';
import { int, optionalString, optionalUrl, validateEnv } from './validate-env';

const schema = z.object({
  /**
   * Base URL of an OpenAI-compatible chat-completions API (`{url}/chat/completions`), e.g.
   * https://api.openai.com/v1. Unset: the offline tutor answers from the course passages alone.
   */
  TUTOR_LLM_URL: optionalUrl(['http', 'https']),
  TUTOR_LLM_MODEL: z.string().min(1).default('gpt-4o-mini'),
  /** Bearer key of the API (optional: a local server may need none). */
  TUTOR_LLM_KEY: optionalString(),
  /** Longest wait for the API's answer, or between two streamed pieces of it, in ms. */
  TUTOR_LLM_TIMEOUT_MS: int(20_000, 100, 300_000),
  /** Course passages (lessons) retrieved for one question. */
  TUTOR_PASSAGES: int(4, 1, 10),
  /** Messages one member may send per window (every instance shares the count through Redis). */
  TUTOR_RATE_LIMIT: int(20, 1),
  TUTOR_RATE_WINDOW_MS: int(10 * 60_000, 1000),
  /** Messages one member may send per 24 hours. */
  TUTOR_DAILY_LIMIT: int(200, 1),
});

export const tutorConfig = registerAs('tutor', () => {
  const env = validateEnv('tutor', schema);
  return {
    llmUrl: env.TUTOR_LLM_URL?.replace(/\/+$/, '') ?? null,
    llmModel: env.TUTOR_LLM_MODEL,
    llmKey: env.TUTOR_LLM_KEY ?? null,
    llmTimeoutMs: env.TUTOR_LLM_TIMEOUT_MS,
    passages: env.TUTOR_PASSAGES,
    rateLimit: env.TUTOR_RATE_LIMIT,
    rateWindowMs: env.TUTOR_RATE_WINDOW_MS,
    dailyLimit: env.TUTOR_DAILY_LIMIT,
  };
});

export type TutorConfig = ReturnType<typeof tutorConfig>;
