// A user's plans, notes, tests and attempts when their account is exported or deleted. Deletion deletes them all
// (a plan takes its resources and tests with it, a test its questions and everyone's attempts at it), their
// attempts at other people's public tests, and the notes' AI passages.
import { dropTextSource } from '../ai/index.ts';
import type { PersonalDataPort } from '../platform/index.ts';
import { rows } from './db.ts';

export const testPrepPersonalData = (): PersonalDataPort => ({
  export: async (em, userId) => ({
    plans: await rows(em, 'select id, name, exam_date, created_at from testprep_plans where user_id = ? order by created_at', [userId]),
    notes: await rows(em, 'select id, title, text, created_at from testprep_notes where user_id = ? order by created_at', [userId]),
    tests: await rows(em, 'select id, plan_id, title, is_public, created_at from testprep_tests where user_id = ? order by created_at', [userId]),
    attempts: await rows(em, 'select id, test_id, started_at, submitted_at, score from testprep_attempts where user_id = ? order by started_at', [userId]),
  }),
  erase: async (em, userId) => {
    await rows(em, 'delete from testprep_attempts where user_id = ?', [userId]);
    await rows(em, 'delete from testprep_plans where user_id = ?', [userId]);
    await rows(em, 'delete from testprep_tests where user_id = ?', [userId]);
    for (const note of await rows(em, 'delete from testprep_notes where user_id = ? returning id', [userId])) await dropTextSource(em, note.id);
  },
});
