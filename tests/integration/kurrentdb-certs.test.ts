/**
 * KurrentDB's certificates in the distributed mode: deploy/kurrentdb/certs.sh issues them, renew.sh renews
 * them and has KurrentDB load them, check-certs.sh is the renewer's health check. The scripts run here as
 * the compose services run them, with their folders in a temporary directory, against a fake KurrentDB: an
 * HTTPS server serving the node certificate that, like KurrentDB, loads it again from disk on an
 * authenticated `POST /admin/reloadconfig` and answers 401 to anyone else.
 */
import { execFile } from 'node:child_process';
import { X509Certificate } from 'node:crypto';
import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { connect } from 'node:tls';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { repositoryRoot } from '../support/processes';

const scripts = join(repositoryRoot, 'deploy', 'kurrentdb');
const OPS_PASSWORD = 'ops-password-for-the-fake';
const DAY_MS = 86_400_000;

interface Run {
  code: number;
  output: string;
}

let root: string;
let folders: { CA_DIR: string; NODE_DIR: string; PUBLIC_DIR: string };

/** Runs one of the scripts with sh, as the alpine image does, without blocking the fake server. */
function run(script: string, environment: Record<string, string> = {}): Promise<Run> {
  return new Promise((resolve) => {
    execFile(
      'sh',
      [join(scripts, script)],
      {
        env: { PATH: process.env.PATH ?? '', KURRENTDB_UID: '', ...folders, ...environment },
        timeout: 60_000,
      },
      (error, stdout, stderr) => {
        const code = error ? (typeof error.code === 'number' ? error.code : 1) : 0;
        resolve({ code, output: `${stdout}${stderr}` });
      },
    );
  });
}

const nodeCertificatePath = () => join(folders.NODE_DIR, 'node', 'node.crt');
const certificate = async (path: string) => new X509Certificate(await readFile(path));
const daysLeft = (cert: X509Certificate) => (Date.parse(cert.validTo) - Date.now()) / DAY_MS;

/** A fake of KurrentDB's HTTPS endpoint: the node certificate, and its reload on /admin/reloadconfig. */
class FakeKurrentDb {
  readonly reloads: string[] = [];
  private server: Server | undefined;

  async start(): Promise<string> {
    const server = createServer(await this.credentials(), (request, response) => {
      if (request.method !== 'POST' || request.url !== '/admin/reloadconfig') {
        response.writeHead(404).end();
        return;
      }
      // The operation is allowed to $ops and $admins; anyone else, or no one, is refused.
      const [scheme, encoded = ''] = (request.headers.authorization ?? '').split(' ');
      const [user, password] = Buffer.from(encoded, 'base64').toString().split(':');
      if (scheme !== 'Basic' || user !== 'ops' || password !== OPS_PASSWORD) {
        response.writeHead(401, { 'WWW-Authenticate': 'Basic realm="ES"' }).end();
        return;
      }
      this.reloads.push(user);
      this.credentials().then(
        (credentials) => {
          server.setSecureContext(credentials);
          response.writeHead(200).end();
        },
        () => response.writeHead(500).end(),
      );
    });
    this.server = server;
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return `https://localhost:${(server.address() as AddressInfo).port}`;
  }

  /** The certificate a client sees now. */
  served(): Promise<string> {
    const { port } = (this.server?.address() ?? {}) as AddressInfo;
    return new Promise((resolve, reject) => {
      const socket = connect(
        { host: '127.0.0.1', port, servername: 'localhost', rejectUnauthorized: false },
        () => {
          resolve(socket.getPeerX509Certificate()?.fingerprint256 ?? '');
          socket.end();
        },
      );
      socket.on('error', reject);
    });
  }

  async stop(): Promise<void> {
    const server = this.server;
    if (!server) return;
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }

  private async credentials() {
    return {
      key: await readFile(join(folders.NODE_DIR, 'node', 'node.key')),
      cert: await readFile(nodeCertificatePath()),
    };
  }
}

beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'verdant-kurrentdb-certs-'));
  folders = {
    CA_DIR: join(root, 'ca'),
    NODE_DIR: join(root, 'node-certs'),
    PUBLIC_DIR: join(root, 'ca-public'),
  };
});

afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

describe('certs.sh', () => {
  it('makes the CA and a two-year node certificate for KurrentDB’s names, then keeps them', async () => {
    const first = await run('certs.sh');
    expect(first.code, first.output).toBe(0);
    expect(first.output).toContain('making the private CA');

    const ca = await certificate(join(folders.CA_DIR, 'ca.crt'));
    const node = await certificate(nodeCertificatePath());
    expect(ca.ca).toBe(true);
    expect(daysLeft(ca)).toBeGreaterThan(3649);
    expect(node.ca).toBe(false);
    expect(node.verify(ca.publicKey)).toBe(true);
    expect(node.subject).toBe('CN=eventstoredb-node');
    expect(node.subjectAltName).toBe('DNS:kurrentdb, DNS:localhost, IP Address:127.0.0.1');
    expect(node.keyUsage).toEqual(expect.arrayContaining(['1.3.6.1.5.5.7.3.1', '1.3.6.1.5.5.7.3.2']));
    expect(daysLeft(node)).toBeGreaterThan(729);
    expect(daysLeft(node)).toBeLessThanOrEqual(730);
    // KurrentDB trusts the same CA the shop verifies it with; the node's key is its owner's alone.
    const caFile = await readFile(join(folders.CA_DIR, 'ca.crt'), 'utf8');
    expect(await readFile(join(folders.NODE_DIR, 'ca', 'ca.crt'), 'utf8')).toBe(caFile);
    expect(await readFile(join(folders.PUBLIC_DIR, 'ca.crt'), 'utf8')).toBe(caFile);
    expect((await stat(join(folders.NODE_DIR, 'node', 'node.key'))).mode & 0o777).toBe(0o400);

    const second = await run('certs.sh');
    expect(second.code, second.output).toBe(0);
    expect(second.output).toContain('node certificate is current');
    expect((await certificate(nodeCertificatePath())).fingerprint256).toBe(node.fingerprint256);
    expect((await certificate(join(folders.CA_DIR, 'ca.crt'))).fingerprint256).toBe(ca.fingerprint256);
  });

  it('issues the node certificate again by its expiry date, not its age, and when the names change', async () => {
    expect((await run('certs.sh', { NODE_DAYS: '91' })).code).toBe(0);
    const long = await certificate(nodeCertificatePath());
    expect((await run('certs.sh')).output).toContain('node certificate is current');

    await rm(nodeCertificatePath(), { force: true });
    expect((await run('certs.sh', { NODE_DAYS: '89' })).output).toContain('there is none');
    const short = await certificate(nodeCertificatePath());
    expect(short.fingerprint256).not.toBe(long.fingerprint256);

    const renewal = await run('certs.sh');
    expect(renewal.code, renewal.output).toBe(0);
    expect(renewal.output).toMatch(/issuing .* valid 730 days \(it expires within 90 days, on .+\)/);
    expect(daysLeft(await certificate(nodeCertificatePath()))).toBeGreaterThan(729);

    const renamed = await run('certs.sh', { NODE_DNS_NAMES: 'kurrentdb,events.internal' });
    expect(renamed.output).toContain('(the names changed)');
    expect((await certificate(nodeCertificatePath())).subjectAltName).toContain('DNS:events.internal');
  });
});

describe('renew.sh with a fake KurrentDB', () => {
  const fake = new FakeKurrentDb();
  let passwordFile: string;
  let environment: Record<string, string>;

  beforeEach(async () => {
    fake.reloads.length = 0;
    passwordFile = join(root, 'kurrentdb_ops_password');
    await writeFile(passwordFile, `${OPS_PASSWORD}\n`);
    // A node certificate 10 days from its end, which KurrentDB is serving.
    expect((await run('certs.sh', { NODE_DAYS: '10' })).code).toBe(0);
    environment = {
      RENEW_ONCE: '1',
      KURRENTDB_URL: await fake.start(),
      KURRENTDB_RELOAD_PASSWORD_FILE: passwordFile,
    };
  });

  afterEach(() => fake.stop());

  it('is a fake that refuses a reload without the ops user’s credentials, as KurrentDB does', async () => {
    const url = environment.KURRENTDB_URL ?? '';
    const curl = (...args: string[]) =>
      new Promise<string>((resolve) =>
        execFile(
          'curl',
          [
            '--silent',
            '--insecure',
            '--output',
            '/dev/null',
            '--write-out',
            '%{http_code}',
            '--request',
            'POST',
            ...args,
            `${url}/admin/reloadconfig`,
          ],
          (_error, stdout) => resolve(stdout),
        ),
      );
    expect(await curl()).toBe('401');
    expect(await curl('--user', 'ops:wrong')).toBe('401');
    expect(await curl('--user', `ops:${OPS_PASSWORD}`)).toBe('200');
  });

  it('renews a certificate within 90 days of its end and has KurrentDB load it, once', async () => {
    const old = await certificate(nodeCertificatePath());
    expect(await fake.served()).toBe(old.fingerprint256);

    const round = await run('renew.sh', environment);
    expect(round.code, round.output).toBe(0);
    const renewed = await certificate(nodeCertificatePath());
    expect(renewed.fingerprint256).not.toBe(old.fingerprint256);
    expect(daysLeft(renewed)).toBeGreaterThan(729);
    expect(fake.reloads).toEqual(['ops']);
    expect(await fake.served()).toBe(renewed.fingerprint256);
    expect(round.output).toContain(`KurrentDB loaded the node certificate ${renewed.fingerprint256}`);

    // The next day: nothing to renew, nothing to load.
    const next = await run('renew.sh', environment);
    expect(next.code, next.output).toBe(0);
    expect(fake.reloads).toEqual(['ops']);
    expect((await run('check-certs.sh', environment)).code).toBe(0);
  });

  it('keeps a failed reload for the health check, and loads the certificate at the next round', async () => {
    await writeFile(passwordFile, 'not-the-ops-password\n');
    const failed = await run('renew.sh', environment);
    expect(failed.code).not.toBe(0);
    expect(fake.reloads).toEqual([]);
    const renewed = await certificate(nodeCertificatePath());
    expect(await fake.served()).not.toBe(renewed.fingerprint256);
    const health = await run('check-certs.sh', environment);
    expect(health.code).not.toBe(0);
    expect(health.output).toMatch(
      /The last renewal failed: .*KurrentDB did not load the node certificate on disk .*401/,
    );
    expect(health.output).not.toContain('not-the-ops-password');

    await writeFile(passwordFile, OPS_PASSWORD);
    const retried = await run('renew.sh', environment);
    expect(retried.code, retried.output).toBe(0);
    expect(fake.reloads).toEqual(['ops']);
    expect(await fake.served()).toBe(renewed.fingerprint256);
    expect((await run('check-certs.sh', environment)).code).toBe(0);
  });
});

describe('check-certs.sh', () => {
  it('passes with a fresh certificate', async () => {
    expect((await run('certs.sh')).code).toBe(0);
    const health = await run('check-certs.sh');
    expect(health).toEqual({ code: 0, output: '' });
  });

  it('fails 30 days before the node certificate expires, saying when and what to do', async () => {
    expect((await run('certs.sh', { NODE_DAYS: '10' })).code).toBe(0);
    const end = new Date((await certificate(nodeCertificatePath())).validTo).toISOString().slice(0, 10);
    const health = await run('check-certs.sh');
    expect(health.code).not.toBe(0);
    expect(health.output).toMatch(
      new RegExp(
        `^KurrentDB's node certificate expires on ${end} \\(in (9|10) days\\): renew it \\(see docs/distributed-mode\\.md, "Certificates"\\)$`,
        'm',
      ),
    );

    expect((await run('check-certs.sh', { WARN_WITHIN_DAYS: '5' })).code).toBe(0);
  });

  it('fails when the node certificate is missing', async () => {
    const health = await run('check-certs.sh');
    expect(health.code).not.toBe(0);
    expect(health.output).toContain("KurrentDB's node certificate is missing");
  });
});
