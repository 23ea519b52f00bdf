/**
 * The kurrentdb-users one-shot of docker-compose.yml: makes the shop's own KurrentDB user and lets it read
 * $all (ensureShopUser says which rights and why), signing in as admin. Every password comes from a file.
 */
import { readFileSync } from 'node:fs';
import { ensureShopUser } from '@verdant/platform/runtime';

function secret(variable: string): string {
  const path = process.env[variable];
  if (!path) throw new Error(`${variable} must name the file holding the password`);
  const value = readFileSync(path, 'utf8').trim();
  if (!value) throw new Error(`${variable}: the file ${path} is empty`);
  return value;
}

const done = await ensureShopUser({
  host: process.env.KURRENTDB_HOST ?? 'kurrentdb:2113',
  caFile: process.env.KURRENTDB_CA_FILE ?? '/etc/verdant/kurrentdb-ca/ca.crt',
  admin: { user: 'admin', password: secret('KURRENTDB_ADMIN_PASSWORD_FILE') },
  shop: {
    user: process.env.KURRENTDB_SHOP_USER ?? 'verdant',
    password: secret('KURRENTDB_SHOP_PASSWORD_FILE'),
  },
});
for (const line of done) console.log(`kurrentdb-users: ${line}`);
