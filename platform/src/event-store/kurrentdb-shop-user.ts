import { readFileSync } from 'node:fs';
import { request } from 'node:https';
import type { StreamMetadata } from '@eventstore/db-client';

/**
 * The shop's own KurrentDB user, made by the kurrentdb-users one-shot of docker-compose.yml so the shop
 * never signs in as `admin`. Its rights are what the shop does and no more:
 * - append to and read its own streams: KurrentDB's default ACL ($userStreamAcl) gives every signed-in user
 *   that on streams without an ACL of their own, which the shop's are;
 * - read `$all` (the projections' feed and the store's head): `$all` counts as a system stream, read by
 *   `$admins` alone unless its own ACL says otherwise, so the user is added to `$all`'s read roles;
 * - nothing else: in no group, so not in `$admins` (users, ACLs, scavenges, system streams) or `$ops`
 *   (shutdown, configuration reloads).
 * Both steps are idempotent: an existing user (409) is left as it is, and `$all`'s ACL is written only
 * when it lacks the user.
 */
export interface ShopUserOptions {
  /** KurrentDB's host and port, such as kurrentdb:2113: gRPC and HTTPS share it. */
  host: string;
  /** The file of the CA that signed KurrentDB's certificate. */
  caFile: string;
  admin: { user: string; password: string };
  shop: { user: string; password: string };
}

/** The part of a KurrentDB client this uses: `$all`'s metadata. */
export interface MetadataClient {
  getStreamMetadata(stream: string): Promise<{ metadata?: StreamMetadata }>;
  setStreamMetadata(
    stream: string,
    metadata: StreamMetadata,
    options: { credentials: { username: string; password: string } },
  ): Promise<unknown>;
}

/** What it did, a line a step. `client` is for tests; by default one signed in as the admin. */
export async function ensureShopUser(options: ShopUserOptions, client?: MetadataClient): Promise<string[]> {
  if (client) return ensureWith(options, client);
  const { host, caFile, admin } = options;
  // Loaded here, not with the module: the server imports this module, and the client is large.
  const { EventStoreDBClient } = await import('@eventstore/db-client');
  const own = EventStoreDBClient.connectionString(
    `esdb://${encodeURIComponent(admin.user)}:${encodeURIComponent(admin.password)}@${host}?tls=true&tlsCAFile=${caFile}`,
  );
  try {
    return await ensureWith(options, own);
  } finally {
    await own.dispose();
  }
}

async function ensureWith(options: ShopUserOptions, client: MetadataClient): Promise<string[]> {
  const done: string[] = [];
  const created = await createUser(options);
  done.push(
    created ? `created the user ${options.shop.user}` : `the user ${options.shop.user} exists already`,
  );

  const { metadata } = await client.getStreamMetadata('$all');
  const readRoles = metadata?.acl?.readRoles ?? [];
  if (readRoles.includes(options.shop.user)) {
    done.push(`${options.shop.user} may read $all already`);
  } else {
    // $admins keep reading $all whatever the ACL says; they stay listed so the intent is plain.
    const roles = [...new Set(['$admins', ...readRoles, options.shop.user])];
    await client.setStreamMetadata(
      '$all',
      { ...metadata, acl: { ...metadata?.acl, readRoles: roles } },
      { credentials: { username: options.admin.user, password: options.admin.password } },
    );
    done.push(`${options.shop.user} may read $all now`);
  }
  return done;
}

/** POST /users with the admin's credentials: true when made, false when it existed (409). */
function createUser({ host, caFile, admin, shop }: ShopUserOptions): Promise<boolean> {
  const body = JSON.stringify({
    loginName: shop.user,
    fullName: 'Verdant shop',
    groups: [],
    password: shop.password,
  });
  return new Promise((resolve, reject) => {
    const outgoing = request(
      new URL('/users/', `https://${host}`),
      {
        method: 'POST',
        ca: readFileSync(caFile, 'utf8'),
        auth: `${admin.user}:${admin.password}`,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
        timeout: 30_000,
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk) => {
          text += chunk;
        });
        response.on('end', () => {
          if (response.statusCode === 201) resolve(true);
          else if (response.statusCode === 409) resolve(false);
          else
            reject(
              new Error(
                `KurrentDB answered ${response.statusCode} to creating the user ${shop.user}: ${text}`,
              ),
            );
        });
      },
    );
    outgoing.on('timeout', () => outgoing.destroy(new Error('KurrentDB did not answer within 30 s')));
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}
