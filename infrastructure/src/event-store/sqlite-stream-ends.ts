/** Streams whose end is kept; past this the kept ends are dropped and learnt again as streams are read. */
const STREAMS_KEPT = 50_000;

/**
 * Where recently read or written streams end, so that reading a stream from past its end (a command checking
 * whether anything was appended since it last looked: usually nothing) needs no query. An end holds only
 * while no other connection has committed to the file: `PRAGMA data_version`, asked on every check, moves
 * with other connections' commits only, and then every kept end is dropped. This connection's own appends
 * move the ends of the streams they wrote as they commit.
 */
export class StreamEnds {
  /** For each stream, the revision from which it surely has no events. */
  readonly #ends = new Map<string, bigint>();
  #asOfDataVersion: number;

  constructor(private readonly dataVersion: () => number) {
    this.#asOfDataVersion = dataVersion();
  }

  /** True when the stream surely has no event at or after `fromRevision`. */
  nothingFrom(streamId: string, fromRevision: bigint): boolean {
    const version = this.dataVersion();
    if (version !== this.#asOfDataVersion) {
      this.#ends.clear();
      this.#asOfDataVersion = version;
      return false;
    }
    const end = this.#ends.get(streamId);
    return end !== undefined && fromRevision >= end;
  }

  /** The stream has, as of now, no event at or after `end`. */
  endsAt(streamId: string, end: bigint): void {
    if (this.#ends.size >= STREAMS_KEPT) this.#ends.clear();
    this.#ends.set(streamId, end);
  }
}
