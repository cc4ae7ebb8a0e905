// Koa routes of /api/document-chats: every one for the signed-in owner of the chat (guests 401, anyone else 404).
import type { Context, Middleware, Next } from 'koa';
import { requireUser } from '../accounts/index.ts';
import { storePrivateUpload } from '../documents/index.ts';
import { type ApiRouter, HttpError, type Platform } from '../platform/index.ts';
import { ask, chatPage, chatView, createChat, deleteChat, listChats, renameChat } from './chats.ts';
import { docChatRoutes as r } from './contract.ts';

/** Guests are turned away before their input is read (no validation errors, no upload read). */
export function docChatGuard(): Middleware {
  return (ctx: Context, next: Next) => {
    if (ctx.path.startsWith('/api/document-chats') && !ctx.state.user) throw new HttpError(401, 'unauthenticated', 'User not authenticated');
    return next();
  };
}

export function mountDocChatRoutes(api: ApiRouter, platform: Platform) {
  api.add({ ...r.list, summary: "The signed-in user's document chats, most recent first" }, ({ ctx, em, query }) => listChats(em, requireUser(ctx).id, query));

  api.add({ ...r.create, summary: 'Start a chat over a document you uploaded or bought' }, async ({ ctx, em, body }) => {
    const user = requireUser(ctx);
    const id = await em.transactional((tx) => createChat(tx, user.id, body.documentId));
    return chatView(platform, em, user.id, id);
  });

  api.add({ ...r.upload }, async ({ ctx, em }) => {
    const user = requireUser(ctx);
    const documentId = await storePrivateUpload(platform, ctx, user.id);
    const id = await em.transactional((tx) => createChat(tx, user.id, documentId));
    return chatView(platform, em, user.id, id);
  });

  api.add({ ...r.get, summary: 'A chat with its questions and answers, suggested questions and the next question’s cost' }, ({ ctx, em, params }) => {
    ctx.set('Cache-Control', 'no-store');
    return chatView(platform, em, requireUser(ctx).id, params.id);
  });

  api.add({ ...r.rename, summary: 'Rename a chat' }, ({ ctx, em, params, body }) => renameChat(em, requireUser(ctx).id, params.id, body.title));

  api.add({ ...r.remove, summary: 'Delete a chat and its messages' }, async ({ ctx, em, params }) => {
    await deleteChat(em, requireUser(ctx).id, params.id);
    return { deleted: true as const };
  });

  api.add({ ...r.ask, summary: 'Ask a question: charged now (5 points, plus 2 per 5 questions already asked), answered by the worker' }, async ({ ctx, em, params, body }) => {
    const result = await ask(platform, em, requireUser(ctx).id, params.id, body);
    ctx.status = 202;
    ctx.body = result;
    return undefined;
  });

  api.add({ ...r.page, summary: "One page of the chat's document: its text and readable preview" }, ({ ctx, em, params }) =>
    chatPage(platform, em, requireUser(ctx).id, params.id, params.page),
  );
}
