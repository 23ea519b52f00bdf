import { randomUUID } from 'node:crypto';
import type { CommandContext } from '@verdant/platform';
import type { RequestContext } from './context';

/** Each command gets its own id as the causation of its events; the request id correlates them all. */
export const commandContext = (ctx: RequestContext): CommandContext => ({
  correlationId: ctx.correlationId,
  causationId: randomUUID(),
  actor: ctx.actor,
});
