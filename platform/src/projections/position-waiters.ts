interface Waiter {
  position: bigint;
  resolve(reached: boolean): void;
  timer: NodeJS.Timeout;
}

/** Queries waiting for a read model to reach a position (read-your-writes), each with its own deadline. */
export class PositionWaiters {
  private waiting: Waiter[] = [];

  waitFor(position: bigint, current: bigint, timeoutMs: number): Promise<boolean> {
    if (current >= position) return Promise.resolve(true);
    return new Promise((resolve) => {
      const waiter: Waiter = {
        position,
        resolve,
        timer: setTimeout(() => {
          this.waiting = this.waiting.filter((other) => other !== waiter);
          resolve(false);
        }, timeoutMs),
      };
      this.waiting.push(waiter);
    });
  }

  reached(position: bigint): void {
    if (this.waiting.length === 0) return;
    const stillWaiting: Waiter[] = [];
    for (const waiter of this.waiting) {
      if (waiter.position <= position) {
        clearTimeout(waiter.timer);
        waiter.resolve(true);
      } else {
        stillWaiting.push(waiter);
      }
    }
    this.waiting = stillWaiting;
  }
}
