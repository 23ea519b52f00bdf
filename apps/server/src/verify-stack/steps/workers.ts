import type { Step } from '../proof';
import type { Run } from '../run';
import { ADMIN_SIGNS_IN } from './admin-sign-in';

export const WORKERS_ALIVE =
  'Every projection and the reactions are fed by a live worker, and a job worker is alive';

/** What /healthz tells a signed-in admin (plugins/health.ts). */
interface HealthDetail {
  status: string;
  instance?: { id: string; host: string; pid: number };
  eventStore?: { ok: boolean; error?: string };
  readStore?: { ok: boolean; error?: string };
  jobQueue?: { ok: boolean; error?: string };
  projections?: { name: string; state: string; lag: string; error: string | null }[];
  reactions?: { name: string; state: string; error: string | null }[];
  leases?: { lease: string; holder: string | null }[] | { error: string } | null;
  jobWorkers?: { host: string; checkedAt: string }[] | null;
}

/**
 * Reads /healthz as the admin until every expected server answered: each must be healthy, and must say who
 * feeds what. Where workers feed the read models (leases named), each projection's lease and the
 * reactions' must be held, which they are only while the holder renews them; where job workers work the
 * queues, one must have reported within the last minute.
 */
export const workersAlive: Step<Run> = {
  title: WORKERS_ALIVE,
  needs: [ADMIN_SIGNS_IN],
  async run(run) {
    const answers = await healthOfEachServer(run);
    const problems: string[] = [];
    for (const [server, health] of answers) problems.push(...serverProblems(server, health));
    const health = [...answers.values()].at(-1)!;
    const lines = [`servers: ${[...answers.keys()].join(', ')}`];

    if (!health.leases) lines.push('the servers feed the read models and run the reactions themselves');
    else if ('error' in health.leases) problems.push(`the leases could not be read: ${health.leases.error}`);
    else {
      const free = health.leases.filter(({ holder }) => holder === null).map(({ lease }) => lease);
      if (free.length > 0)
        problems.push(
          `no live worker holds the lease of ${free.join(', ')}: is the projection worker running? (a lease runs out once its holder stops renewing it)`,
        );
      const holders = new Set(health.leases.flatMap(({ holder }) => (holder ? [holder] : [])));
      lines.push(
        `${health.leases.length - free.length} of ${health.leases.length} leases held, by ${[...holders].join(', ') || 'nobody'}`,
      );
    }

    if (!health.jobWorkers) lines.push('the servers work the job queues themselves');
    else if (health.jobWorkers.length === 0)
      problems.push(
        'no job worker reported in the last minute (job-worker-health-*.json in the shared data folder): is the job worker running?',
      );
    else lines.push(`job workers reporting: ${health.jobWorkers.map(({ host }) => host).join(', ')}`);

    const lag = Math.max(0, ...(health.projections ?? []).map(({ lag }) => Number(lag)));
    lines.push(`${health.projections?.length ?? 0} projections, the furthest behind by ${lag}`);
    if (problems.length > 0) throw new Error(problems.join('\n'));
    return lines.join('\n');
  },
};

async function healthOfEachServer(run: Run): Promise<Map<string, HealthDetail>> {
  const answers = new Map<string, HealthDetail>();
  const expected = run.settings.servers;
  for (let attempt = 0; attempt < expected * 8 && answers.size < expected; attempt++) {
    const response = await run.admin.get('/healthz');
    if (response.status === 404)
      throw new Error(
        "/healthz answered 404: the proxy answers it to private addresses only; run the proof from the stack's host or its network",
      );
    const health = (await response.json()) as HealthDetail;
    if (!health.instance)
      throw new Error(
        `/healthz answered ${response.status} with no detail: is the admin's session not seen, or the server older than this check?`,
      );
    answers.set(health.instance.id, health);
  }
  if (answers.size < expected)
    throw new Error(
      `only ${answers.size} of the ${expected} servers answered /healthz (${[...answers.keys()].join(', ')})`,
    );
  return answers;
}

function serverProblems(server: string, health: HealthDetail): string[] {
  const problems: string[] = [];
  for (const [store, answer] of Object.entries({
    'event store': health.eventStore,
    'read store': health.readStore,
    'job queue': health.jobQueue,
  }))
    if (answer && !answer.ok)
      problems.push(`server ${server}: the ${store} does not answer: ${answer.error}`);
  for (const running of [...(health.projections ?? []), ...(health.reactions ?? [])])
    if (running.state === 'failed')
      problems.push(`server ${server}: ${running.name} failed: ${running.error}`);
  if (problems.length === 0 && health.status !== 'ok')
    problems.push(`server ${server}: /healthz says ${health.status}`);
  return problems;
}
