import { parseArgs } from 'node:util';
import { allProjections } from '@verdant/projections';
import { allReports } from '@verdant/projections/reports/index';

export const USAGE = `Usage: npm run verify:stack -- --url <the shop's address> --admin-email <an admin's email> [options]

Proves a running stack end to end with a throwaway customer and coupon, which it removes at the end.
From the environment: VERIFY_ADMIN_PASSWORD (that admin's password), ADMIN_SIGNIN_CODE (the back office's
secret code) and, when that admin has two-factor sign-in, VERIFY_ADMIN_TOTP_SECRET (its authenticator secret).

Options:
  --servers <n>                 how many servers stand behind --url; each must answer (default 1)
  --report <name>               the report a job worker builds (default coupon-effectiveness)
  --read-model <name>           the read model \`rebuild --check\` proves (default coupons)
  --rebuild-check-via <command> runs the check in the stack, e.g. "docker compose exec -T projection-worker";
                                without it, the check runs here against EVENTSTORE_URL and MONGODB_URL (or
                                DATA_DIR) from the environment, and is not run when none is set
  --help                        this text

Exit code: 0 when every step passed, 1 when one failed, 2 when one could not be run (not proven), 64 for
a wrong command line.`;

export class UsageError extends Error {}

/** How the read model is checked: by a command that reaches the stack's stores, or not at all (why not). */
export type RebuildCheckRoute = { command: string[] } | { notRun: string };

export interface Settings {
  url: string;
  admin: { email: string; password: string; secretCode: string; totpSecret: string | null };
  servers: number;
  report: string;
  readModel: string;
  rebuildCheck: RebuildCheckRoute;
}

/** The command that runs `rebuild --check` here, as `npm run rebuild` does. */
const LOCAL_REBUILD = [process.execPath, '--import', 'tsx', 'workers/src/rebuild.ts'];
/** The same inside a shop container, whose working folder is the repository's. */
const IN_CONTAINER_REBUILD = ['node', '--import', 'tsx', 'workers/src/rebuild.ts'];

export function settingsFrom(argv: string[], env: NodeJS.ProcessEnv): Settings | 'help' {
  const { values } = parseArgs({
    args: argv,
    options: {
      url: { type: 'string' },
      'admin-email': { type: 'string' },
      servers: { type: 'string', default: '1' },
      report: { type: 'string', default: 'coupon-effectiveness' },
      'read-model': { type: 'string', default: 'coupons' },
      'rebuild-check-via': { type: 'string' },
      help: { type: 'boolean', default: false },
    },
    strict: true,
  });
  if (values.help) return 'help';
  const url = values.url?.replace(/\/+$/, '');
  if (!url || !/^https?:\/\/[^/]+/.test(url))
    throw new UsageError("--url must be the shop's http(s):// address");
  const email = values['admin-email'] ?? env.VERIFY_ADMIN_EMAIL;
  if (!email) throw new UsageError('--admin-email is required');
  const password = env.VERIFY_ADMIN_PASSWORD;
  if (!password) throw new UsageError("VERIFY_ADMIN_PASSWORD must hold that admin's password");
  const secretCode = env.ADMIN_SIGNIN_CODE;
  if (!secretCode) throw new UsageError("ADMIN_SIGNIN_CODE must hold the back office's secret code");
  const servers = Number(values.servers);
  if (!Number.isInteger(servers) || servers < 1 || servers > 20)
    throw new UsageError('--servers must be a whole number from 1 to 20');
  const reports = allReports.map(({ name }) => name);
  if (!reports.includes(values.report))
    throw new UsageError(`Unknown report: ${values.report}\nKnown reports: ${reports.join(', ')}`);
  const readModels = allProjections.map(({ name }) => name);
  if (!readModels.includes(values['read-model']))
    throw new UsageError(
      `Unknown read model: ${values['read-model']}\nKnown read models: ${readModels.join(', ')}`,
    );
  return {
    url,
    admin: { email, password, secretCode, totpSecret: env.VERIFY_ADMIN_TOTP_SECRET || null },
    servers,
    report: values.report,
    readModel: values['read-model'],
    rebuildCheck: rebuildCheckRoute(values['rebuild-check-via'], env),
  };
}

function rebuildCheckRoute(via: string | undefined, env: NodeJS.ProcessEnv): RebuildCheckRoute {
  if (via !== undefined) {
    const prefix = via.trim().split(/\s+/).filter(Boolean);
    if (prefix.length === 0) throw new UsageError('--rebuild-check-via needs a command');
    return { command: [...prefix, ...IN_CONTAINER_REBUILD] };
  }
  // Only stores named on purpose: the defaults would check this machine's own data folder, not the stack's.
  if (env.EVENTSTORE_URL || env.MONGODB_URL || env.DATA_DIR) return { command: LOCAL_REBUILD };
  return {
    notRun:
      'no way to reach the stack\'s stores: give --rebuild-check-via "docker compose exec -T projection-worker", or EVENTSTORE_URL and MONGODB_URL',
  };
}
