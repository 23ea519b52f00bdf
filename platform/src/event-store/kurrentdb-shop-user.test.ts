import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { StreamMetadata } from '@eventstore/db-client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ensureShopUser, type ShopUserOptions } from './kurrentdb-shop-user';

const ADMIN = { user: 'admin', password: 'admin-password' };
const SHOP = { user: 'verdant', password: 'shop-password' };

/**
 * A fake of KurrentDB's `POST /users/` over HTTPS: admins only (401 otherwise, as KurrentDB answers), 201 for
 * a new login name and 409 for a taken one.
 */
class FakeKurrentDbUsers {
  readonly users = new Map<string, { fullName: string; groups: string[]; password: string }>();
  private server: Server | undefined;

  async start(key: Buffer, cert: Buffer): Promise<number> {
    this.server = createServer({ key, cert }, (request, response) => {
      const expected = `Basic ${Buffer.from(`${ADMIN.user}:${ADMIN.password}`).toString('base64')}`;
      if (request.headers.authorization !== expected) return void response.writeHead(401).end();
      if (request.method !== 'POST' || request.url !== '/users/') return void response.writeHead(404).end();
      let body = '';
      request.on('data', (chunk) => {
        body += chunk;
      });
      request.on('end', () => {
        const user = JSON.parse(body) as {
          loginName: string;
          fullName: string;
          groups: string[];
          password: string;
        };
        if (this.users.has(user.loginName)) return void response.writeHead(409).end('Conflict');
        this.users.set(user.loginName, user);
        response.writeHead(201).end();
      });
    });
    const server = this.server;
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return (server.address() as AddressInfo).port;
  }

  async stop(): Promise<void> {
    const server = this.server;
    if (server) await new Promise((resolve) => server.close(resolve));
  }
}

/** `$all`'s metadata, kept as KurrentDB keeps it: written only with the admin's credentials. */
class FakeAllMetadata {
  metadata: StreamMetadata | undefined;
  writes = 0;

  async getStreamMetadata(stream: string) {
    expect(stream).toBe('$all');
    return { streamName: '$$$all', metadata: this.metadata };
  }

  async setStreamMetadata(
    stream: string,
    metadata: StreamMetadata,
    options?: { credentials?: { username: string; password: string } },
  ) {
    expect(stream).toBe('$all');
    if (options?.credentials?.username !== ADMIN.user || options.credentials.password !== ADMIN.password)
      throw new Error('Access denied');
    this.metadata = metadata;
    this.writes++;
    return { success: true as const, nextExpectedRevision: BigInt(this.writes - 1), position: undefined };
  }
}

let folder: string;
let options: ShopUserOptions;
const users = new FakeKurrentDbUsers();

beforeEach(async () => {
  users.users.clear();
  folder = mkdtempSync(join(tmpdir(), 'verdant-kurrentdb-users-'));
  // A self-signed certificate for localhost: its own CA.
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '1',
      '-subj',
      '/CN=localhost',
      '-addext',
      'subjectAltName=DNS:localhost',
      '-keyout',
      join(folder, 'node.key'),
      '-out',
      join(folder, 'ca.crt'),
    ],
    { stdio: 'ignore' },
  );
  const port = await users.start(
    readFileSync(join(folder, 'node.key')),
    readFileSync(join(folder, 'ca.crt')),
  );
  options = { host: `localhost:${port}`, caFile: join(folder, 'ca.crt'), admin: ADMIN, shop: SHOP };
});

afterEach(async () => {
  await users.stop();
  rmSync(folder, { recursive: true, force: true });
});

describe('ensureShopUser', () => {
  it('makes the shop a user in no group and lets it read $all, keeping $all’s other readers', async () => {
    const all = new FakeAllMetadata();
    all.metadata = { acl: { readRoles: ['reporting'] }, maxAge: 0 } as StreamMetadata;

    expect(await ensureShopUser(options, all)).toEqual([
      'created the user verdant',
      'verdant may read $all now',
    ]);
    expect(users.users.get('verdant')).toEqual({
      loginName: 'verdant',
      fullName: 'Verdant shop',
      groups: [],
      password: SHOP.password,
    });
    expect(all.metadata).toEqual({ acl: { readRoles: ['$admins', 'reporting', 'verdant'] }, maxAge: 0 });
  });

  it('changes nothing the second time', async () => {
    const all = new FakeAllMetadata();
    await ensureShopUser(options, all);
    expect(await ensureShopUser(options, all)).toEqual([
      'the user verdant exists already',
      'verdant may read $all already',
    ]);
    expect(all.writes).toBe(1);
  });

  it('fails, saying so, when KurrentDB refuses the admin', async () => {
    await expect(
      ensureShopUser({ ...options, admin: { user: 'admin', password: 'wrong' } }, new FakeAllMetadata()),
    ).rejects.toThrow('KurrentDB answered 401 to creating the user verdant');
  });

  it('does not trust a KurrentDB whose certificate another CA signed', async () => {
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'rsa:2048',
        '-nodes',
        '-days',
        '1',
        '-subj',
        '/CN=localhost',
        '-keyout',
        join(folder, 'other.key'),
        '-out',
        join(folder, 'other.crt'),
      ],
      { stdio: 'ignore' },
    );
    await expect(
      ensureShopUser({ ...options, caFile: join(folder, 'other.crt') }, new FakeAllMetadata()),
    ).rejects.toThrow(/self.signed|certificate/i);
    expect(users.users.size).toBe(0);
  });
});
