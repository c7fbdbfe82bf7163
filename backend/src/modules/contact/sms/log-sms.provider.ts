import { Logger } from '@nestjs/common';
import type { SmsMessage, SmsProvider } from './sms-provider';

/** Local default: the message goes to the log instead of a phone. */
export class LogSmsProvider implements SmsProvider {
  private readonly logger = new Logger(LogSmsProvider.name);

  send(message: SmsMessage): Promise<{ providerMessageId: string | null }> {
    this.logger.log(`SMS to ${message.to} [${message.idempotencyKey}]: ${message.body}`);
    return Promise.resolve({ providerMessageId: null });
  }
}
