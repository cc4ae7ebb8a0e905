import { describe, expect, it } from 'vitest';
import { keepLane } from './keep-lane.ts';

/** A user's keep as the worker's caches hold it, with a put that takes as long as the test says. */
function keepOnDevice() {
  const kept = new Set<string>();
  return {
    kept,
    put: (address: string, arrived: Promise<void> = Promise.resolve()) => async () => {
      await arrived;
      kept.add(address);
    },
    deleteAll: async () => kept.clear(),
  };
}

const deferred = () => {
  let resolve!: () => void;
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve };
};

describe('the order of a user\'s offline keep', () => {
  it('drops an answer asked for before sign-out that arrives after it, so the keep stays forgotten', async () => {
    const lane = keepLane();
    const device = keepOnDevice();
    const since = lane.era(); // the study queue is asked for while signed in
    await lane.change(since, device.put('/api/flashcards/decks/d1'));
    await lane.forget(device.deleteAll); // Sign Out
    await lane.change(since, device.put('/api/flashcards/decks/d1/study')); // its answer arrives afterwards
    expect([...device.kept]).toEqual([]);
  });

  it('forgets after a keep already being written, not before it', async () => {
    const lane = keepLane();
    const device = keepOnDevice();
    const slowWrite = deferred();
    const writing = lane.change(lane.era(), device.put('/api/documents/notes', slowWrite.promise));
    const forgetting = lane.forget(device.deleteAll);
    slowWrite.resolve();
    await Promise.all([writing, forgetting]);
    expect([...device.kept]).toEqual([]);
  });

  it('keeps what the next student is answered after the forget', async () => {
    const lane = keepLane();
    const device = keepOnDevice();
    await lane.forget(device.deleteAll);
    await lane.change(lane.era(), device.put('/api/library'));
    expect([...device.kept]).toEqual(['/api/library']);
  });

  it('drops the changes still waiting when another user signs in, and goes on when the device refuses a write', async () => {
    const lane = keepLane();
    const device = keepOnDevice();
    const since = lane.era();
    const failing = lane.change(since, async () => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    const switching = lane.change(since, async () => {
      lane.advance();
      await device.deleteAll();
    });
    const stale = lane.change(since, device.put('/api/documents/theirs'));
    // Keeping is best-effort: the worker passes the answer on to the page all the same.
    await expect(failing).resolves.toBeUndefined();
    await Promise.all([switching, stale]);
    expect([...device.kept]).toEqual([]);
    await lane.change(lane.era(), device.put('/api/documents/mine'));
    expect([...device.kept]).toEqual(['/api/documents/mine']);
  });
});
