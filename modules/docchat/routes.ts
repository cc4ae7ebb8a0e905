
import { storePrivateUpload } from '../documents/index.ts';
import type { ApiRouter, Platform } from '../platform/index.ts';
import { ask, chatPage, chatView, createChat, deleteChat, listChats, renameChat } from './chats.ts';
import { docChatRoutes as r } from './contract.ts';

export function mountDocChatRoutes(api: ApiRouter, platform: Platform) {
  api.add({ ...r.list, summary: "The signed-in user's document chats, most recent first" }, ({ user, em, query }) => listChats(em, user.id, query));

  api.add({ ...r.create, summary: 'Start a chat over a document you uploaded or bought' }, async ({ user, em, body }) => {
    const id = await em.transactional((tx) => createChat(tx, user.id, body.documentId));
    return chatView(platform, em, user.id, id);
  });

  api.add({ ...r.upload }, async ({ user, ctx, em }) => {
    const documentId = await storePrivateUpload(platform, ctx, user.id);
    const id = await em.transactional((tx) => createChat(tx, user.id, documentId));
    return chatView(platform, em, user.id, id);
  });

  api.add({ ...r.get, summary: 'A chat with its questions and answers, suggested questions and the next question’s cost' }, ({ user, ctx, em, params }) => {
    ctx.set('Cache-Control', 'no-store');
    return chatView(platform, em, user.id, params.id);
  });

  api.add({ ...r.rename, summary: 'Rename a chat' }, ({ user, em, params, body }) => renameChat(em, user.id, params.id, body.title));

  api.add({ ...r.remove, summary: 'Delete a chat and its messages' }, async ({ user, em, params }) => {
    await deleteChat(em, user.id, params.id);
    return { deleted: true as const };
  });

  api.add({ ...r.ask, summary: 'Ask a question: charged now (5 points, plus 2 per 5 questions already asked), answered by the worker' }, async ({ user, em, params, body }) => {
    const result = await ask(platform, em, user.id, params.id, body);
    return result;
  });

  api.add({ ...r.page, summary: "One page of the chat's document: its text and readable preview" }, ({ user, em, params }) =>
    chatPage(platform, em, user.id, params.id, params.page),
  );
}
