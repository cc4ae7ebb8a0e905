// A user's document chats when their account is exported or deleted: theirs alone, so deletion deletes them.
import type { PersonalDataPort } from '../platform/index.ts';
import { rows } from './db.ts';

export const docChatPersonalData = (): PersonalDataPort => ({
  export: async (em, userId) => {
    const chats = await rows(em, 'select id, document_id, title, created_at, updated_at from doc_chats where user_id = ? order by created_at', [userId]);
    const messages = chats.length
      ? await rows(em, 'select chat_id, question, action_id, created_at from doc_chat_messages where chat_id in (?) order by created_at', [chats.map((c) => c.id)])
      : [];
    return chats.map((c) => ({ ...c, messages: messages.filter((m) => m.chat_id === c.id) }));
  },
  erase: async (em, userId) => {
    await rows(em, 'delete from doc_chats where user_id = ?', [userId]);
  },
});
