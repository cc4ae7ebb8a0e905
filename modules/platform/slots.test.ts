import { describe, expect, it } from 'vitest';
import { slots } from './slots.ts';

describe('slots', () => {
  it('runs at most its size at once, the rest in arrival order, and frees a slot when a task throws', async () => {
    const gate = slots(2);
    let running = 0;
    let peak = 0;
    const order: number[] = [];
    const task = (i: number) => gate.run(async () => {
      running += 1;
      peak = Math.max(peak, running);
      await new Promise((r) => setTimeout(r, 5));
      running -= 1;
      order.push(i);
      if (i === 0) throw new Error('boom');
      return i;
    });
    const results = await Promise.allSettled([0, 1, 2, 3, 4].map(task));
    expect(peak).toBe(2);
    expect(order).toEqual([0, 1, 2, 3, 4]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'fulfilled', 'fulfilled', 'fulfilled', 'fulfilled']);
  });
});
