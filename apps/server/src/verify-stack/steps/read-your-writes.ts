import type { Step } from '../proof';
import { customerOf, type Run } from '../run';
import { asBehind, CUSTOMER_SIGNS_UP } from './customer-journey';

export const READS_SEE_WRITES = 'Every read sees the write before it, whichever server answers';

const FEWEST_ROUNDS = 6;
const MOST_ROUNDS = 40;
/** Reads each server must have answered before the step ends early. */
const READS_PER_SERVER = 3;
/**
 * Each write is read back this many times at once: with two, a proxy that takes turns (round robin) sends
 * the reads of every round to both servers, and the next write to the other one.
 */
const READS_PER_WRITE = 2;
/** Letters only: a full name takes no digits well, and each round's name must differ from the last. */
const ROUND_NAMES = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/**
 * Rounds of a write and the reads right after it, through the one address: the customer renames themself,
 * then reads their profile twice, sending the write's position. Whichever server answers must wait for its
 * read model to apply it. It goes on until every expected server answered a few reads (by the x-served-by
 * header), so the proxy's choice cannot leave one out unseen.
 */
export const readsSeeWrites: Step<Run> = {
  title: READS_SEE_WRITES,
  needs: [CUSTOMER_SIGNS_UP],
  async run(run) {
    const { browser, fullName, phone } = customerOf(run);
    const expected = run.settings.servers;
    const answers = new Map<string, number>();
    let rounds = 0;
    const enough = () =>
      rounds >= FEWEST_ROUNDS &&
      answers.size >= expected &&
      [...answers.values()].every((count) => count >= READS_PER_SERVER);
    while (rounds < MOST_ROUNDS && !enough()) {
      const name = `${fullName} ${ROUND_NAMES[rounds % ROUND_NAMES.length]}${ROUND_NAMES[Math.floor(rounds / ROUND_NAMES.length)]}`;
      const written = browser.wrote(
        await browser.api.account.updateProfile.mutate({ fullName: name, phone }),
      );
      const writer = browser.servedBy;
      rounds++;
      for (let read = 0; read < READS_PER_WRITE; read++) {
        const profile = await browser.api.account.profile.query().catch(asBehind);
        const reader = browser.servedBy ?? 'unnamed';
        answers.set(reader, (answers.get(reader) ?? 0) + 1);
        if (profile?.fullName !== name)
          throw new Error(
            `round ${rounds}: server ${reader} answered the profile without the rename written just before at position ${written.position} (by server ${writer}): its read model is behind`,
          );
      }
    }
    const servers = [...answers].map(([server, count]) => `${server}: ${count}`).join(', ');
    if (answers.size < expected)
      throw new Error(
        `${rounds} reads were answered by ${answers.size} server${answers.size === 1 ? '' : 's'} (${servers}), not the ${expected} expected: is one down, or the proxy sending everything to one?`,
      );
    return `${rounds} writes, each read back ${READS_PER_WRITE} times at once: every read saw its write; reads by server: ${servers}`;
  },
};
