/**
 * The load generator, in a process of its own (started by `underLoad` in scripts/bench-server.ts), so what it
 * costs does not depend on the bench's own process, which holds the shop it set up (hundreds of MB), and its
 * memory is counted apart. It receives one `LoadJob` and answers one `LoadOutcome`.
 */
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
 * makes autocannon build that request anew); the rate is the answers over autocannon's measured duration.
 */
async function runJob({ label, plan, runs, expectedStatus }: LoadJob): Promise<LoadFigures> {
  const options = autocannonOptions(plan);
  await autocannon(options);
  const perSecond: number[] = [];
  const p99Ms: number[] = [];
  for (let run = 0; run < runs; run++) {
    const result = await autocannon(options);
    const unexpected =
      expectedStatus === undefined
        ? result.non2xx
        : result.requests.total - (result.statusCodeStats?.[`${expectedStatus}`]?.count ?? 0);
    if (unexpected > 0 || result.errors > 0)
      throw new Error(`${label}: ${unexpected} unexpected answers, ${result.errors} errors`);
    perSecond.push(result.requests.total / result.duration);
    p99Ms.push(result.latency.p99);
  }
  return { label, perSecond, p99Ms, generatorPeakMiB: process.resourceUsage().maxRSS / 1024 };
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
