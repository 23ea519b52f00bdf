import { type ChildProcess, spawn } from 'node:child_process';
import { connect } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { freePort } from './free-port';

export interface RunningRedis {
  url: string;
  stop(): Promise<void>;
}

/**
 * Starts a short-lived redis-server on a loopback port (a free one unless given): memory-only, or with an
 * append-only file in `dir`, so that one started again on the same port and folder has the same data.
 */
export async function startRedisServer(options: { port?: number; dir?: string } = {}): Promise<RunningRedis> {
  const port = options.port ?? (await freePort());
  const persistence = options.dir ? ['--dir', options.dir, '--appendonly', 'yes'] : ['--appendonly', 'no'];
  const child = spawn(
    'redis-server',
    [
      '--port',
      String(port),
      '--bind',
      '127.0.0.1',
      '--save',
      '',
      ...persistence,
      '--maxmemory-policy',
      'noeviction',
    ],
    { stdio: 'ignore' },
  );
  const exited = new Promise<never>((_, reject) => {
    child.once('error', (error) => reject(new Error(`redis-server could not start: ${error.message}`)));
    child.once('exit', (code) => reject(new Error(`redis-server exited early with code ${code}`)));
  });
  await Promise.race([waitForPing(port), exited]);
  return { url: `redis://127.0.0.1:${port}`, stop: () => stopChild(child) };
}

async function waitForPing(port: number): Promise<void> {
  for (let attempt = 0; attempt < 100; attempt++) {
    if (await answersPing(port)) return;
    await sleep(50);
  }
  throw new Error(`redis-server on port ${port} did not answer PING`);
}

function answersPing(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.once('data', (data) => {
      socket.destroy();
      resolve(data.toString().startsWith('+PONG'));
    });
    socket.once('error', () => resolve(false));
  });
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}
