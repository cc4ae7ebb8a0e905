// Order for a user's offline keep inside the service worker. Changes and forgetting run one after another, and every
// forget moves the era on: a change asked for in an earlier era (an answer still on its way when the student signed
// out) is dropped, so it cannot bring a forgotten keep back.

export type KeepLane = {
  /** The era a request starts in; pass it back with the change its answer asks for. */
  era(): number;
  /**
   * Runs `work` in turn, unless a forget came after `since`. Keeping is best-effort: a write the device refuses (its
   * storage quota full) is dropped, and the answer on its way to the page is passed on all the same.
   */
  change(since: number, work: () => Promise<unknown>): Promise<void>;
  /** Moves the era on at once and runs `work` (deleting the keep) after the changes already in turn. */
  forget(work: () => Promise<unknown>): Promise<void>;
  /** Moves the era on from inside a change (another user signed in): the changes still waiting are dropped. */
  advance(): void;
};

export function keepLane(): KeepLane {
  let era = 0;
  let lane: Promise<unknown> = Promise.resolve();
  const inTurn = (work: () => Promise<unknown>) => {
    const done = lane.then(work);
    lane = done.catch(() => undefined);
    return done.then(() => undefined);
  };
  return {
    era: () => era,
    change: (since, work) =>
      inTurn(async () => {
        if (era === since) await work().catch(() => undefined);
      }),
    forget: (work) => {
      era++;
      return inTurn(work);
    },
    advance: () => {
      era++;
    },
  };
}
