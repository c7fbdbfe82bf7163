/** One text message to one number; the key makes a repeated request a no-op at the provider. */
export interface SmsMessage {
  to: string;
  body: string;
  idempotencyKey: string;
}

export interface SmsProvider {
  send(message: SmsMessage): Promise<{ providerMessageId: string | null }>;
}
