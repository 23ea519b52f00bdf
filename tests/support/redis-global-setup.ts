import type {} from 'vitest';
import type { TestProject } from 'vitest/node';
import { describeIntegrationStores } from './external-stores';
import { startRedisServer } from './redis-server';

declare module 'vitest' {
  export interface ProvidedContext {
    redisUrl: string;
  }
}

/** Gives every test file a real redis-server: the one in REDIS_URL, or a short-lived one started here. */
export default async function setup(project: TestProject) {
  console.log(describeIntegrationStores());
  const configured = process.env.REDIS_URL;
  if (configured) {
    project.provide('redisUrl', configured);
    return;
  }
  const redis = await startRedisServer();
  project.provide('redisUrl', redis.url);
  return () => redis.stop();
}
