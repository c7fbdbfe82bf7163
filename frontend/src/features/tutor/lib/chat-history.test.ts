import { describe, expect, it } from 'vitest';
import { conversationHistory, type ChatMessage } from './chat-history';

const message = (text: string, isUser: boolean, extra: Partial<ChatMessage> = {}): ChatMessage => ({
  id: text,
  text,
  isUser,
  timestamp: 0,
  ...extra,
});

describe('conversationHistory', () => {
  it('should leave out the greeting and failed or pending answers', () => {
    expect(
      conversationHistory([
        message('Hi, I am your tutor', false),
        message('Question', true),
        message('Sorry...', false, { failed: true }),
        message('Again', true),
        message('Answer', false),
        message('', false, { pending: true }),
      ]),
    ).toEqual([
      { role: 'user', content: 'Question' },
      { role: 'user', content: 'Again' },
      { role: 'assistant', content: 'Answer' },
    ]);
  });

  it('should keep only the last 20 turns and the total under the size cap', () => {
    const many = [message('greeting', false)];
    for (let i = 0; i < 30; i += 1) many.push(message(`q${i}`, i % 2 === 0));
    const turns = conversationHistory(many);
    expect(turns).toHaveLength(20);
    expect(turns[0]!.content).toBe('q10');
    const long = [message('greeting', false)];
    for (let i = 0; i < 10; i += 1) long.push(message('x'.repeat(3999) + i, true));
    expect(conversationHistory(long).reduce((sum, t) => sum + t.content.length, 0)).toBe(24_000);
  });
});
