// The member benches' set-up: a database of their own, the backend with Redis (throttling
// counters, as deployed), active members each signed in once, and the clean-up of all of it.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import argon2 from 'argon2';
import {
  createDatabase,
  dropDatabase,
  dropRedisKeys,
  REDIS_URL,
  sql,
  startBackend,
  stopProcess,
} from './services.mjs';

const PASSWORD = 'Bench-Harbour-42!Kx';

/** `count` active members (as staff would create them), each signed in once: their access tokens. */
async function signedInMembers(database, url, count) {
  const hash = await argon2.hash(PASSWORD, { type: argon2.argon2id });
  const tokens = [];
  for (let i = 0; i < count; i += 1) {
    const email = `bench-member-${i}@bench.example`;
    const { rows } = await sql(
      database,
      `INSERT INTO users (email, password_hash, role, status) VALUES ($1, $2, 'member', 'active')
       RETURNING id`,
      [email, hash],
    );
    await sql(database, `INSERT INTO profiles (id, full_name, updated_at) VALUES ($1, $2, now())`, [
      rows[0].id,
      `Bench Member ${i}`,
    ]);
    const response = await fetch(`${url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: PASSWORD }),
    });
    if (!response.ok)
      throw new Error(`sign-in failed: ${response.status} ${await response.text()}`);
    tokens.push((await response.json()).accessToken);
  }
  return tokens;
}

/**
 * A member bench: `{ work, database, url, tokens, cleanUp }` once `members` members are signed
 * in. `name` names the database and temporary folder; `env` adds to the backend's environment.
 */
export async function memberBench({ name, members, env = {} }) {
  const work = mkdtempSync(join(tmpdir(), `fabrion-${name}-bench-`));
  const state = { work, backend: null, database: null };
  const redisPrefix = `fabrion-bench-${name}-${randomBytes(4).toString('hex')}`;
  state.cleanUp = async () => {
    await stopProcess(state.backend?.child);
    if (state.database) await dropDatabase(state.database.name);
    await dropRedisKeys(redisPrefix);
    rmSync(work, { recursive: true, force: true });
  };
  try {
    state.database = await createDatabase(`fabrion_bench_${name}`);
    state.backend = await startBackend(
      {
        DATABASE_URL: state.database.url,
        REDIS_URL,
        REDIS_KEY_PREFIX: redisPrefix,
        AUTH_JWT_SECRET: randomBytes(32).toString('hex'),
        AUTH_BREACH_API_URL: '',
        AUTH_LOGIN_IP_LIMIT: '100000',
        MAIL_DIR: join(work, 'mail'),
        ...env,
      },
      { onSpawn: (child) => (state.backend = { child }) },
    );
    const tokens = await signedInMembers(state.database.url, state.backend.url, members);
    return {
      work,
      database: state.database.url,
      url: state.backend.url,
      backend: state.backend.child,
      tokens,
      cleanUp: state.cleanUp,
    };
  } catch (error) {
    await state.cleanUp();
    throw error;
  }
}
