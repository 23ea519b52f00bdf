import { readFileSync } from 'node:fs';

/**
 * Secrets a process may read from files (Docker and Compose secrets under /run/secrets) rather than from
 * its environment, which `docker inspect` and any process of the same user can read: NAME_FILE names the
 * file holding NAME. Surrounding whitespace, such as the final newline, is not part of a secret.
 */
export const SECRET_VARIABLES = [
  'IDENTITY_SECRET',
  'ADMIN_SIGNIN_CODE',
  'ADMIN_PASSWORD',
  'SMTP_URL',
  'RAZORPAY_KEY_SECRET',
  'RAZORPAY_WEBHOOK_SECRET',
  'STRIPE_SECRET_KEY',
  'STRIPE_WEBHOOK_SECRET',
] as const;

/**
 * Secrets of features a shop may leave off (mail, a gateway, the first admin): an empty file means the
 * feature is off, as an unset variable does, since a deployment hands every process the same secret files.
 */
const OPTIONAL_SECRETS: ReadonlySet<string> = new Set([
  'ADMIN_PASSWORD',
  'SMTP_URL',
  'RAZORPAY_KEY_SECRET',
  'RAZORPAY_WEBHOOK_SECRET',
  'STRIPE_SECRET_KEY',
  'STRIPE_WEBHOOK_SECRET',
]);

/**
 * A connection string's password, from a file, goes into the string's user information: the string
 * itself (host, user, options) stays plain configuration.
 */
export const CONNECTION_PASSWORDS = {
  EVENTSTORE_PASSWORD_FILE: 'EVENTSTORE_URL',
  MONGODB_PASSWORD_FILE: 'MONGODB_URL',
  REDIS_PASSWORD_FILE: 'REDIS_URL',
} as const;

type ReadFile = (path: string) => string;
const readUtf8: ReadFile = (path) => readFileSync(path, 'utf8');

/**
 * The environment with every secret file read into its variable. A file named but missing, unreadable or
 * empty, or a secret given both ways, is a problem: the shop must not start on a secret it did not get.
 */
export function readSecretFiles(
  environment: NodeJS.ProcessEnv,
  readFile: ReadFile = readUtf8,
): { environment: NodeJS.ProcessEnv; problems: string[] } {
  const resolved: NodeJS.ProcessEnv = { ...environment };
  const problems: string[] = [];
  const read = (fileVariable: string, optional = false): string | undefined => {
    const path = environment[fileVariable]?.trim();
    if (!path) return undefined;
    let content: string;
    try {
      content = readFile(path).trim();
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      problems.push(`${fileVariable}: cannot read the secret file ${path} (${reason})`);
      return undefined;
    }
    if (content === '' && !optional) problems.push(`${fileVariable}: the secret file ${path} is empty`);
    return content || undefined;
  };

  for (const name of SECRET_VARIABLES) {
    const fileVariable = `${name}_FILE`;
    const value = read(fileVariable, OPTIONAL_SECRETS.has(name));
    if (value === undefined) continue;
    if (environment[name]?.trim()) {
      problems.push(`${fileVariable}: ${name} is set too; give the secret one way, not both`);
      continue;
    }
    resolved[name] = value;
  }

  for (const [fileVariable, urlVariable] of Object.entries(CONNECTION_PASSWORDS)) {
    const password = read(fileVariable);
    if (password === undefined) continue;
    const url = environment[urlVariable]?.trim();
    if (!url) {
      problems.push(`${fileVariable}: ${urlVariable} is not set, so the password has no connection to go to`);
      continue;
    }
    const merged = withPassword(url, password);
    if (merged === null)
      problems.push(
        `${fileVariable}: ${urlVariable} has a password already; give it in the URL or in the file, not both`,
      );
    else resolved[urlVariable] = merged;
  }
  return { environment: resolved, problems };
}

/** `scheme://user@host...` or `scheme://host...` with the password added; null when it has one already. */
function withPassword(url: string, password: string): string | null {
  const match = /^([a-z][a-z0-9+.-]*:\/\/)(?:([^@/?#]*)@)?(.*)$/is.exec(url);
  if (!match) return null;
  const [, scheme = '', user = '', rest = ''] = match;
  if (user.includes(':')) return null;
  return `${scheme}${user}:${encodeURIComponent(password)}@${rest}`;
}
