// A user's papers when their account is exported or deleted: theirs alone, so deletion deletes them with every
// version (the integrity module drops its fingerprints of them through its own port).
import type { PersonalDataPort } from '../platform/index.ts';
import { rows } from './db.ts';

export const papersPersonalData = (): PersonalDataPort => ({
  export: async (em, userId) => {
    const papers = await rows(em, 'select id, title, content, paper_type, level, citation_style, word_count, version, created_at, updated_at from papers where user_id = ? order by created_at', [userId]);
    const versions = papers.length
      ? await rows(em, 'select id, paper_id, version_number, content, created_at from paper_versions where paper_id in (?) order by paper_id, version_number', [papers.map((p) => p.id)])
      : [];
    return papers.map((p) => ({ ...p, versions: versions.filter((v) => v.paper_id === p.id) }));
  },
  erase: async (em, userId) => {
    await rows(em, 'delete from papers where user_id = ?', [userId]);
  },
});
