/**
 * At most `size` holders at a time in this process; the others wait in arrival order. Image decoding runs under one
 * (modules/media), so memory for decoded pixels is bounded by the number of slots, however many uploads arrive.
 */
export class Semaphore {
  private held = 0;
  private readonly waiting: Array<() => void> = [];

  constructor(readonly size: number) {
    if (!Number.isInteger(size) || size < 1) throw new Error(`A semaphore needs at least one slot: ${size}`);
  }

  /** Holders now, and callers waiting for a slot. */
  get stats() {
    return { held: this.held, waiting: this.waiting.length };
  }

  /** Runs `work` once a slot is free; the slot is given back when it settles. */
  async run<T>(work: () => Promise<T>): Promise<T> {
    await this.acquire();
    try {
      return await work();
    } finally {
      this.release();
    }
  }

  private acquire(): Promise<void> {
    if (this.held < this.size) {
      this.held++;
      return Promise.resolve();
    }
    return new Promise((resolve) => this.waiting.push(resolve));
  }

  private release() {
    const next = this.waiting.shift();
    if (next)
      next(); // the slot passes on: `held` is unchanged
    else this.held--;
  }
}
