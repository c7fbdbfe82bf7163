import { UnrecoverableError } from 'bullmq';
import { Agent as HttpAgent, request as httpRequest } from 'node:http';
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https';
import type { SmsConfig } from '../../../config';
import type { SmsMessage, SmsProvider } from './sms-provider';

/**
 * Twilio's Messages API (or any service speaking it): form-encoded POST with HTTP Basic auth of
 * the account SID and token. The idempotency key travels as `Idempotency-Key` (and Twilio's
 * `I-Twilio-Idempotency-Token`) so a retried request is not sent twice. Plain node:http(s) on
 * kept-alive connections (idle ones do not hold the process open): far less CPU than `fetch`.
 */
export class TwilioSmsProvider implements SmsProvider {
  private readonly url: URL;
  private readonly authorization: string;
  private readonly secure: boolean;
  private readonly agent: HttpAgent;

  constructor(private readonly config: SmsConfig) {
    const { baseUrl, accountSid, authToken } = config;
    this.url = new URL(
      `${baseUrl}/2010-04-01/Accounts/${encodeURIComponent(accountSid)}/Messages.json`,
    );
    this.authorization = `Basic ${Buffer.from(`${accountSid}:${authToken}`).toString('base64')}`;
    this.secure = this.url.protocol === 'https:';
    this.agent = this.secure
      ? new HttpsAgent({ keepAlive: true })
      : new HttpAgent({ keepAlive: true });
  }

  async send(message: SmsMessage): Promise<{ providerMessageId: string | null }> {
    const body = new URLSearchParams({
      To: message.to,
      From: this.config.from,
      Body: message.body,
    }).toString();
    const { status, text } = await this.post(body, message.idempotencyKey);
    if (status < 200 || status >= 300) {
      const reason = `SMS provider answered ${status}: ${text.slice(0, 300)}`;
      // A request the provider will never accept is not retried; overload and outages are.
      const permanent = status >= 400 && status < 500 && ![408, 429].includes(status);
      throw permanent ? new UnrecoverableError(reason) : new Error(reason);
    }
    try {
      const parsed = JSON.parse(text) as { sid?: unknown };
      return { providerMessageId: typeof parsed.sid === 'string' ? parsed.sid : null };
    } catch {
      return { providerMessageId: null };
    }
  }

  private post(body: string, idempotencyKey: string): Promise<{ status: number; text: string }> {
    const request = this.secure ? httpsRequest : httpRequest;
    return new Promise((resolve, reject) => {
      const req = request(
        this.url,
        {
          method: 'POST',
          agent: this.agent,
          headers: {
            authorization: this.authorization,
            'content-type': 'application/x-www-form-urlencoded',
            'content-length': Buffer.byteLength(body),
            accept: 'application/json',
            'idempotency-key': idempotencyKey,
            'i-twilio-idempotency-token': idempotencyKey,
          },
          signal: AbortSignal.timeout(this.config.timeoutMs),
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () =>
            resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }),
          );
          res.on('error', reject);
        },
      );
      req.on('error', reject);
      req.end(body);
    });
  }
}
