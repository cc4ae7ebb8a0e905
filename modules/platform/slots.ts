// A counting semaphore: at most `size` tasks run at once; the others wait their turn in arrival order.
export function slots(size: number) {
  let free = size;
  const waiting: (() => void)[] = [];
  return {
    async run<T>(task: () => Promise<T>): Promise<T> {
      if (free > 0) free -= 1;
      else await new Promise<void>((resolve) => waiting.push(resolve));
      try {
        return await task();
      } finally {
        // The slot passes straight to the next waiter, so a newcomer cannot overtake it.
        const next = waiting.shift();
        if (next) next();
        else free += 1;
      }
    },
  };
}
