import fc from 'fast-check';
import { Client } from 'pg';
import { createDatabase, dropDatabase } from '../setup/test-database';
import { type Deployment, startDeployment } from './support/deployment';
import { request } from './support/http';
import { casesFor, type OpenApiDocument, operationsOf } from './support/openapi-cases';

const ADMIN = { email: 'fuzz-admin@fabrion.test', password: 'Fuzz-Admin-Passw0rd!' };
const MIN_CASES = 500;
/** Audit trails written on purpose for refused requests (denials, limit hits, failed sign-ins). */
const AUDIT_TABLES = new Set(['security_events', 'auth_failures', 'migrations']);

/**
 * Every operation of the served OpenAPI document, fuzzed with cases generated from its schemas
 * (fast-check): never a 5xx, a payload that breaks its schema answers 400, and a refused request
 * writes no row. The operations are read from the document, so new endpoints are fuzzed as they
 * land.
 */
describe('System: OpenAPI fuzzing', () => {
  let deployment: Deployment;
  let database: { name: string; url: string };
  let db: Client;
  let token: string;
  let tables: string[];
  let sent = 0;

  beforeAll(async () => {
    database = await createDatabase('fabrion_sys_fuzz');
    deployment = await startDeployment({
      databaseUrl: database.url,
      redisUrl: 'redis://127.0.0.1:6379',
      instances: 1,
      worker: false,
      env: {
        AUTH_ADMIN_EMAIL: ADMIN.email,
        AUTH_ADMIN_PASSWORD: ADMIN.password,
        CONTACT_IP_LIMIT: '100000',
        THROTTLE_DEFAULT_LIMIT: '100000',
        AUTH_LOGIN_IP_LIMIT: '100000',
        AUTH_LINK_IP_LIMIT: '100000',
        LOG_LEVEL: 'warn',
        SEED_ON_START: 'false',
      },
    });
    db = new Client({ connectionString: database.url });
    await db.connect();
    tables = (
      await db.query(
        `SELECT table_schema || '.' || table_name AS name FROM information_schema.tables
          WHERE table_schema = 'public' AND table_type = 'BASE TABLE'`,
      )
    ).rows
      .map((row: { name: string }) => row.name)
      .filter((name: string) => !AUDIT_TABLES.has(name.split('.')[1]!));
    const signedIn = await request(`${deployment.url}/api/auth/login`, { body: ADMIN });
    token = signedIn.json<{ accessToken: string }>().accessToken;
  }, 240_000);

  afterAll(async () => {
    await db?.end();
    await deployment?.dispose();
    if (database) await dropDatabase(database.name);
  });

  const rowCounts = async () =>
    (
      await db.query(
        tables
          .map((name) => `SELECT '${name}' AS name, count(*)::int AS n FROM ${name}`)
          .join(' UNION ALL '),
      )
    ).rows
      .map((row: { name: string; n: number }) => `${row.name}=${row.n}`)
      .join(' ');

  it(`should answer every operation's generated cases (>= ${MIN_CASES}) without a 5xx`, async () => {
    const document = (
      await request(`${deployment.url}/api/docs/openapi.json`)
    ).json<OpenApiDocument>();
    const operations = operationsOf(document);
    expect(operations.length).toBeGreaterThan(20);
    const perOperation = Math.ceil(MIN_CASES / operations.length) + 4;
    const outcomes: Record<string, number> = {};
    let invalidCases = 0;
    for (const operation of operations) {
      await fc.assert(
        fc.asyncProperty(casesFor(document, operation), async (fuzz) => {
          const query = new URLSearchParams(fuzz.query).toString();
          const before = await rowCounts();
          const response = await request(
            `${deployment.url}${fuzz.path}${query ? `?${query}` : ''}`,
            {
              method: operation.method,
              body:
                operation.method === 'GET' || operation.method === 'DELETE'
                  ? undefined
                  : fuzz.body === undefined
                    ? {}
                    : fuzz.body,
              headers: operation.authenticated ? { authorization: `Bearer ${token}` } : {},
              from: `127.0.4.${(sent % 200) + 1}`,
            },
          );
          sent += 1;
          const label = `${operation.method} ${operation.template} -> ${response.status} (${fuzz.why}): ${response.text().slice(0, 300)}`;
          outcomes[String(response.status)] = (outcomes[String(response.status)] ?? 0) + 1;
          expect([label, response.status < 500]).toEqual([label, true]);
          if (fuzz.invalid) {
            invalidCases += 1;
            // 400; or 404 when the generated path itself names nothing (a random path parameter:
            // an unknown resource is refused before its body is read), 414 when it is too long for nginx.
            expect([label, [404, 414].includes(response.status) ? 400 : response.status]).toEqual([
              label,
              400,
            ]);
          }
          if (response.status >= 400) expect([label, await rowCounts()]).toEqual([label, before]);
        }),
        { numRuns: perOperation, seed: Number(process.env.FUZZ_SEED ?? Date.now() % 1_000_000) },
      );
    }
    process.stdout.write(
      `OpenAPI fuzzing: ${operations.length} operations, ${sent} cases (${invalidCases} breaking the schema), statuses ${JSON.stringify(outcomes)}\n`,
    );
    expect(sent).toBeGreaterThanOrEqual(MIN_CASES);
  }, 240_000);
});
