// A user's AI actions (prompts and answers of every tool) when their account is exported or deleted. Deletion
// deletes them; the passages of the documents erased with the account go on `documents.erased` (indexing.ts).
import type { PersonalDataPort } from '../platform/index.ts';
import { rows } from './db.ts';

export const aiPersonalData = (): PersonalDataPort => ({
  export: async (em, userId) =>
    rows(em, 'select id, tool, status, points, refunded, input, text, citations, result, created_at from ai_actions where user_id = ? order by created_at', [userId]),
  erase: async (em, userId) => {
    await rows(em, 'delete from ai_actions where user_id = ?', [userId]);
  },
});
