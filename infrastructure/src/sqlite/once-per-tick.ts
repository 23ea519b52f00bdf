/**
 * `read`, asked at most once until the work of the current tick is done (the callback that runs and the
 * promise continuations it leads to), then asked again. Nothing from outside this thread runs in between, so
 * whatever is read from a file reflects it as of a moment after the callback began: for a request, after it
 * arrived. The calls one request makes in a row (its session, the account, the product, the cart) share one
 * answer instead of asking SQLite each time, which takes and releases a lock on the shared-memory file.
 */
export function oncePerTick<T>(read: () => T): () => T {
  let asked = false;
  let answer: T;
  const forget = () => {
    asked = false;
  };
  return () => {
    if (!asked) {
      answer = read();
      asked = true;
      process.nextTick(forget);
    }
    return answer;
  };
}
