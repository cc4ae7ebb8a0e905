// Streams an action's answer text to its owner while a job produces it: pieces are gathered for a moment, then
// written to the action row (so a page reloaded mid-answer reads what exists) and sent on the user's realtime
// channel with their offset, in one short transaction of their own, outside the job's (whose writes only become
// visible when it ends). Flushes run one after another, so offsets only grow.
import type { EntityManager } from '@mikro-orm/postgresql';
import { notify } from '../platform/index.ts';
import { AI_REALTIME, type AiTokenEvent } from './contract.ts';
import { rows } from './db.ts';

const FLUSH_MS = 50;
/** Keeps each realtime message well under PostgreSQL's notification size limit. */
const MAX_DELTA = 2_000;

export function answerStream(fork: () => EntityManager, action: { id: string; userId: string }) {
  let text = '';
  let sent = 0;
  let timer: NodeJS.Timeout | null = null;
  let chain: Promise<void> = Promise.resolve();

  const flush = () => {
    timer = null;
    chain = chain.then(async () => {
      if (sent >= text.length) return;
      const upto = text.length;
      await fork().transactional(async (tx) => {
        const running = await rows(tx, "update ai_actions set text = ? where id = ? and status = 'running' returning id", [text.slice(0, upto), action.id]);
        // An action that ended (failed, its text cleared) sends nothing more.
        if (running.length) for (let at = sent; at < upto; at += MAX_DELTA) {
          const event: AiTokenEvent = { actionId: action.id, offset: at, delta: text.slice(at, Math.min(upto, at + MAX_DELTA)) };
          await notify(tx, `user:${action.userId}`, AI_REALTIME.token, event);
        }
      });
      sent = upto;
    });
  };

  return {
    push(delta: string) {
      text += delta;
      timer ??= setTimeout(flush, FLUSH_MS);
    },
    /** Sends what is left and waits for every write. */
    async close() {
      if (timer) clearTimeout(timer);
      flush();
      await chain;
    },
    get text() {
      return text;
    },
  };
}
