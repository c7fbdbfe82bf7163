// Masterclass benchmark (`npm run bench -- masterclass`): the tutor's offline answer
// (POST /api/tutor/chat: validation, per-member limits in Redis, full-text retrieval over 1,000
// lessons of transcript, the extractive answer) at 10 connections by 10 signed-in members, and the
// cached course list as shipped (GET /api/masterclass, signed in) at the same concurrency. Targets: tutor p95
// <= 100 ms; course list p99 <= 10 ms. Needs the built backend (`npm run build`), Debian's wrk,
// PostgreSQL on 127.0.0.1:5432 and Redis on 127.0.0.1:6379.
import pg from 'pg';
import { memberBench } from './support/members.mjs';
import { DURATION, runBench, sql } from './support/services.mjs';
import { figures, machineLine, memberScript, processCpuMs, runLine, wrk } from './support/wrk.mjs';

const CONNECTIONS = 10;
const MEMBERS = 10;
const LESSONS = 1000;
const TARGET_TUTOR_P95_MS = 100;
const TARGET_LIST_P99_MS = 10;
const QUESTIONS = [
  'How long is the term of a Machine-as-a-Service subscription?',
  'What does billing-grade metering need?',
  'How do I agree a baseline for a performance-based contract?',
  'Why does redeployment matter for Robotics-as-a-Service?',
  'How should sales compensation change with recurring revenue?',
];
let bench = null;

/**
 * Grows the seeded course to LESSONS lessons in 50 more sections: each new lesson's transcript
 * is the seeded transcripts' sentences shuffled into a new text of similar length (the same
 * vocabulary, different documents), so retrieval works on realistic text.
 */
async function growCourse(database) {
  const seeded = await sql(
    database,
    'SELECT title, description, transcript FROM masterclass_modules_lessons',
  );
  const sentences = seeded.rows.flatMap((row) => row.transcript.split(/(?<=[.!?])\s+/));
  let seed = 42;
  const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  const missing = LESSONS - seeded.rows.length;
  const client = new pg.Client({ connectionString: database });
  await client.connect();
  try {
    const sections = await client.query(
      `INSERT INTO masterclass_modules (title, order_index)
       SELECT 'Bench section ' || n, 100 + n FROM generate_series(1, 50) AS n RETURNING id`,
    );
    const rows = Array.from({ length: missing }, (_, i) => {
      const text = Array.from(
        { length: 14 },
        () => sentences[Math.floor(random() * sentences.length)],
      ).join(' ');
      const source = seeded.rows[i % seeded.rows.length];
      return [
        sections.rows[i % 50].id,
        `${source.title} (${i + 1})`,
        source.description,
        text,
        Math.floor(i / 50),
      ];
    });
    await client.query(
      `INSERT INTO masterclass_modules_lessons (section_id, title, description, duration, transcript, order_index)
       SELECT s, t, d, '10:00', x, o FROM unnest($1::uuid[], $2::text[], $3::text[], $4::text[], $5::int[]) AS r(s, t, d, x, o)`,
      [0, 1, 2, 3, 4].map((k) => rows.map((row) => row[k])),
    );
    const total = await client.query(
      'SELECT count(*)::int AS n, sum(length(transcript))::int AS chars FROM masterclass_modules_lessons',
    );
    return total.rows[0];
  } finally {
    await client.end();
  }
}

async function main() {
  bench = await memberBench({
    name: 'course',
    members: MEMBERS,
    env: {
      SEED_ON_START: 'true',
      TUTOR_LLM_URL: '',
      TUTOR_RATE_LIMIT: '100000000',
      TUTOR_DAILY_LIMIT: '100000000',
    },
  });
  const { url, tokens, database, work } = bench;
  // Each run with the backend's CPU time per request (what the code costs, whatever the load).
  const run = (path, script) => {
    const before = processCpuMs(bench.backend.pid);
    const output = wrk(`${url}${path}`, { connections: CONNECTIONS, script });
    const requests = figures(output).requests;
    return { output, cpuUs: ((processCpuMs(bench.backend.pid) - before) * 1000) / requests };
  };
  // Baseline: the lightest signed-in read (the session check every member route pays: a JWT,
  // the session and user rows and the session's last-activity update).
  const meOutput = run('/api/auth/me', memberScript(work, 'me', tokens));
  // The course list as shipped (the seeded course), cached after the first request.
  const listOutput = run('/api/masterclass', memberScript(work, 'course', tokens));
  const course = await growCourse(database);
  const lesson = (
    await sql(
      database,
      `SELECT id FROM masterclass_modules_lessons WHERE title = 'Designing a Machine-as-a-Service offer'`,
    )
  ).rows[0].id;
  const { rows } = await sql(database, 'SHOW server_version');
  console.log(machineLine(rows[0].server_version));
  console.log(
    `Course list: the shipped course; tutor: ${course.n} lessons, ${(course.chars / 1e6).toFixed(2)} M characters of transcript; wrk: 2 threads, ${CONNECTIONS} connections, ${DURATION} each, ${MEMBERS} members\n`,
  );
  // With the language, as the page sends it (without, the account's language is read first).
  const bodies = QUESTIONS.map((message) =>
    JSON.stringify({ message, currentLesson: lesson, language: 'en' }),
  );
  const runs = [
    ['GET /api/auth/me (baseline, signed in)', meOutput],
    ['GET /api/masterclass (cached, signed in)', listOutput],
    [
      'POST /api/tutor/chat (offline tutor)',
      run('/api/tutor/chat', memberScript(work, 'tutor', tokens, { method: 'POST', bodies })),
    ],
  ].map(([label, { output, cpuUs }]) => ({ label, cpuUs, ...figures(output) }));
  for (const result of runs)
    console.log(`${runLine(result, 44, { p95: true })}   CPU ${result.cpuUs.toFixed(0)} µs/req`);
  const [, list, tutor] = runs;
  const ok = list.non2xx === 0 && tutor.non2xx === 0;
  console.log(
    `\nTarget tutor p95 <= ${TARGET_TUTOR_P95_MS} ms: ${tutor.p95 <= TARGET_TUTOR_P95_MS ? 'met' : 'NOT met'} (${tutor.p95.toFixed(2)} ms)`,
  );
  console.log(
    `Target course list p99 <= ${TARGET_LIST_P99_MS} ms: ${list.p99 <= TARGET_LIST_P99_MS ? 'met' : 'NOT met'} (${list.p99.toFixed(2)} ms)${ok ? '' : '; ERRORS: non-2xx answers'}`,
  );
  if (!ok) process.exitCode = 1;
}

runBench(main, () => bench?.cleanUp());
