import { UnrecoverableError } from 'bullmq';
import type { SmsConfig } from '../../../config';
import type { SmsMessage, SmsProvider } from './sms-provider';

/**
 * Twilio's Messages API (or any service speaking it): form-encoded POST with HTTP Basic auth of
 * the account SID and token. The idempotency key travels as `Idempotency-Key` (and Twilio's
 * `I-Twilio-Idempotency-Token`) so a retried request is not sent twice.
 */
export class TwilioSmsProvider implements SmsProvider {
  constructor(private readonly config: SmsConfig) {}

  async send(message: SmsMessage): Promise<{ providerMessageId: string | null }> {
    const { baseUrl, accountSid, authToken, from, timeoutMs } = this.config;
    const url = `${baseUrl}/2010-04-01/Accounts/${encodeURIComponent(accountSid)}/Messages.json`;
    const response = await fetch(url, {
      method: 'POST',
      headers: {
        authorization: `Basic ${Buffer.from(`${accountSid}:${authToken}`).toString('base64')}`,
        'content-type': 'application/x-www-form-urlencoded',
        accept: 'application/json',
        'idempotency-key': message.idempotencyKey,
        'i-twilio-idempotency-token': message.idempotencyKey,
      },
      body: new URLSearchParams({ To: message.to, From: from, Body: message.body }).toString(),
      signal: AbortSignal.timeout(timeoutMs),
    });
    const text = await response.text();
    if (!response.ok) {
      const reason = `SMS provider answered ${response.status}: ${text.slice(0, 300)}`;
      // A request the provider will never accept is not retried; overload and outages are.
      const permanent =
        response.status >= 400 && response.status < 500 && ![408, 429].includes(response.status);
      throw permanent ? new UnrecoverableError(reason) : new Error(reason);
    }
    try {
      const body = JSON.parse(text) as { sid?: unknown };
      return { providerMessageId: typeof body.sid === 'string' ? body.sid : null };
    } catch {
      return { providerMessageId: null };
    }
  }
}
