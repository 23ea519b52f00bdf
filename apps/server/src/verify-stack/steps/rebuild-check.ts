import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { NotRun, type Step } from '../proof';
import type { Run } from '../run';

export const READ_MODEL_CHECKED = 'A read model equals its events (rebuild --check)';

const CHECK_WITHIN_MS = 10 * 60_000;
const repositoryRoot = fileURLToPath(new URL('../../../../..', import.meta.url));

/**
 * `npm run rebuild -- <read model> --check`: replays the read model's events into scratch collections up to
 * where the live one stands and compares them document by document. It needs the stack's stores, which the
 * stack keeps off the network: run in one of its containers (--rebuild-check-via), or here when the stores'
 * addresses are given. Without either it is not run, and the proof says so.
 */
export const readModelChecked: Step<Run> = {
  title: READ_MODEL_CHECKED,
  timeoutMs: CHECK_WITHIN_MS + 10_000,
  async run({ settings }) {
    const route = settings.rebuildCheck;
    if ('notRun' in route) throw new NotRun(route.notRun);
    const [command, ...args] = [...route.command, settings.readModel, '--check'];
    const { code, output } = await runToEnd(command!, args);
    const summary = output.split('\n').find((line) => line.startsWith(`${settings.readModel} v`));
    if (code !== 0)
      throw new Error(
        `\`${[command, ...args].join(' ')}\` exited with ${code}:\n${output.trim().split('\n').slice(-12).join('\n')}`,
      );
    if (!summary?.endsWith('equal to its events'))
      throw new Error(`the check said nothing of ${settings.readModel}:\n${output.trim()}`);
    return summary;
  },
};

function runToEnd(command: string, args: string[]): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: repositoryRoot, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr.on('data', (chunk) => {
      output += chunk;
    });
    const timer = setTimeout(() => child.kill('SIGINT'), CHECK_WITHIN_MS);
    child.once('error', (error) => {
      clearTimeout(timer);
      reject(new Error(`\`${command}\` could not be started: ${error.message}`));
    });
    child.once('close', (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    });
  });
}
