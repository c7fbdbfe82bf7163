import { tutorConfig } from './tutor.config';

function withEnv<T>(env: Record<string, string>, read: () => T): T {
  const saved = { ...process.env };
  Object.assign(process.env, env);
  try {
    return read();
  } finally {
    process.env = saved;
  }
}

describe('tutorConfig', () => {
  it('should default to the offline tutor and 20 messages per 10 minutes', () => {
    const sut = withEnv({ TUTOR_LLM_URL: '' }, () => tutorConfig());
    expect(sut).toMatchObject({ llmUrl: null, rateLimit: 20, rateWindowMs: 600_000 });
  });

  it('should drop a trailing slash of the API URL', () => {
    const sut = withEnv({ TUTOR_LLM_URL: 'https://api.example.test/v1/' }, () => tutorConfig());
    expect(sut.llmUrl).toBe('https://api.example.test/v1');
  });

  it('should refuse a URL that is not http(s) and a timeout below 100 ms', () => {
    expect(() => withEnv({ TUTOR_LLM_URL: 'ftp://x.test' }, () => tutorConfig())).toThrow(
      /TUTOR_LLM_URL/,
    );
    expect(() => withEnv({ TUTOR_LLM_TIMEOUT_MS: '5' }, () => tutorConfig())).toThrow(
      /TUTOR_LLM_TIMEOUT_MS/,
    );
  });
});
