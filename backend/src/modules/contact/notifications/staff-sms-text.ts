import { unescapeContactText } from '@fabrion/shared';
import type { ContactSubmissionEntity } from '../entities/contact-submission.entity';

const MAX_MESSAGE = 300;

/** The staff SMS: who, how to reach them, what about, and the start of the message. */
export function staffSmsText(
  submission: Pick<
    ContactSubmissionEntity,
    'name' | 'email' | 'phone' | 'company' | 'interest' | 'message'
  >,
): string {
  const plain = (value: string | null) => (value ? unescapeContactText(value) : null);
  const message = plain(submission.message)!;
  const who = [plain(submission.name), plain(submission.company)].filter(Boolean).join(', ');
  const reach = [submission.email, plain(submission.phone)].filter(Boolean).join(' / ');
  const excerpt = message.length > MAX_MESSAGE ? `${message.slice(0, MAX_MESSAGE - 1)}…` : message;
  return `New contact (${submission.interest}): ${who} <${reach}>: ${excerpt}`;
}
