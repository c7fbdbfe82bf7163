// Assessments benchmark (`npm run bench`): saving a result (POST /api/assessments/:type/results,
// 20 answers, written with its 20 responses in one statement) with wrk at 20 connections, 20
// signed-in members taking turns. Baselines measured in the same run at the same concurrency:
// GET /api/health (no session) and GET /api/assessments/latest (the same members' sessions, one
// read). Target: save p99 <= 50 ms. Needs the built backend (`npm run build`), Debian's wrk,
// PostgreSQL on 127.0.0.1:5432 and Redis on 127.0.0.1:6379 (throttling counters, as deployed).
import { figures, machineLine, memberScript, runLine, wrk } from './support/wrk.mjs';
import { DURATION, runBench, sql } from './support/services.mjs';
import { memberBench } from './support/members.mjs';

const CONNECTIONS = 20;
const MEMBERS = 20;
const TARGET_P99_MS = 50;
let bench = null;

async function main() {
  const answers = Array.from({ length: 20 }, (_, i) => ({ questionId: i + 1, score: (i % 5) + 1 }));
  bench = await memberBench({ name: 'assess', members: MEMBERS });
  const { url, tokens, database, work } = bench;
  const { rows } = await sql(database, 'SHOW server_version');
  console.log(machineLine(rows[0].server_version));
  console.log(`wrk: 2 threads, ${CONNECTIONS} connections, ${DURATION} each, ${MEMBERS} members\n`);
  const run = (path, script) => wrk(`${url}${path}`, { connections: CONNECTIONS, script });

  const runs = [
    ['GET /api/health (baseline, no session)', run('/api/health')],
    [
      'GET /api/assessments/latest (baseline, signed in)',
      run('/api/assessments/latest', memberScript(work, 'latest', tokens)),
    ],
    [
      'POST /api/assessments/maas/results (save)',
      run(
        '/api/assessments/maas/results',
        memberScript(work, 'save', tokens, {
          method: 'POST',
          bodies: [JSON.stringify({ answers })],
        }),
      ),
    ],
  ].map(([label, output]) => ({ label, ...figures(output) }));

  for (const result of runs) console.log(runLine(result, 52));
  const [, latest, save] = runs;
  const stored = await sql(
    database,
    `SELECT (SELECT count(*) FROM assessment_results)::int AS results,
            (SELECT count(*) FROM assessment_responses)::int AS responses`,
  );
  const { results, responses } = stored.rows[0];
  console.log(
    `\nSave vs the signed-in read: ${(save.p99 / latest.p99).toFixed(2)}x p99, ${(save.rps / latest.rps).toFixed(2)}x rps`,
  );
  console.log(
    `Stored: ${results} results with ${responses} responses (${(responses / Math.max(results, 1)).toFixed(0)} each) for ${save.requests} saves`,
  );
  const ok = save.non2xx === 0 && latest.non2xx === 0 && responses === results * 20;
  const met = save.p99 <= TARGET_P99_MS;
  console.log(
    `Target save p99 <= ${TARGET_P99_MS} ms: ${met ? 'met' : 'NOT met'} (${save.p99.toFixed(2)} ms)${ok ? '' : '; ERRORS: non-2xx answers or missing responses'}`,
  );
  if (!ok) process.exitCode = 1;
}

runBench(main, () => bench?.cleanUp());
