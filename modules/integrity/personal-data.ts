// A user's plagiarism and AI-detection history when their account is exported or deleted. Deletion deletes the
// checks (the texts they checked) and this index's fingerprints of their papers.
import type { PersonalDataPort } from '../platform/index.ts';
import { rows } from './db.ts';

export const integrityPersonalData = (): PersonalDataPort => ({
  export: async (em, userId) =>
    rows(em, 'select id, kind, title, text, words, paper_id, created_at from integrity_checks where user_id = ? order by created_at', [userId]),
  erase: async (em, userId) => {
    await rows(em, 'delete from integrity_checks where user_id = ?', [userId]);
    await rows(em, "delete from integrity_sources where kind = 'paper' and owner_id = ?", [userId]);
  },
});
