/**
 * The distributed mode's deployment files, read as Docker would read them: docker-compose.yml, the
 * Dockerfile, .dockerignore and the proxy's Caddyfile. No Docker engine runs here, so this checks their
 * structure: what an operator relies on (secrets required, nothing published but the proxy, pinned images,
 * health checks and restart policies everywhere) and that the shop's own configuration accepts what the
 * compose file gives it.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadConfig } from '@verdant/platform';
import { describe, expect, it } from 'vitest';
import { serverNodeArguments } from '../../scripts/server-command';
import { repositoryRoot } from '../support/processes';

// ---------------------------------------------------------------------------------------------------------
// A YAML reader for the subset compose files use: block mappings and sequences, flow collections, quoted and
// plain scalars (all kept as strings), anchors, aliases and `<<` merge keys. Anything else (block scalars,
// tags, tabs) is refused rather than misread. The `yaml` package is not a dependency of this repository.
// ---------------------------------------------------------------------------------------------------------

type Yaml = string | null | Yaml[] | { [key: string]: Yaml };
type YamlMap = { [key: string]: Yaml };

interface Line {
  indent: number;
  text: string;
  number: number;
}

const MAPPING_ENTRY =
  /^("(?:[^"\\]|\\.)*"|'(?:[^']|'')*'|[^\s"'#&*!|>[\]{},-][^:]*?|-[^\s:][^:]*?)\s*:(?:\s+(.*))?$/;

function parseYaml(source: string): Yaml {
  return new YamlReader(logicalLines(source)).document();
}

/** Source lines without comments or blanks; a flow collection spread over several lines is joined into one. */
function logicalLines(source: string): Line[] {
  const lines: Line[] = [];
  const raw = source.split('\n');
  for (let index = 0; index < raw.length; index++) {
    const number = index + 1;
    let text = stripComment(raw[index] ?? '').trimEnd();
    if (text.trim() === '' || text.trim() === '---') continue;
    if (/^\s*\t/.test(text)) throw new Error(`line ${number}: tabs in indentation`);
    const indent = text.length - text.trimStart().length;
    while (flowDepth(text) > 0) {
      index++;
      if (index >= raw.length) throw new Error(`line ${number}: unclosed flow collection`);
      text += ` ${stripComment(raw[index] ?? '').trim()}`;
    }
    lines.push({ indent, text: text.trim(), number });
  }
  return lines;
}

/** Scans a line outside quotes: `visit` sees each unquoted character with its index. */
function scanUnquoted(line: string, visit: (char: string, index: number) => boolean | undefined): void {
  let quote: '"' | "'" | null = null;
  for (let index = 0; index < line.length; index++) {
    const char = line[index] ?? '';
    if (quote === '"') {
      if (char === '\\') index++;
      else if (char === '"') quote = null;
    } else if (quote === "'") {
      if (char === "'") quote = null;
    } else if ((char === '"' || char === "'") && (index === 0 || /[\s[{,:-]/.test(line[index - 1] ?? ''))) {
      quote = char;
    } else if (visit(char, index)) return;
  }
}

function stripComment(line: string): string {
  let end = line.length;
  scanUnquoted(line, (char, index) => {
    if (char === '#' && (index === 0 || /\s/.test(line[index - 1] ?? ''))) {
      end = index;
      return true;
    }
    return false;
  });
  return line.slice(0, end);
}

function flowDepth(line: string): number {
  let depth = 0;
  const valueStart = line.search(/(^|:\s|-\s)\s*[[{]/);
  if (valueStart < 0) return 0;
  scanUnquoted(line.slice(valueStart), (char) => {
    if (char === '[' || char === '{') depth++;
    else if (char === ']' || char === '}') depth--;
    return false;
  });
  return depth;
}

class YamlReader {
  private index = 0;
  private readonly anchors = new Map<string, Yaml>();

  constructor(private readonly lines: Line[]) {}

  document(): Yaml {
    const value = this.block(0);
    const rest = this.lines[this.index];
    if (rest) throw new Error(`line ${rest.number}: unexpected indentation`);
    return value;
  }

  private block(minIndent: number): Yaml {
    const line = this.lines[this.index];
    if (!line || line.indent < minIndent) return null;
    if (/^[[{]/.test(line.text)) {
      this.index++;
      return new FlowReader(line.text, line.number).read();
    }
    return isSequenceItem(line.text) ? this.sequence(line.indent) : this.mapping(line.indent);
  }

  private mapping(indent: number): YamlMap {
    const explicit: YamlMap = {};
    const merged: YamlMap[] = [];
    for (let line = this.lines[this.index]; line && line.indent === indent; line = this.lines[this.index]) {
      if (isSequenceItem(line.text)) break;
      const entry = MAPPING_ENTRY.exec(line.text);
      if (!entry) throw new Error(`line ${line.number}: not a mapping entry: ${line.text}`);
      this.index++;
      const key = scalar(entry[1] ?? '') ?? '';
      const value = this.value(entry[2] ?? '', indent, line.number);
      if (key === '<<') {
        for (const source of Array.isArray(value) ? value : [value]) {
          if (!isMap(source)) throw new Error(`line ${line.number}: << takes mappings`);
          merged.push(source);
        }
      } else {
        if (key in explicit) throw new Error(`line ${line.number}: ${key} given twice`);
        explicit[key] = value;
      }
    }
    return Object.assign({}, ...merged.reverse(), explicit);
  }

  private sequence(indent: number): Yaml[] {
    const items: Yaml[] = [];
    for (let line = this.lines[this.index]; line && line.indent === indent; line = this.lines[this.index]) {
      if (!isSequenceItem(line.text))
        throw new Error(`line ${line.number}: a mapping entry inside a sequence`);
      const rest = line.text.slice(1).trimStart();
      if (rest !== '' && MAPPING_ENTRY.test(rest) && !/^[&*]/.test(rest)) {
        // `- key: value`: a mapping whose entries line up with `key`.
        const keyIndent = indent + line.text.length - rest.length;
        this.lines[this.index] = { ...line, indent: keyIndent, text: rest };
        items.push(this.mapping(keyIndent));
      } else {
        this.index++;
        items.push(this.value(rest, indent, line.number));
      }
    }
    return items;
  }

  private value(text: string, indent: number, lineNumber: number): Yaml {
    const anchor = /^&([\w-]+)(?:\s+(.*))?$/.exec(text);
    if (anchor) {
      const value = this.value(anchor[2] ?? '', indent, lineNumber);
      this.anchors.set(anchor[1] ?? '', value);
      return value;
    }
    const alias = /^\*([\w-]+)$/.exec(text);
    if (alias) {
      const value = this.anchors.get(alias[1] ?? '');
      if (value === undefined) throw new Error(`line ${lineNumber}: unknown alias ${text}`);
      return value;
    }
    if (text === '') {
      const next = this.lines[this.index];
      if (next && next.indent > indent) return this.block(next.indent);
      if (next && next.indent === indent && isSequenceItem(next.text)) return this.sequence(indent);
      return null;
    }
    if (/^[|>]/.test(text)) throw new Error(`line ${lineNumber}: block scalars are not read here`);
    if (/^!/.test(text)) throw new Error(`line ${lineNumber}: tags are not read here`);
    if (/^[[{]/.test(text)) return new FlowReader(text, lineNumber).read();
    return scalar(text);
  }
}

const isSequenceItem = (text: string) => text === '-' || text.startsWith('- ');
const isMap = (value: Yaml | undefined): value is YamlMap =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function scalar(text: string): string | null {
  if (text.startsWith('"')) return JSON.parse(text) as string;
  if (text.startsWith("'")) {
    if (!/^'(?:[^']|'')*'$/.test(text)) throw new Error(`bad single-quoted scalar ${text}`);
    return text.slice(1, -1).replaceAll("''", "'");
  }
  return text === '~' || text === 'null' ? null : text;
}

/** `[...]` and `{...}` on one logical line. */
class FlowReader {
  private position = 0;

  constructor(
    private readonly text: string,
    private readonly lineNumber: number,
  ) {}

  read(): Yaml {
    const value = this.node();
    this.skipSpace();
    if (this.position !== this.text.length) this.fail('text after a flow collection');
    return value;
  }

  private node(): Yaml {
    this.skipSpace();
    const char = this.text[this.position];
    if (char === '[') {
      this.position++;
      const items: Yaml[] = [];
      while (!this.closes(']')) {
        items.push(this.node());
        this.separator(']');
      }
      return items;
    }
    if (char === '{') {
      this.position++;
      const entries: YamlMap = {};
      while (!this.closes('}')) {
        const key = this.quotedOrPlain(/[:,}]/) ?? '';
        this.skipSpace();
        if (this.text[this.position] !== ':') this.fail('expected : in a flow mapping');
        this.position++;
        entries[key] = this.node();
        this.separator('}');
      }
      return entries;
    }
    return this.quotedOrPlain(/[,\]}]/);
  }

  private quotedOrPlain(end: RegExp): string | null {
    this.skipSpace();
    const rest = this.text.slice(this.position);
    const quoted = /^("(?:[^"\\]|\\.)*"|'(?:[^']|'')*')/.exec(rest);
    let raw = quoted?.[0];
    if (raw === undefined) {
      const stop = rest.search(end);
      raw = (stop < 0 ? rest : rest.slice(0, stop)).trimEnd();
      if (raw === '') this.fail('empty flow entry');
    }
    this.position += raw.length;
    return scalar(raw);
  }

  private closes(bracket: string): boolean {
    this.skipSpace();
    if (this.text[this.position] !== bracket) return false;
    this.position++;
    return true;
  }

  private separator(bracket: string): void {
    this.skipSpace();
    if (this.text[this.position] === ',') this.position++;
    else if (this.text[this.position] !== bracket) this.fail(`expected , or ${bracket}`);
  }

  private skipSpace(): void {
    while (/\s/.test(this.text[this.position] ?? '')) this.position++;
  }

  private fail(message: string): never {
    throw new Error(`line ${this.lineNumber}: ${message} at column ${this.position + 1}: ${this.text}`);
  }
}

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
  build?: Yaml;
  command?: string[];
  environment?: Record<string, string>;
  ports?: string[];
  volumes?: string[];
  networks?: Yaml;
  restart?: string;
  healthcheck?: { test?: string[]; disable?: string };
  depends_on?: Record<string, { condition?: string }> | string[];
}

const composeText = read('docker-compose.yml');
const compose = parseYaml(composeText) as unknown as {
  services: Record<string, Service>;
  networks?: YamlMap;
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

/** The shop's servers: the image's default command (the server's bundle). */
const shopImage = services['server-1']?.image ?? 'verdant-shop';
const servers = serviceNames.filter((name) => {
  const service = services[name];
  return service?.build !== undefined && service.command === undefined;
});

const SECRETS = [
  'IDENTITY_SECRET',
  'ADMIN_SIGNIN_CODE',
  'MONGO_ROOT_PASSWORD',
  'MONGO_SHOP_PASSWORD',
  'REDIS_PASSWORD',
  'KURRENTDB_ADMIN_PASSWORD',
  'KURRENTDB_OPS_PASSWORD',
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
    expect(url).toMatch(/^esdb:\/\/admin:\$\{KURRENTDB_ADMIN_PASSWORD:\?[^}]+\}@kurrentdb:2113\?/);
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
      if (image === shopImage) continue;
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
    expect(environment.MONGO_INITDB_ROOT_PASSWORD).toMatch(/^\$\{MONGO_ROOT_PASSWORD:\?/);

    const url = environmentOf(services['server-1'] ?? {}).MONGODB_URL ?? '';
    expect(url).toMatch(/^mongodb:\/\/[^:@/]+:\$\{[A-Z_]+:\?[^}]+\}@mongo:27017\//);
    expect(url).toContain('replicaSet=rs0');
    expect(url).toContain('authSource=admin');
  });

  it('gives Redis a required password and the append-only file, and the shop the password', () => {
    const command = services.redis?.command ?? [];
    expect(command[command.indexOf('--requirepass') + 1]).toMatch(/^\$\{REDIS_PASSWORD:\?/);
    expect(command[command.indexOf('--appendonly') + 1]).toBe('yes');
    expect(environmentOf(services['server-1'] ?? {}).REDIS_URL).toMatch(
      /^redis:\/\/:\$\{REDIS_PASSWORD:\?[^}]+\}@redis:6379/,
    );
  });

  it('requires every secret, with a message that says what to do, and defaults none', () => {
    for (const name of SECRETS) {
      const uses = [...composeText.matchAll(new RegExp(`\\$\\{${name}([^A-Za-z0-9_])`, 'g'))];
      expect(uses.length, `${name} is used`).toBeGreaterThan(0);
      for (const use of uses)
        expect(composeText.slice(use.index), name).toMatch(new RegExp(`^\\$\\{${name}:\\?`));
    }
    const withoutSecrets = { ...sampleSecrets, IDENTITY_SECRET: '' };
    expect(() =>
      interpolate(environmentOf(services['server-1'] ?? {}).IDENTITY_SECRET ?? '', withoutSecrets),
    ).toThrow(/required variable IDENTITY_SECRET is missing a value: .*generate-env\.sh/);
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
    for (const name of [...servers, 'projection-worker', 'job-worker']) {
      const environment = Object.fromEntries(
        Object.entries(environmentOf(services[name] ?? {})).map(([key, value]) => [
          key,
          interpolate(value, sampleSecrets),
        ]),
      );
      const config = loadConfig(environment);
      expect(config.nodeEnv, name).toBe('production');
      expect(config.workers, name).toBe('external');
      expect(config.projections, name).toBe('external');
      expect(config.identitySecret, name).toBe(sampleSecrets.IDENTITY_SECRET);
      expect(config.adminSignInCode, name).toBe(sampleSecrets.ADMIN_SIGNIN_CODE);
      expect(config.eventStoreUrl, name).toContain(
        `:${sampleSecrets.KURRENTDB_ADMIN_PASSWORD}@kurrentdb:2113`,
      );
      expect(config.mongodbUrl, name).toContain(`:${sampleSecrets.MONGO_SHOP_PASSWORD}@mongo:27017`);
      expect(config.redisUrl, name).toBe(`redis://:${sampleSecrets.REDIS_PASSWORD}@redis:6379`);
    }
    for (const name of servers) {
      const environment = environmentOf(services[name] ?? {});
      const trustProxy = loadConfig({
        TRUST_PROXY: interpolate(environment.TRUST_PROXY ?? '', {}),
      }).trustProxy;
      expect(trustProxy, name).toEqual([expect.stringMatching(/^\d+\.\d+\.\d+\.\d+\/\d+$/)]);
    }
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
