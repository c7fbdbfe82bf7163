import {
  type AuthTestApp,
  createAuthApp,
  login,
  seedUser,
  uniqueEmail,
} from '../../setup/auth-app';

const TRIES = 200;

function median(values: number[]): number {
  const sorted = [...values].sort((x, y) => x - y);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** Known and unknown e-mails: the same status and body, and no usable timing difference. */
describe('Account enumeration', () => {
  let ctx: AuthTestApp;

  beforeAll(async () => {
    ctx = await createAuthApp({
      env: { AUTH_LOGIN_EMAIL_LIMIT: '100000', AUTH_LOGIN_IP_LIMIT: '100000' },
    });
  });

  afterAll(async () => {
    await ctx.app.close();
  });

  it(`should answer known and unknown e-mails alike (median gap < 10 ms over ${TRIES} tries)`, async () => {
    const user = await seedUser(ctx.app);
    const invited = await seedUser(ctx.app, { status: 'invited' });
    const unknown = uniqueEmail('nobody');
    await login(ctx.app, unknown, 'Warm-up-1'); // the dummy hash is computed once
    const known: number[] = [];
    const missing: number[] = [];
    const bodies = new Set<string>();
    for (let i = 0; i < TRIES; i++) {
      // Interleaved so machine load affects both series alike.
      for (const [email, bucket] of [
        [user.email, known],
        [unknown, missing],
      ] as const) {
        const started = process.hrtime.bigint();
        const result = await login(ctx.app, email, `Wrong-password-${i}`);
        bucket.push(Number(process.hrtime.bigint() - started) / 1e6);
        expect(result.status).toBe(401);
        bodies.add(JSON.stringify(result.body));
      }
    }
    const invitedResult = await login(ctx.app, invited.email, 'Wrong-password-x');
    bodies.add(JSON.stringify(invitedResult.body));
    expect([...bodies]).toEqual([
      JSON.stringify({ statusCode: 401, message: 'Invalid login credentials' }),
    ]);
    const gap = Math.abs(median(known) - median(missing));
    process.stdout.write(
      `enumeration: median known ${median(known).toFixed(2)} ms, unknown ${median(missing).toFixed(2)} ms, gap ${gap.toFixed(2)} ms\n`,
    );
    expect(gap).toBeLessThan(10);
  }, 240_000);
});
