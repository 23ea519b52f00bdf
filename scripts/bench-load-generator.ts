/**
 * The load generator, in a process of its own (started by `underLoad` in scripts/bench-server.ts), so what it
 * costs does not depend on the bench's own process, which holds the shop it set up (hundreds of MB), and its
 * memory is counted apart. It receives one `LoadJob` and answers one `LoadOutcome`.
 */
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';
import type { LoadFigures, LoadJob, LoadOutcome, LoadPlan } from './bench-load-plan';

process.once('message', (job: LoadJob) => {
  runJob(job).then(
    (figures) => answer({ figures }),
    (error: unknown) => answer({ error: error instanceof Error ? error.message : String(error) }),
  );
});

function answer(outcome: LoadOutcome) {
  process.send?.(outcome, () => process.disconnect());
}

/**
 * One unreported warm-up run, since the server's first seconds include compiling its hot paths, then the
 * measured runs. Any error, or any answer but a 2xx (or the one status expected), fails the job: refusals are
 * cheap and would flatter the figures. Nothing is added per request but what a rotating request needs (a hook
 * makes autocannon build that request anew) and, for a run of a set amount, the time of the last answer.
 */
async function runJob({ label, plan, runs, expectedStatus, serverPid }: LoadJob): Promise<LoadFigures> {
  const options = autocannonOptions(plan);
  await autocannon(options);
  const perSecond: number[] = [];
  const p99Ms: number[] = [];
  const serverCpuMicros: number[] = [];
  const generatorCpuMicros: number[] = [];
  for (let run = 0; run < runs; run++) {
    const serverBefore = processCpuMicros(serverPid);
    const generatorBefore = process.cpuUsage();
    const { result, seconds } = await measuredRun(options);
    const generatorSpent = process.cpuUsage(generatorBefore);
    const serverAfter = processCpuMicros(serverPid);
    const unexpected =
      expectedStatus === undefined
        ? result.non2xx
        : result.requests.total - (result.statusCodeStats?.[`${expectedStatus}`]?.count ?? 0);
    if (unexpected > 0 || result.errors > 0)
      throw new Error(`${label}: ${unexpected} unexpected answers, ${result.errors} errors`);
    perSecond.push(result.requests.total / seconds);
    p99Ms.push(result.latency.p99);
    generatorCpuMicros.push((generatorSpent.user + generatorSpent.system) / result.requests.total);
    if (serverBefore !== null && serverAfter !== null)
      serverCpuMicros.push((serverAfter - serverBefore) / result.requests.total);
  }
  return {
    label,
    perSecond,
    p99Ms,
    serverCpuMicros: serverCpuMicros.length === runs ? serverCpuMicros : null,
    generatorCpuMicros,
    generatorPeakMiB: process.resourceUsage().maxRSS / 1024,
  };
}

/**
 * One run, and how long it took. A run of a set duration takes autocannon's own measure. A run of a set amount
 * ends with its last answer, but autocannon reports its end at its next one-second tick: 2,500 orders answered
 * in 4.2 s would count as 5 s.
 */
function measuredRun(options: autocannon.Options): Promise<{ result: autocannon.Result; seconds: number }> {
  return new Promise((resolve, reject) => {
    const startedAt = performance.now();
    let lastAnswerAt = startedAt;
    const run = autocannon(options, (error: unknown, result: autocannon.Result) => {
      if (error) reject(error);
      else
        resolve({
          result,
          seconds: options.amount === undefined ? result.duration : (lastAnswerAt - startedAt) / 1000,
        });
    });
    if (options.amount !== undefined)
      run.on('response', () => {
        lastAnswerAt = performance.now();
      });
  });
}

/** Linux reports a process's CPU time in /proc in USER_HZ ticks, 100 a second whatever the kernel's own rate. */
const CPU_TICKS_PER_SECOND = 100;

/** User and system CPU time of a process, all its threads, in microseconds; null where /proc cannot say. */
function processCpuMicros(pid: number | undefined): number | null {
  if (pid === undefined) return null;
  let stat: string;
  try {
    stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  } catch {
    return null;
  }
  // The fields after the command name (which may hold spaces, hence the last ')'): utime and stime are the
  // 14th and 15th of the line.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1_000_000) / CPU_TICKS_PER_SECOND;
}

/** Built once for all runs, so rotating requests go on with the next turn after the warm-up. */
function autocannonOptions({ requests, ...plan }: LoadPlan): autocannon.Options {
  // Without requests of its own, autocannon sends its default one to `url`: the key must then be absent.
  if (requests === undefined) return plan;
  return {
    ...plan,
    requests: requests.map((request): autocannon.Request => {
      if (!('bodies' in request)) return request;
      const { cookies, bodies, contentType, ...fixed } = request;
      let sent = 0;
      return {
        ...fixed,
        setupRequest(built) {
          const turn = sent++;
          return {
            ...built,
            headers: { 'content-type': contentType, cookie: cookies[turn % cookies.length]! },
            body: bodies[turn % bodies.length]!,
          };
        },
      };
    }),
  };
}
