/** A command line the command cannot run: its message says why and how to call it. */
export class UsageError extends Error {}

/** What the command line asks for; on a UsageError, its message and exit code 2. */
export function commandLine<Asked>(parse: () => Asked): Asked {
  try {
    return parse();
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    console.error(error.message);
    process.exit(2);
  }
}
