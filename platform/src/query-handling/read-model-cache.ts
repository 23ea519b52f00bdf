import { LRUCache } from 'lru-cache';

/**
 * Answers of read-model queries, kept until the projections they read have moved on. A listing page is
 * asked for far more often than products change, and working it out again (scan, sort, copy) is the costly
 * part of the request; the version is the builds queries read and the log positions they had applied, so a
 * cached answer is exactly what a fresh query would return, across a rebuild's switch too.
 */
export class ReadModelCache<Answer extends object> {
  private readonly answers: LRUCache<string, { version: string; answer: Answer }>;

  constructor(maxEntries: number) {
    this.answers = new LRUCache({ max: maxEntries });
  }

  async answer(key: string, version: string, compute: () => Promise<Answer>): Promise<Answer> {
    const cached = this.answers.get(key);
    if (cached?.version === version) return cached.answer;
    const answer = await compute();
    this.answers.set(key, { version, answer });
    return answer;
  }
}
