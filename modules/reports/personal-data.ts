// The reports a user filed, when their account is exported or deleted. Deletion deletes them: a report is the
// reporter's words, and what an admin decided on it is kept in the admin audit log.
import type { PersonalDataPort } from '../platform/index.ts';
import { rows } from './db.ts';

export const reportsPersonalData = (): PersonalDataPort => ({
  export: async (em, userId) =>
    rows(em, 'select id, target_type, target_id, reason, details, status, created_at from reports where reporter_id = ? order by created_at', [userId]),
  erase: async (em, userId) => {
    await rows(em, 'delete from reports where reporter_id = ?', [userId]);
  },
});
