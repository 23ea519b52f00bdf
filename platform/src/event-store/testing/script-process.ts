import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { withTimeout } from './contract-fixtures';

/** Runs one of this folder's TypeScript scripts in a child Node process, talking to it line by line. */
export function startScript(scriptName: string, args: readonly string[]) {
  const script = fileURLToPath(new URL(`./${scriptName}`, import.meta.url));
  const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], {
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
    stderr += chunk;
  });
  const exited = once(child, 'exit').then(([code]) => code as number | null);
  const lines = createInterface({ input: child.stdout })[Symbol.asyncIterator]();

  return {
    /** The next line the script prints; fails if it exits first or stays silent for `timeoutMs`. */
    async nextLine(timeoutMs = 15_000): Promise<string> {
      const line = lines.next().then((result) => {
        if (result.done) throw new Error(`${scriptName} exited without output. stderr:\n${stderr}`);
        return result.value;
      });
      return withTimeout(line, timeoutMs, () => `${scriptName} printed nothing. stderr:\n${stderr}`);
    },
    send(line: string): void {
      child.stdin.write(`${line}\n`);
    },
    async exitCode(timeoutMs = 15_000): Promise<number | null> {
      return withTimeout(exited, timeoutMs, () => `${scriptName} did not exit. stderr:\n${stderr}`);
    },
    kill(): void {
      if (child.exitCode === null) child.kill();
    },
  };
}
