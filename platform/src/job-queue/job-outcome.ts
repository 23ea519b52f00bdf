/** What a failed attempt records: an Error's message, or the String() of anything else thrown. */
export function failureReason(thrown: unknown): string {
  return thrown instanceof Error ? thrown.message : String(thrown);
}

/** Progress is a percentage; anything else is a bug in the handler, so it is refused rather than bent. */
export function checkedProgress(percent: number): number {
  if (!Number.isFinite(percent) || percent < 0 || percent > 100) {
    throw new RangeError(`progress must be a percentage from 0 to 100, got ${percent}`);
  }
  return percent;
}
