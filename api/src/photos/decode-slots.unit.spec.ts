import { DecodeSlots } from './decode-slots';

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('DecodeSlots', () => {
  it('runs at most its number of jobs at once, the rest in arrival order', async () => {
    const slots = new DecodeSlots(1);
    let running = 0;
    let most = 0;
    const order: number[] = [];
    const job = (n: number) => async () => {
      running++;
      most = Math.max(most, running);
      await tick();
      order.push(n);
      running--;
      return n;
    };

    const results = await Promise.all([1, 2, 3, 4].map((n) => slots.run(job(n))));

    expect(results).toEqual([1, 2, 3, 4]);
    expect(order).toEqual([1, 2, 3, 4]);
    expect(most).toBe(1);
  });

  it('frees the slot when a job fails', async () => {
    const slots = new DecodeSlots(1);
    await expect(slots.run(() => Promise.reject(new Error('bad photo')))).rejects.toThrow();
    await expect(slots.run(() => Promise.resolve('next'))).resolves.toBe('next');
  });
});
