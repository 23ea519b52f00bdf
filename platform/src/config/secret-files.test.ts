import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { readSecretFiles } from './secret-files';

const IDENTITY_SECRET = 'a3f1c9e07b52d4f8e6a1b0c3d5e7f90112233445566778899aabbccddeeff0011';
const ADMIN_SIGNIN_CODE = '6f1d2c3b4a5e6f708192a3b4c5d6e7f8';

let folder: string;
/** Writes a secret file as Compose mounts one, and returns its path. */
const secretFile = (name: string, content: string) => {
  const path = join(folder, name);
  writeFileSync(path, content);
  return path;
};

beforeEach(() => {
  folder = mkdtempSync(join(tmpdir(), 'verdant-secrets-'));
});
afterEach(() => rmSync(folder, { recursive: true, force: true }));

describe('secrets read from files (NAME_FILE)', () => {
  it('starts a production shop with its secrets in files, without the final newline', () => {
    const config = loadConfig({
      NODE_ENV: 'production',
      IDENTITY_SECRET_FILE: secretFile('identity_secret', `${IDENTITY_SECRET}\n`),
      ADMIN_SIGNIN_CODE_FILE: secretFile('admin_signin_code', ADMIN_SIGNIN_CODE),
    });
    expect(config.identitySecret).toBe(IDENTITY_SECRET);
    expect(config.adminSignInCode).toBe(ADMIN_SIGNIN_CODE);
  });

  it('puts each store’s password from its file into its connection string', () => {
    const config = loadConfig({
      EVENTSTORE_URL: 'esdb://verdant@kurrentdb:2113?tls=true&tlsCAFile=/etc/verdant/kurrentdb-ca/ca.crt',
      EVENTSTORE_PASSWORD_FILE: secretFile('kurrentdb_shop_password', 'events-pass\n'),
      MONGODB_URL: 'mongodb://verdant@mongo:27017/?replicaSet=rs0&authSource=admin',
      MONGODB_PASSWORD_FILE: secretFile('mongo_shop_password', 'p@ss/w:rd'),
      REDIS_URL: 'redis://redis:6379',
      REDIS_PASSWORD_FILE: secretFile('redis_password', 'queue-pass'),
    });
    expect(config.eventStoreUrl).toBe(
      'esdb://verdant:events-pass@kurrentdb:2113?tls=true&tlsCAFile=/etc/verdant/kurrentdb-ca/ca.crt',
    );
    // Characters with a meaning in a URL are escaped.
    expect(config.mongodbUrl).toBe(
      'mongodb://verdant:p%40ss%2Fw%3Ard@mongo:27017/?replicaSet=rs0&authSource=admin&serverSelectionTimeoutMS=5000',
    );
    expect(config.redisUrl).toBe('redis://:queue-pass@redis:6379');
  });

  it('reads an empty file of an optional secret as the feature left off', () => {
    const config = loadConfig({
      SMTP_URL_FILE: secretFile('smtp_url', '\n'),
      STRIPE_SECRET_KEY_FILE: secretFile('stripe_secret_key', ''),
    });
    expect(config.smtp).toBeNull();
    expect(config.stripe).toBeNull();
    expect(() => loadConfig({ SMTP_URL_FILE: join(folder, 'no-such-file') })).toThrow(/SMTP_URL_FILE/);
  });

  it('refuses a missing or empty file at the start, naming the variable and the file', () => {
    const missing = join(folder, 'identity_secret');
    expect(() => loadConfig({ NODE_ENV: 'production', IDENTITY_SECRET_FILE: missing })).toThrow(
      new RegExp(
        `^Invalid configuration:\\n  IDENTITY_SECRET_FILE: cannot read the secret file ${missing} \\(.*ENOENT`,
      ),
    );
    const empty = secretFile('redis_password', '\n');
    expect(() => loadConfig({ REDIS_URL: 'redis://redis:6379', REDIS_PASSWORD_FILE: empty })).toThrow(
      `REDIS_PASSWORD_FILE: the secret file ${empty} is empty`,
    );
  });

  it('refuses a secret given both ways, and a password for a connection string that is missing or has one', () => {
    const file = secretFile('identity_secret', IDENTITY_SECRET);
    expect(() => loadConfig({ IDENTITY_SECRET, IDENTITY_SECRET_FILE: file })).toThrow(
      'IDENTITY_SECRET_FILE: IDENTITY_SECRET is set too',
    );
    const password = secretFile('password', 'secret');
    expect(() => loadConfig({ EVENTSTORE_PASSWORD_FILE: password })).toThrow(
      'EVENTSTORE_PASSWORD_FILE: EVENTSTORE_URL is not set',
    );
    expect(() =>
      loadConfig({ MONGODB_URL: 'mongodb://verdant:inline@mongo:27017/', MONGODB_PASSWORD_FILE: password }),
    ).toThrow('MONGODB_PASSWORD_FILE: MONGODB_URL has a password already');
  });

  it('names every problem at once, and leaves the environment it was given alone', () => {
    const environment = {
      IDENTITY_SECRET_FILE: join(folder, 'nope'),
      ADMIN_SIGNIN_CODE_FILE: secretFile('empty', ''),
    };
    const { problems, environment: resolved } = readSecretFiles(environment);
    expect(problems).toEqual([
      expect.stringMatching(/^IDENTITY_SECRET_FILE: cannot read/),
      expect.stringMatching(/^ADMIN_SIGNIN_CODE_FILE: .* is empty$/),
    ]);
    expect(resolved).not.toBe(environment);
    expect(environment).toEqual({
      IDENTITY_SECRET_FILE: join(folder, 'nope'),
      ADMIN_SIGNIN_CODE_FILE: join(folder, 'empty'),
    });
  });

  it('ignores a blank NAME_FILE, as the compose file passes unset optional ones', () => {
    expect(loadConfig({ ADMIN_PASSWORD_FILE: '', SMTP_URL_FILE: ' ' }).smtp).toBeNull();
  });
});
