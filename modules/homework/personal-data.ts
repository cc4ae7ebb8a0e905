// A user's homework questions when their account is exported or deleted. Deletion deletes them; a public one is
// announced removed first, so search drops it.
import type { Platform, PersonalDataPort } from '../platform/index.ts';
import { rows } from './db.ts';
import { HOMEWORK_EVENTS } from './events.ts';

export const homeworkPersonalData = (platform: Platform): PersonalDataPort => ({
  export: async (em, userId) =>
    rows(em, 'select id, slug, question, is_public, status, answer, points, created_at, answered_at from homework_questions where user_id = ? order by created_at', [userId]),
  erase: async (em, userId) => {
    const removed = await rows(em, 'delete from homework_questions where user_id = ? returning id, is_public', [userId]);
    for (const q of removed.filter((r) => r.is_public)) {
      await platform.bus.publish(em, HOMEWORK_EVENTS.questionRemoved, { questionId: q.id });
    }
  },
});
