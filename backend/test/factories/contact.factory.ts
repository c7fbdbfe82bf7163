import { randomUUID } from 'node:crypto';
import type { ContactSubmissionRequest } from '@fabrion/shared';

/** A valid contact payload (distinct email each call) with a human fill time. */
export function contactPayload(
  overrides: Partial<Record<keyof ContactSubmissionRequest, unknown>> = {},
): Record<string, unknown> {
  return {
    name: 'Ana Popescu',
    email: `ana.${randomUUID().slice(0, 8)}@example.com`,
    phone: '+40 721 123 456',
    company: 'Rotor Works',
    interest: 'digital-twin',
    message: 'We would like to discuss a digital twin for our plant.',
    fillTimeMs: 8000,
    ...overrides,
  };
}
