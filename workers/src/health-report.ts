import { rename, writeFile } from 'node:fs/promises';
import type { Logger, ProjectionStatus, ReactionStatus } from '@verdant/platform';

export interface ProcessHealth {
  projections: ProjectionStatus[];
  reactions: ReactionStatus[];
}

/**
 * A process without an HTTP port reports its health in a file: the container's health check
 * (docker-compose.yml) reads it, healthy while it is fresh and names nothing failed. Reports stop when
 * the event loop hangs or the stores stop answering, so a stale report means an unhealthy process.
 */
export function reportHealthEvery(
  intervalMs: number,
  file: string,
  status: () => Promise<ProcessHealth>,
  logger: Logger,
): { stop(): void; reported: Promise<void> } {
  const report = async () => {
    try {
      const { projections, reactions } = await status();
      const failed = [...projections, ...reactions].filter((running) => running.state === 'failed');
      for (const running of failed) logger.error({ status: running }, 'failed');
      const checkedAt = new Date().toISOString();
      const body = { checkedAt, failed: failed.map(({ name }) => name), projections, reactions };
      // Renamed into place, so the health check never reads half a report.
      await writeFile(`${file}.tmp`, JSON.stringify(body));
      await rename(`${file}.tmp`, file);
    } catch (error) {
      logger.error({ err: error }, 'health report failed');
    }
  };
  const timer = setInterval(() => void report(), intervalMs);
  return { stop: () => clearInterval(timer), reported: report() };
}
