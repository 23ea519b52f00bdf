import { loadConfig } from '@verdant/platform';
import pino from 'pino';
import { openShop, type Shop } from '../shop';

/**
 * Runs an admin task against the configured stores, next to a running server. It never feeds read models
 * itself (PROJECTIONS=external): the server, or the projection worker, stays their only writer.
 */
export async function runAgainstShop(task: (shop: Shop) => Promise<string>): Promise<void> {
  const config = { ...loadConfig(), projections: 'external' as const };
  const shop = await openShop(config, pino({ level: 'warn' }));
  try {
    console.log(await task(shop));
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exitCode = 1;
  } finally {
    await shop.close();
  }
}

export function emailArgument(command: string): string {
  const email = process.argv[2]?.trim();
  if (!email) {
    console.error(`Usage: npm run ${command} -- <email>`);
    process.exit(2);
  }
  return email;
}
