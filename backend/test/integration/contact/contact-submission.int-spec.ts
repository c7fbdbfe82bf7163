import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { DataSource } from 'typeorm';
import { Clock } from '../../../src/common/clock';
import { contactPayload } from '../../factories/contact.factory';
import { FakeClock } from '../../setup/fake-clock';
import { createTestApp } from '../../setup/test-app';

describe('POST /api/contact', () => {
  let sut: NestFastifyApplication;
  let db: DataSource;
  const clock = new FakeClock();

  const post = (payload: unknown) =>
    sut.inject({ method: 'POST', url: '/api/contact', payload: payload as object });
  const rows = (email: string) =>
    db.query(`SELECT * FROM home_contact_submissions WHERE email = $1 ORDER BY created_at`, [
      email,
    ]) as Promise<Array<Record<string, unknown>>>;

  beforeAll(async () => {
    sut = await createTestApp({
      env: { CONTACT_IP_LIMIT: '100000', QUEUE_WORKER_IN_PROCESS: 'false' },
      override: (builder) => builder.overrideProvider(Clock).useValue(clock),
    });
    db = sut.get(DataSource);
  });

  afterAll(async () => {
    await sut.close();
  });

  it('should save a valid submission with its outbox record and answer 201 { id }', async () => {
    const payload = contactPayload();
    const response = await post(payload);
    expect(response.statusCode).toBe(201);
    const { id } = response.json<{ id: string }>();
    expect(Object.keys(response.json())).toEqual(['id']);
    const [row] = await rows(payload.email as string);
    expect(row).toMatchObject({ id, name: 'Ana Popescu', interest: 'digital-twin', spam: false });
    const outbox = await db.query(`SELECT * FROM contact_outbox WHERE submission_id = $1`, [id]);
    expect(outbox).toHaveLength(1);
  });

  it('should trim, escape HTML-special characters and lowercase the email', async () => {
    const payload = contactPayload({
      name: '  <b>Ana</b> & "Co"  ',
      email: '  Ana.UPPER@Example.COM ',
      company: " O'Brien <Ltd> ",
      message: '  <script>alert(1)</script> hello there  ',
    });
    expect((await post(payload)).statusCode).toBe(201);
    const [row] = await rows('ana.upper@example.com');
    expect(row).toMatchObject({
      name: '&lt;b&gt;Ana&lt;/b&gt; &amp; &quot;Co&quot;',
      email: 'ana.upper@example.com',
      company: 'O&#x27;Brien &lt;Ltd&gt;',
      message: '&lt;script&gt;alert(1)&lt;/script&gt; hello there',
    });
  });

  it('should store optional fields as null when absent or blank', async () => {
    const payload = contactPayload({ phone: '   ', company: undefined });
    expect((await post(payload)).statusCode).toBe(201);
    const [row] = await rows(payload.email as string);
    expect(row).toMatchObject({ phone: null, company: null });
  });

  it('should store the lead context with the submission', async () => {
    const payload = contactPayload({
      context: {
        utmSource: 'linkedin',
        utmMedium: 'social',
        utmCampaign: 'maas-2025',
        referrer: 'https://www.linkedin.com/',
        landingPage: '/services/digital-twin?utm_source=linkedin',
      },
    });
    expect((await post(payload)).statusCode).toBe(201);
    const [row] = await rows(payload.email as string);
    expect(row).toMatchObject({
      utm_source: 'linkedin',
      utm_medium: 'social',
      utm_campaign: 'maas-2025',
      utm_term: null,
      referrer: 'https://www.linkedin.com/',
      landing_page: '/services/digital-twin?utm_source=linkedin',
    });
  });

  const invalid: Array<[string, Record<string, unknown>, string, string]> = [
    ['name', { name: 'A' }, 'name', 'Name must be at least 2 characters'],
    ['name (only spaces)', { name: '    ' }, 'name', 'Name must be at least 2 characters'],
    ['name missing', { name: undefined }, 'name', 'Name must be at least 2 characters'],
    ['name', { name: 'x'.repeat(101) }, 'name', 'Name must be less than 100 characters'],
    ['email', { email: 'not-an-email' }, 'email', 'Please enter a valid email address'],
    ['email', { email: 'a@b' }, 'email', 'Please enter a valid email address'],
    ['email number', { email: 42 }, 'email', 'Please enter a valid email address'],
    ['phone', { phone: '0721 123 456' }, 'phone', 'Please enter a valid phone number'],
    ['phone', { phone: '+1234567890123456 7' }, 'phone', 'Please enter a valid phone number'],
    ['phone', { phone: '+40 abc' }, 'phone', 'Please enter a valid phone number'],
    [
      'company',
      { company: 'c'.repeat(101) },
      'company',
      'Company name must be less than 100 characters',
    ],
    ['interest', { interest: 'blockchain' }, 'interest', 'Please select an area of interest'],
    ['interest missing', { interest: undefined }, 'interest', 'Please select an area of interest'],
    ['message', { message: 'too short' }, 'message', 'Message must be at least 10 characters'],
    [
      'message',
      { message: 'm'.repeat(1001) },
      'message',
      'Message must be less than 1000 characters',
    ],
    ['unknown field', { admin: true }, 'admin', 'property admin should not exist'],
  ];

  it.each(invalid)(
    'should reject an invalid %s with the spec message',
    async (_, change, field, message) => {
      const payload = contactPayload(change);
      const response = await post(payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ statusCode: 400, errors: { [field]: message } });
      if (typeof payload.email === 'string') expect(await rows(payload.email)).toHaveLength(0);
    },
  );

  it('should report every invalid field at once', async () => {
    const response = await post({ name: '', email: '', interest: '', message: '' });
    expect(response.json()).toEqual({
      statusCode: 400,
      message: 'Validation failed',
      errors: {
        name: 'Name must be at least 2 characters',
        email: 'Please enter a valid email address',
        interest: 'Please select an area of interest',
        message: 'Message must be at least 10 characters',
      },
    });
  });

  it('should accept the edge lengths and a 16-digit phone', async () => {
    const payload = contactPayload({
      name: 'Al',
      company: 'c'.repeat(100),
      message: 'm'.repeat(1000),
      phone: '+(123) 456-7890-123456',
    });
    expect((await post(payload)).statusCode).toBe(201);
  });

  it('should store a filled honeypot flagged, answer success and owe no notification', async () => {
    const payload = contactPayload({ website: 'http://spam.example' });
    const response = await post(payload);
    expect(response.statusCode).toBe(201);
    const [row] = await rows(payload.email as string);
    expect(row).toMatchObject({ spam: true, spam_reason: 'honeypot' });
    expect(
      await db.query(`SELECT 1 FROM contact_outbox WHERE submission_id = $1`, [row!.id]),
    ).toEqual([]);
  });

  it('should flag a form sent faster than a person can fill it', async () => {
    const payload = contactPayload({ fillTimeMs: 300 });
    expect((await post(payload)).statusCode).toBe(201);
    expect(await rows(payload.email as string)).toMatchObject([
      { spam: true, spam_reason: 'fill-time' },
    ]);
  });

  describe('per-email limits', () => {
    it('should accept one of four quick submissions and refuse the rest with 429', async () => {
      const email = `quick.${Date.now()}@example.com`;
      const responses = [];
      for (let i = 0; i < 4; i++) responses.push(await post(contactPayload({ email })));
      expect(responses.map((r) => r.statusCode)).toEqual([201, 429, 429, 429]);
      for (const refused of responses.slice(1)) {
        expect(refused.json()).toEqual({
          statusCode: 429,
          message: 'Please wait at least 1 minute between submissions.',
        });
        expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(59);
      }
      expect(await rows(email)).toHaveLength(1);
    });

    it('should accept three spaced by a minute and refuse a fourth within five minutes', async () => {
      const email = `spaced.${Date.now()}@example.com`;
      const statuses = [];
      for (let i = 0; i < 3; i++) {
        statuses.push((await post(contactPayload({ email: email.toUpperCase() }))).statusCode);
        clock.advance(61_000);
      }
      expect(statuses).toEqual([201, 201, 201]);
      const fourth = await post(contactPayload({ email }));
      expect(fourth.statusCode).toBe(429);
      expect(fourth.json()).toMatchObject({
        message: 'Too many submissions. Please wait 2 minute(s) before trying again.',
      });
      expect(fourth.headers['retry-after']).toBe('117');
      clock.advance(117_000);
      expect((await post(contactPayload({ email }))).statusCode).toBe(201);
      expect(await rows(email)).toHaveLength(4);
    });

    it('should hold under concurrency: ten at once for one email → exactly one saved', async () => {
      const email = `burst.${Date.now()}@example.com`;
      clock.advance(10 * 60_000);
      const responses = await Promise.all(
        Array.from({ length: 10 }, () => post(contactPayload({ email }))),
      );
      expect(responses.filter((r) => r.statusCode === 201)).toHaveLength(1);
      expect(responses.filter((r) => r.statusCode === 429)).toHaveLength(9);
      expect(await rows(email)).toHaveLength(1);
    });
  });
});
