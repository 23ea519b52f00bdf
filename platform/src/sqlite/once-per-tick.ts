/**
 * `read`, asked at most once until the work of the current tick is done (the callback that runs and the
 * promise continuations it leads to), then asked again. What is read then reflects the file as of a moment
 * after the tick began (for a request, after it arrived); another connection's commit meanwhile is seen from
 * the next tick. The reads one command makes in a row (the account, the product, the cart) share one answer
 * instead of asking SQLite each time, which takes and releases a lock on the shared-memory file.
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
