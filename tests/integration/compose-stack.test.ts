/**
 * The distributed mode's deployment files, read as Docker would read them: docker-compose.yml, the
 * Dockerfile, .dockerignore and the proxy's Caddyfile. No Docker engine runs here, so this checks their
 * structure: what an operator relies on (secrets required, nothing published but the proxy, pinned images,
 * health checks and restart policies everywhere) and that the shop's own configuration accepts what the
 * compose file gives it.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '@verdant/platform';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { serverNodeArguments } from '../../scripts/server-command';
import { repositoryRoot } from '../support/processes';

// ---------------------------------------------------------------------------------------------------------
// Compose's variable interpolation: $$, ${NAME}, ${NAME:-default}, ${NAME-default}, ${NAME:?error},
// ${NAME?error}, nested in defaults.
// ---------------------------------------------------------------------------------------------------------

function interpolate(text: string, variables: Record<string, string>): string {
  let result = '';
  for (let index = 0; index < text.length; ) {
    if (text.startsWith('$$', index)) {
      result += '$';
      index += 2;
    } else if (text.startsWith('${', index)) {
      let depth = 0;
      let end = index;
      for (; end < text.length; end++) {
        if (text.startsWith('${', end)) {
          depth++;
          end++;
        } else if (text[end] === '}' && --depth === 0) break;
      }
      if (depth !== 0) throw new Error(`unclosed \${ in ${text}`);
      result += substitute(text.slice(index + 2, end), variables);
      index = end + 1;
    } else {
      result += text[index];
      index++;
    }
  }
  return result;
}

function substitute(expression: string, variables: Record<string, string>): string {
  const match = /^([A-Za-z_][A-Za-z0-9_]*)(?:(:?[-?])([\s\S]*))?$/.exec(expression);
  if (!match) throw new Error(`not an interpolation: \${${expression}}`);
  const [, name = '', operator, argument = ''] = match;
  const value = variables[name];
  const missing = operator?.startsWith(':') ? !value : value === undefined;
  if (operator?.endsWith('?') && missing) {
    throw new Error(`required variable ${name} is missing a value: ${argument}`);
  }
  if (operator?.endsWith('-') && missing) return interpolate(argument, variables);
  return value ?? '';
}

// ---------------------------------------------------------------------------------------------------------
// The files under test.
// ---------------------------------------------------------------------------------------------------------

const read = (path: string) => readFileSync(join(repositoryRoot, path), 'utf8');

interface Service {
  image?: string;
  build?: unknown;
  entrypoint?: string[];
  command?: string[];
  environment?: Record<string, string>;
  secrets?: string[];
  ports?: string[];
  volumes?: string[];
  networks?: string[] | Record<string, unknown>;
  restart?: string;
  healthcheck?: { test?: string[]; disable?: boolean };
  depends_on?: Record<string, { condition?: string }> | string[];
}

const composeText = read('docker-compose.yml');
// `merge`: the file's services share blocks through anchors and `<<` merge keys.
const compose = parse(composeText, { merge: true }) as {
  services: Record<string, Service>;
  networks?: Record<string, unknown>;
  secrets?: Record<string, { environment?: string; file?: string }>;
  'x-required-secrets'?: string[];
};
const services = compose.services;
const serviceNames = Object.keys(services);

/** A service's environment as a mapping, whichever form the file uses. */
function environmentOf(service: Service): Record<string, string> {
  const environment = service.environment as unknown;
  if (Array.isArray(environment)) {
    return Object.fromEntries(
      environment.map((entry: string) => [entry.split('=')[0], entry.slice(entry.indexOf('=') + 1)]),
    );
  }
  return (environment ?? {}) as Record<string, string>;
}

/** The .env variable behind a /run/secrets/<name> path, when the service mounts that secret. */
function secretBehind(service: Service, path: string | undefined): string | undefined {
  const name = /^\/run\/secrets\/([a-z_]+)$/.exec(path ?? '')?.[1];
  if (!name || !(service.secrets ?? []).includes(name)) return undefined;
  return compose.secrets?.[name]?.environment;
}

const networksOf = (service: Service): string[] =>
  Array.isArray(service.networks) ? (service.networks as string[]) : Object.keys(service.networks ?? {});

const commandOf = (service: Service) => (service.command ?? []).join(' ');

/** Services another one waits for until they exit successfully: jobs that run once and stop. */
const oneShotJobs = new Set(
  Object.values(services).flatMap((service) =>
    Object.entries(Array.isArray(service.depends_on) ? {} : (service.depends_on ?? {}))
      .filter(([, dependency]) => dependency.condition === 'service_completed_successfully')
      .map(([name]) => name),
  ),
);

/** The shop's servers: the shop's image with its default command (the server's bundle). */
const shopImage = services['server-1']?.image ?? 'verdant-shop';
const servers = serviceNames.filter((name) => {
  const service = services[name];
  return service?.image === shopImage && service.command === undefined;
});

const SECRETS = [
  'IDENTITY_SECRET',
  'ADMIN_SIGNIN_CODE',
  'MONGO_ROOT_PASSWORD',
  'MONGO_SHOP_PASSWORD',
  'REDIS_PASSWORD',
  'KURRENTDB_ADMIN_PASSWORD',
  'KURRENTDB_OPS_PASSWORD',
  'KURRENTDB_SHOP_PASSWORD',
];
/** Secrets of features a shop may leave off: empty files then, which the shop reads as off. */
const OPTIONAL_SECRETS = [
  'ADMIN_PASSWORD',
  'SMTP_URL',
  'RAZORPAY_KEY_SECRET',
  'RAZORPAY_WEBHOOK_SECRET',
  'STRIPE_SECRET_KEY',
  'STRIPE_WEBHOOK_SECRET',
];
/** What deploy/generate-env.sh writes: hex, as `openssl rand -hex` makes it. */
const sampleSecrets = Object.fromEntries(
  SECRETS.map((name, index) => [
    name,
    `${String(index).repeat(8)}a1b2c3d4e5f60718293a4b5c6d7e8f90a1b2c3d4e5f6`,
  ]),
);

describe('docker-compose.yml', () => {
  it('gives every long-running service a health check and a restart policy, and every one-shot job a policy of its own', () => {
    expect(serviceNames.length).toBeGreaterThan(0);
    for (const name of serviceNames) {
      const service = services[name] ?? {};
      expect(service.restart, `${name}: restart`).toBeDefined();
      expect(service.healthcheck, `${name}: healthcheck`).toBeDefined();
      if (oneShotJobs.has(name)) {
        expect(['no', 'on-failure'], `${name}: a one-shot job is not restarted for ever`).toContain(
          service.restart?.split(':')[0],
        );
        continue;
      }
      expect(service.restart, `${name}: restart`).toMatch(/^(unless-stopped|always|on-failure(:\d+)?)$/);
      expect(service.healthcheck?.disable, `${name}: healthcheck disabled`).toBeUndefined();
      expect(service.healthcheck?.test?.length ?? 0, `${name}: healthcheck test`).toBeGreaterThan(1);
      expect(['CMD', 'CMD-SHELL'], `${name}: healthcheck form`).toContain(service.healthcheck?.test?.[0]);
    }
  });

  it('publishes one port, the proxy’s, on 127.0.0.1 only', () => {
    const publishing = serviceNames.filter((name) => (services[name]?.ports ?? []).length > 0);
    expect(publishing).toEqual(['proxy']);
    for (const port of services.proxy?.ports ?? [])
      expect(interpolate(port, {})).toMatch(/^127\.0\.0\.1:\d+:80$/);
    expect(composeText).not.toMatch(/network_mode:\s*"?host/);
  });

  it('waits for the datastores to be healthy before starting the shop’s processes', () => {
    for (const name of [...servers, 'projection-worker', 'job-worker']) {
      const dependsOn = services[name]?.depends_on;
      expect(Array.isArray(dependsOn), `${name}: depends_on with conditions`).toBe(false);
      for (const store of ['kurrentdb', 'mongo', 'redis'])
        expect(
          (dependsOn as Record<string, { condition?: string }>)?.[store]?.condition,
          `${name} on ${store}`,
        ).toBe('service_healthy');
    }
  });

  it('pins KurrentDB to a full LTS release and runs it with TLS, which the shop verifies against its CA', () => {
    const kurrentdb = services.kurrentdb ?? {};
    expect(kurrentdb.image).toMatch(/^docker\.kurrent\.io\/kurrent-lts\/kurrentdb:\d+\.\d+\.\d+$/);
    const environment = environmentOf(kurrentdb);
    expect(environment.KURRENTDB_INSECURE ?? 'false').toBe('false');
    expect(environment.KURRENTDB_CERTIFICATE_FILE).toBeTruthy();
    expect(environment.KURRENTDB_CERTIFICATE_PRIVATE_KEY_FILE).toBeTruthy();
    expect(environment.KURRENTDB_TRUSTED_ROOT_CERTIFICATES_PATH).toBeTruthy();

    const url = environmentOf(services['server-1'] ?? {}).EVENTSTORE_URL ?? '';
    expect(url).toMatch(/^esdb:\/\/[^:@/]+@kurrentdb:2113\?/);
    expect(url).toContain('tls=true');
    expect(url).not.toMatch(/tls=false|tlsVerifyCert=false/);
    const caFile = /tlsCAFile=([^&]+)/.exec(url)?.[1] ?? '';
    const caVolume = (services['server-1']?.volumes ?? [])
      .map((volume) => volume.split(':'))
      .find(([, target]) => target !== undefined && caFile.startsWith(`${target}/`))?.[0];
    expect(caVolume, `a volume of the servers holds ${caFile}`).toBeDefined();
    const certsJob = serviceNames.find(
      (name) =>
        oneShotJobs.has(name) &&
        (services[name]?.volumes ?? []).some((volume) => volume.startsWith(`${caVolume}:`)),
    );
    expect(certsJob, `a one-shot job writes ${caVolume}`).toBeDefined();
    expect((kurrentdb.depends_on as Record<string, { condition?: string }>)[certsJob ?? '']?.condition).toBe(
      'service_completed_successfully',
    );
  });

  it('pins the other images to full releases', () => {
    for (const name of serviceNames) {
      const image = services[name]?.image ?? '';
      // Images built here (the shop's, the certificate tools') pin their base images in their Dockerfiles.
      if (image.endsWith(':local')) continue;
      expect(image, `${name}: image`).toMatch(/:\d+\.\d+\.\d+(-[a-z0-9.]+)?$/);
    }
  });

  it('runs MongoDB as a replica set with a keyFile and users, and connects the shop with credentials', () => {
    const mongo = services.mongo ?? {};
    const command = mongo.command ?? [];
    expect(command[command.indexOf('--replSet') + 1]).toBe('rs0');
    expect(command).toContain('--keyFile');
    const environment = environmentOf(mongo);
    expect(environment.MONGO_INITDB_ROOT_USERNAME).toBeTruthy();
    expect(secretBehind(mongo, environment.MONGO_INITDB_ROOT_PASSWORD_FILE)).toBe('MONGO_ROOT_PASSWORD');
    expect(secretBehind(mongo, environment.MONGO_SHOP_PASSWORD_FILE)).toBe('MONGO_SHOP_PASSWORD');

    const server = services['server-1'] ?? {};
    const url = environmentOf(server).MONGODB_URL ?? '';
    expect(url).toMatch(/^mongodb:\/\/verdant@mongo:27017\//);
    expect(secretBehind(server, environmentOf(server).MONGODB_PASSWORD_FILE)).toBe('MONGO_SHOP_PASSWORD');
    expect(url).toContain('replicaSet=rs0');
    expect(url).toContain('authSource=admin');
  });

  it('gives Redis a password from its secret file and the append-only file, and the shop the password', () => {
    const redis = services.redis ?? {};
    expect(redis.entrypoint).toEqual(['/bin/sh', '/deploy/redis/start.sh']);
    expect(redis.volumes).toContain('./deploy/redis:/deploy/redis:ro');
    expect(secretBehind(redis, environmentOf(redis).REDIS_PASSWORD_FILE)).toBe('REDIS_PASSWORD');
    const command = redis.command ?? [];
    expect(command).not.toContain('--requirepass');
    expect(command[command.indexOf('--appendonly') + 1]).toBe('yes');
    expect(redis.healthcheck?.test?.join(' ')).toContain(
      'REDISCLI_AUTH="$$(cat /run/secrets/redis_password)"',
    );
    const server = services['server-1'] ?? {};
    expect(environmentOf(server).REDIS_URL).toBe('redis://redis:6379');
    expect(secretBehind(server, environmentOf(server).REDIS_PASSWORD_FILE)).toBe('REDIS_PASSWORD');
  });

  it('requires every secret, with a message that says what to do, and defaults none', () => {
    for (const name of SECRETS) {
      const uses = [...composeText.matchAll(new RegExp(`\\$\\{${name}([^A-Za-z0-9_])`, 'g'))];
      expect(uses.length, `${name} is used`).toBeGreaterThan(0);
      for (const use of uses)
        expect(composeText.slice(use.index), name).toMatch(new RegExp(`^\\$\\{${name}:\\?`));
    }
    const withoutSecrets = { ...sampleSecrets, IDENTITY_SECRET: '' };
    const required = compose['x-required-secrets'] ?? [];
    expect(required).toHaveLength(SECRETS.length);
    expect(() => required.map((entry) => interpolate(entry, withoutSecrets))).toThrow(
      /required variable IDENTITY_SECRET is missing a value: .*generate-env\.sh/,
    );
  });

  it('hands every secret to the services as a file, and puts none in a command line or an environment', () => {
    expect(
      Object.fromEntries(
        Object.entries(compose.secrets ?? {}).map(([name, source]) => [source.environment, name]),
      ),
    ).toEqual(
      Object.fromEntries([...SECRETS, ...OPTIONAL_SECRETS].map((name) => [name, name.toLowerCase()])),
    );
    for (const name of serviceNames) {
      const service = services[name] ?? {};
      // Only the `x-required-secrets` refusals name a secret's value; no service sees one.
      const text = JSON.stringify(service);
      for (const secret of [...SECRETS, ...OPTIONAL_SECRETS])
        expect(text, `${name} uses \${${secret}}`).not.toContain(`\${${secret}`);
      for (const [variable, value] of Object.entries(environmentOf(service))) {
        if (/PASSWORD|SECRET|SIGNIN_CODE/.test(variable) && !variable.endsWith('_FILE'))
          expect(value, `${name}: ${variable}`).toMatch(/^\$\{[A-Z_]+:-\}$/);
        if (value.startsWith('/run/secrets/'))
          expect(secretBehind(service, value), `${name}: ${variable}`).toBeDefined();
      }
    }
  });

  it('connects the shop to KurrentDB as its own user, which a one-shot makes, and not as admin', () => {
    for (const name of [...servers, 'projection-worker', 'job-worker']) {
      const service = services[name] ?? {};
      const url = new URL(environmentOf(service).EVENTSTORE_URL ?? '');
      expect(url.username, name).toBe('verdant');
      expect(url.password, name).toBe('');
      expect(secretBehind(service, environmentOf(service).EVENTSTORE_PASSWORD_FILE), name).toBe(
        'KURRENTDB_SHOP_PASSWORD',
      );
      expect(
        (service.depends_on as Record<string, { condition?: string }>)['kurrentdb-users']?.condition,
      ).toBe('service_completed_successfully');
    }
    const users = services['kurrentdb-users'] ?? {};
    expect(users.image).toBe(shopImage);
    expect(users.command?.join(' ')).toMatch(/--import tsx apps\/server\/src\/cli\/kurrentdb-shop-user\.ts$/);
    const environment = environmentOf(users);
    expect(environment.KURRENTDB_SHOP_USER).toBe('verdant');
    expect(secretBehind(users, environment.KURRENTDB_ADMIN_PASSWORD_FILE)).toBe('KURRENTDB_ADMIN_PASSWORD');
    expect(secretBehind(users, environment.KURRENTDB_SHOP_PASSWORD_FILE)).toBe('KURRENTDB_SHOP_PASSWORD');
    expect(networksOf(users)).toEqual(['backend']);
    // KurrentDB itself takes its default users' passwords from files through deploy/secret-env.sh.
    const kurrentdb = services.kurrentdb ?? {};
    expect(kurrentdb.entrypoint).toEqual(['/bin/sh', '/deploy/secret-env.sh', '/opt/kurrentdb/KurrentDB']);
    expect(secretBehind(kurrentdb, environmentOf(kurrentdb).KURRENTDB_DEFAULT_ADMIN_PASSWORD_FILE)).toBe(
      'KURRENTDB_ADMIN_PASSWORD',
    );
    expect(secretBehind(kurrentdb, environmentOf(kurrentdb).KURRENTDB_DEFAULT_OPS_PASSWORD_FILE)).toBe(
      'KURRENTDB_OPS_PASSWORD',
    );
  });

  it('renews KurrentDB’s certificate in a long-running service whose health check watches its expiry', () => {
    const renewer = services['certs-renewer'] ?? {};
    expect(renewer.image).toBe(services.certs?.image);
    expect(renewer.entrypoint).toEqual(['/bin/sh', '/deploy/renew.sh']);
    expect(renewer.healthcheck?.test).toEqual(['CMD', '/bin/sh', '/deploy/check-certs.sh']);
    expect(renewer.restart).toBe('unless-stopped');
    expect(networksOf(renewer)).toEqual(['backend']);
    const environment = environmentOf(renewer);
    expect(environment.KURRENTDB_URL).toBe('https://kurrentdb:2113');
    expect(environment.KURRENTDB_RELOAD_USER).toBe('ops');
    expect(secretBehind(renewer, environment.KURRENTDB_RELOAD_PASSWORD_FILE)).toBe('KURRENTDB_OPS_PASSWORD');
    // The same folders as the one-shot that issued the first certificate, the CA's key among them.
    expect(renewer.volumes).toEqual(services.certs?.volumes);
    for (const script of ['certs.sh', 'renew.sh', 'check-certs.sh'])
      expect(existsSync(join(repositoryRoot, 'deploy', 'kurrentdb', script)), script).toBe(true);
    const build = services.certs?.build;
    expect(build).toBe('./deploy/kurrentdb');
    expect(read('deploy/kurrentdb/Dockerfile')).toMatch(/^FROM alpine:\d+\.\d+\.\d+$/m);
  });

  it('runs two servers or more with WORKERS=external, and a job worker and a projection worker', () => {
    expect(servers.length).toBeGreaterThanOrEqual(2);
    for (const name of servers) expect(environmentOf(services[name] ?? {}).WORKERS, name).toBe('external');
    expect(commandOf(services['job-worker'] ?? {})).toMatch(
      /--import tsx apps\/server\/src\/jobs-process\.ts$/,
    );
    expect(commandOf(services['projection-worker'] ?? {})).toMatch(
      /--import tsx workers\/src\/projections-process\.ts$/,
    );
    // Each projection worker replica reports its health in a data folder of its own.
    expect(
      (services['projection-worker']?.volumes ?? []).some((volume) => volume.includes(':/app/data')),
    ).toBe(false);
  });

  it('puts the servers behind the proxy, which balances across all of them with health checks', () => {
    const caddyfileMount = (services.proxy?.volumes ?? []).find((volume) =>
      volume.includes('/etc/caddy/Caddyfile'),
    );
    expect(caddyfileMount, 'the proxy mounts its Caddyfile').toBeDefined();
    const caddyfilePath = caddyfileMount?.split(':')[0] ?? '';
    expect(existsSync(join(repositoryRoot, caddyfilePath)), caddyfilePath).toBe(true);
    const caddyfile = read(caddyfilePath)
      .split('\n')
      .map((line) => line.replace(/(^|\s)#.*$/, ''))
      .join('\n');
    const upstreams = /reverse_proxy\s+([^{\n]+)\{/.exec(caddyfile)?.[1]?.trim().split(/\s+/) ?? [];
    expect(upstreams.sort()).toEqual(servers.map((name) => `${name}:3000`).sort());
    expect(caddyfile).toMatch(/health_uri\s+\S+/);
    expect(caddyfile).toMatch(/fail_duration\s+\d+s/);
    expect(caddyfile).not.toMatch(/trusted_proxies/);
  });

  it('has deploy/generate-env.sh set every secret: the required ones at random, the optional ones empty', () => {
    const folder = mkdtempSync(join(tmpdir(), 'verdant-env-'));
    const written = spawnSync('sh', [join(repositoryRoot, 'deploy/generate-env.sh'), join(folder, '.env')], {
      encoding: 'utf8',
    });
    expect(written.status, written.stderr).toBe(0);
    const assigned = new Map(
      readFileSync(join(folder, '.env'), 'utf8')
        .split('\n')
        .flatMap((line) => (/^[A-Z_]+=/.test(line) ? [line.split('=', 2) as [string, string]] : [])),
    );
    for (const secret of SECRETS) expect(assigned.get(secret), secret).toMatch(/^[0-9a-f]{32,}$/);
    for (const secret of OPTIONAL_SECRETS) expect(assigned.get(secret), secret).toBe('');
  });

  it('has the servers trust forwarded headers from the proxy’s network only', () => {
    const proxyNetworks = networksOf(services.proxy ?? {});
    expect(proxyNetworks.length).toBe(1);
    const edge = compose.networks?.[proxyNetworks[0] ?? ''] as { ipam?: { config?: { subnet?: string }[] } };
    const subnet = edge?.ipam?.config?.[0]?.subnet;
    expect(subnet, 'the proxy’s network has a fixed range').toBeDefined();
    for (const name of servers) {
      expect(networksOf(services[name] ?? {}), name).toContain(proxyNetworks[0]);
      expect(environmentOf(services[name] ?? {}).TRUST_PROXY, name).toBe(subnet);
    }
  });

  it('gives the shop a configuration its own loader accepts, with the secrets from .env', () => {
    // The secrets as Compose mounts them, in a folder standing for /run/secrets.
    const secretsFolder = mkdtempSync(join(tmpdir(), 'verdant-run-secrets-'));
    for (const [name, source] of Object.entries(compose.secrets ?? {}))
      writeFileSync(join(secretsFolder, name), sampleSecrets[source.environment ?? ''] ?? '');
    for (const name of [...servers, 'projection-worker', 'job-worker']) {
      const environment = Object.fromEntries(
        Object.entries(environmentOf(services[name] ?? {})).map(([key, value]) => [
          key,
          interpolate(value, sampleSecrets).replace(/^\/run\/secrets\//, `${secretsFolder}/`),
        ]),
      );
      const config = loadConfig(environment);
      expect(config.nodeEnv, name).toBe('production');
      expect(config.workers, name).toBe('external');
      expect(config.projections, name).toBe('external');
      expect(config.identitySecret, name).toBe(sampleSecrets.IDENTITY_SECRET);
      expect(config.adminSignInCode, name).toBe(sampleSecrets.ADMIN_SIGNIN_CODE);
      expect(config.eventStoreUrl, name).toContain(
        `verdant:${sampleSecrets.KURRENTDB_SHOP_PASSWORD}@kurrentdb:2113`,
      );
      expect(config.mongodbUrl, name).toContain(`:${sampleSecrets.MONGO_SHOP_PASSWORD}@mongo:27017`);
      expect(config.redisUrl, name).toBe(`redis://:${sampleSecrets.REDIS_PASSWORD}@redis:6379`);
      // The optional secrets' files are empty: mail stays in the outbox, no gateway is set up.
      expect([config.smtp, config.razorpay, config.stripe], name).toEqual([null, null, null]);
    }
    for (const name of servers) {
      const environment = environmentOf(services[name] ?? {});
      const trustProxy = loadConfig({
        TRUST_PROXY: interpolate(environment.TRUST_PROXY ?? '', {}),
      }).trustProxy;
      expect(trustProxy, name).toEqual([expect.stringMatching(/^\d+\.\d+\.\d+\.\d+\/\d+$/)]);
    }
    rmSync(secretsFolder, { recursive: true, force: true });
  });
});

describe('deploy/secret-env.sh and deploy/redis/start.sh', () => {
  const folder = () => mkdtempSync(join(tmpdir(), 'verdant-secret-scripts-'));

  it('sets each NAME from the file NAME_FILE names, and refuses an empty one', () => {
    const dir = folder();
    writeFileSync(join(dir, 'admin'), 'admin-secret\n');
    const run = (file: string) =>
      spawnSync(
        'sh',
        [
          join(repositoryRoot, 'deploy/secret-env.sh'),
          'sh',
          '-c',
          // Whether the _FILE variable is still set: the command must not see it.
          'printf "%s|%s" "$KURRENTDB_DEFAULT_ADMIN_PASSWORD" "$(env | grep -c _FILE=)"',
        ],
        {
          env: { PATH: process.env.PATH, KURRENTDB_DEFAULT_ADMIN_PASSWORD_FILE: file },
          encoding: 'utf8',
        },
      );
    expect(run(join(dir, 'admin')).stdout).toBe('admin-secret|0');
    writeFileSync(join(dir, 'empty'), '');
    const refused = run(join(dir, 'empty'));
    expect(refused.status).not.toBe(0);
    expect(refused.stderr).toContain(
      `KURRENTDB_DEFAULT_ADMIN_PASSWORD_FILE names ${join(dir, 'empty')}, which is missing or empty`,
    );
    rmSync(dir, { recursive: true, force: true });
  });

  it('writes Redis’s password into a config file only, and starts the image’s entrypoint with it', () => {
    const dir = folder();
    writeFileSync(join(dir, 'redis_password'), 'queue"pass\n');
    // A stand-in for the image's docker-entrypoint.sh that prints what it was given.
    writeFileSync(join(dir, 'docker-entrypoint.sh'), '#!/bin/sh\nprintf "%s\\n" "$@"\n', { mode: 0o755 });
    const config = join(dir, 'redis.conf');
    const started = spawnSync('sh', [join(repositoryRoot, 'deploy/redis/start.sh'), '--appendonly', 'yes'], {
      env: {
        PATH: `${dir}:${process.env.PATH}`,
        REDIS_PASSWORD_FILE: join(dir, 'redis_password'),
        REDIS_CONFIG: config,
      },
      encoding: 'utf8',
    });
    expect(started.status, started.stderr).toBe(0);
    expect(started.stdout).toBe(`redis-server\n${config}\n--appendonly\nyes\n`);
    expect(readFileSync(config, 'utf8')).toBe('requirepass "queue\\"pass"\n');
    expect(statSync(config).mode & 0o777).toBe(0o600);
    rmSync(dir, { recursive: true, force: true });
  });
});

// ---------------------------------------------------------------------------------------------------------

interface Stage {
  name: string | undefined;
  from: string;
  instructions: { keyword: string; argument: string }[];
}

function dockerfileStages(source: string): Stage[] {
  const stages: Stage[] = [];
  const logical = source
    .replace(/\\\r?\n/g, ' ')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'));
  for (const line of logical) {
    const [keyword = '', ...rest] = line.split(/\s+/);
    const argument = rest.join(' ');
    if (keyword.toUpperCase() === 'FROM') {
      const from = /^(?:--platform=\S+\s+)?(\S+)(?:\s+AS\s+(\S+))?$/i.exec(argument);
      stages.push({ from: from?.[1] ?? '', name: from?.[2], instructions: [] });
    } else {
      stages.at(-1)?.instructions.push({ keyword: keyword.toUpperCase(), argument });
    }
  }
  return stages;
}

describe('Dockerfile', () => {
  const stages = dockerfileStages(read('Dockerfile'));
  const final = stages.at(-1);
  /** A stage's whole chain of instructions, from the first FROM of an image to this stage. */
  const lineage = (stage: Stage | undefined): Stage[] => {
    const parent = stages.find((candidate) => candidate.name !== undefined && candidate.name === stage?.from);
    return stage ? [...(parent ? lineage(parent) : []), stage] : [];
  };
  const instructionsOf = (stage: Stage | undefined) => lineage(stage).flatMap((each) => each.instructions);

  it('builds on Node 22, pinned to a release', () => {
    expect(stages.length).toBeGreaterThan(0);
    for (const stage of stages) {
      const image = lineage(stage)[0]?.from;
      expect(image, `stage ${stage.name}`).toMatch(/^node:22\.\d+\.\d+-(bookworm|trixie)(-slim)?$/);
    }
  });

  it('builds in a stage with the dev dependencies and runs from another with production ones alone', () => {
    expect(stages.length).toBeGreaterThanOrEqual(2);
    const build = stages.find((stage) => {
      const runs = instructionsOf(stage).filter(({ keyword }) => keyword === 'RUN');
      return (
        stage !== final &&
        runs.some(({ argument }) => /\bnpm ci\b(?!.*--omit=dev)/.test(argument)) &&
        runs.some(({ argument }) => /\bnpm run build\b/.test(argument))
      );
    });
    expect(build, 'a build stage runs npm ci and npm run build').toBeDefined();
    const finalRuns = instructionsOf(final).filter(({ keyword }) => keyword === 'RUN');
    expect(finalRuns.some(({ argument }) => /\bnpm ci --omit=dev\b/.test(argument))).toBe(true);
    expect(finalRuns.some(({ argument }) => /\bnpm run build\b/.test(argument))).toBe(false);
    const copiesFromBuild = instructionsOf(final)
      .filter(({ keyword, argument }) => keyword === 'COPY' && argument.includes(`--from=${build?.name}`))
      .map(({ argument }) => argument);
    for (const app of ['server', 'storefront', 'admin'])
      expect(
        copiesFromBuild.some((argument) => argument.includes(`apps/${app}/dist`)),
        app,
      ).toBe(true);
  });

  it('runs as a user that is not root', () => {
    const users = instructionsOf(final).filter(({ keyword }) => keyword === 'USER');
    const user = users.at(-1)?.argument.split(':')[0];
    expect(user).toBeDefined();
    expect(['root', '0']).not.toContain(user);
  });

  it('runs the server from the bundle the build made, and the workers through tsx, a production dependency', () => {
    const command =
      instructionsOf(final)
        .filter(({ keyword }) => keyword === 'CMD')
        .at(-1)?.argument ?? '';
    // The image runs the server as `npm start` does.
    expect(JSON.parse(command)).toEqual(['node', ...serverNodeArguments()]);
    expect(serverNodeArguments().at(-1)).toBe('apps/server/dist/bundle/main.mjs');
    const manifest = JSON.parse(read('package.json')) as { dependencies?: Record<string, string> };
    expect(Object.keys(manifest.dependencies ?? {}), 'root package.json dependencies').toContain('tsx');
  });
});

describe('.dockerignore', () => {
  it('keeps secrets, local data, dependencies and history out of the build context', () => {
    const patterns = read('.dockerignore')
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line !== '' && !line.startsWith('#'));
    for (const pattern of [
      '.env',
      'node_modules',
      '**/node_modules',
      '**/dist',
      'data',
      '.git',
      'test-results',
    ])
      expect(patterns, pattern).toContain(pattern);
  });
});
