import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import fc from 'fast-check';
import { validateContactForm } from '@fabrion/shared';
import { DataSource } from 'typeorm';
import { createTestApp } from '../../setup/test-app';

const FIELDS = ['name', 'email', 'phone', 'company', 'interest', 'message'] as const;

/** Random payloads, near-valid and hostile: never a 5xx, and nothing stored unless valid. */
describe('POST /api/contact (property)', () => {
  let sut: NestFastifyApplication;
  let db: DataSource;

  beforeAll(async () => {
    sut = await createTestApp({
      env: {
        CONTACT_IP_LIMIT: '100000',
        QUEUE_WORKER_IN_PROCESS: 'false',
        CONTACT_MIN_FILL_MS: '0',
      },
    });
    db = sut.get(DataSource);
  });

  afterAll(async () => {
    await sut.close();
  });

  const anyValue = fc.oneof(
    fc.string({ maxLength: 40 }),
    fc.string({ minLength: 90, maxLength: 120 }),
    fc.string({ minLength: 995, maxLength: 1010 }),
    fc.integer(),
    fc.boolean(),
    fc.constant(null),
    fc.array(fc.string(), { maxLength: 2 }),
    fc.dictionary(fc.string({ maxLength: 5 }), fc.string({ maxLength: 5 }), { maxKeys: 2 }),
  );
  const nearValid = fc.record(
    {
      name: fc.oneof(fc.string({ minLength: 0, maxLength: 110 }), anyValue),
      email: fc.oneof(
        fc.emailAddress(),
        fc.emailAddress().map((e) => ` ${e.toUpperCase()} `),
        fc.string({ maxLength: 30 }),
        anyValue,
      ),
      phone: fc.oneof(fc.stringMatching(/^\+?[0-9 ()-]{0,22}$/), anyValue),
      company: fc.oneof(fc.string({ maxLength: 105 }), anyValue),
      interest: fc.oneof(
        fc.constantFrom('strategy-consulting', 'digital-twin', 'managed-optimization'),
        anyValue,
      ),
      message: fc.oneof(fc.string({ minLength: 5, maxLength: 1005 }), anyValue),
      fillTimeMs: fc.oneof(fc.nat(), anyValue),
      context: fc.oneof(fc.record({ utmSource: fc.string({ maxLength: 600 }) }), anyValue),
      website: fc.oneof(fc.constant(''), anyValue),
      extra: anyValue,
    },
    { requiredKeys: [] },
  );
  const valid = fc.record({
    name: fc.string({ minLength: 2, maxLength: 100 }).filter((v) => v.trim().length >= 2),
    email: fc.emailAddress().filter((e) => e.length <= 254),
    interest: fc.constantFrom('strategy-consulting', 'dlt-solutions', 'partner-ecosystems'),
    message: fc.string({ minLength: 10, maxLength: 1000 }).filter((v) => v.trim().length >= 10),
    fillTimeMs: fc.nat(),
  });
  const body = fc.oneof(
    { weight: 4, arbitrary: valid.map((payload) => JSON.stringify(payload)) },
    { weight: 8, arbitrary: nearValid.map((payload) => JSON.stringify(payload)) },
    { weight: 1, arbitrary: fc.json() },
    { weight: 1, arbitrary: fc.string({ maxLength: 60 }) },
  );

  it('should never answer 5xx and store only valid payloads (1,000 runs)', async () => {
    const count = async () =>
      Number((await db.query(`SELECT count(*) AS n FROM home_contact_submissions`))[0].n);
    let stored = 0;
    let accepted = 0;
    await fc.assert(
      fc.asyncProperty(body, async (raw) => {
        const before = await count();
        const response = await sut.inject({
          method: 'POST',
          url: '/api/contact',
          headers: { 'content-type': 'application/json' },
          payload: raw,
        });
        expect(response.statusCode).toBeLessThan(500);
        const after = await count();
        let parsed: unknown;
        try {
          parsed = JSON.parse(raw);
        } catch {
          parsed = undefined;
        }
        const isObject = typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed);
        const valid =
          isObject &&
          Object.keys(validateContactForm(parsed as Record<string, unknown>)).length === 0;
        if (response.statusCode === 201) {
          accepted += 1;
          expect(valid).toBe(true);
          expect(
            Object.keys(parsed as object).every((k) =>
              [...FIELDS, 'fillTimeMs', 'context', 'website'].includes(k),
            ),
          ).toBe(true);
          expect(after).toBe(before + 1);
          stored += 1;
        } else {
          expect(after).toBe(before);
        }
      }),
      { numRuns: 1000 },
    );
    expect(stored).toBe(accepted);
    // The generator must reach the valid path, or the property says little.
    expect(accepted).toBeGreaterThan(10);
  }, 180_000);
});
