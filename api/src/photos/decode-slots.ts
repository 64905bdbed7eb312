/**
 * A fixed number of slots for work that costs a lot of memory at once; callers beyond them
 * wait their turn, in arrival order. A slot freed while someone waits passes straight to them.
 */
export class DecodeSlots {
  private active = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(private readonly slots: number) {}

  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.active < this.slots) this.active++;
    else await new Promise<void>((resolve) => this.waiting.push(resolve));
    try {
      return await work();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.active--;
    }
  }
}
