/** BullMQ queue of staff notifications for contact submissions. */
export const CONTACT_QUEUE = 'contact-notifications';
export const SMS_JOB = 'send-sms';

/** Data of an SMS job: ids only; the worker reads what the message needs from PostgreSQL. */
export interface SmsJobData {
  outboxId: string;
  submissionId: string;
}

/** Injection tokens. */
export const SMS_PROVIDER = Symbol('SMS_PROVIDER');
/** Worker tuning when this process runs the notification worker, `null` when it does not. */
export const CONTACT_WORKER_ENABLED = Symbol('CONTACT_WORKER_ENABLED');
