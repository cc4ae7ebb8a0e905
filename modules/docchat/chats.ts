// A user's document chats: start one over a document they uploaded or bought, list, read, rename, delete, and ask.
// Chats are their owner's alone: anyone else (admins included) gets 404. Asking locks the chat row, so concurrent
// questions in one chat are priced in turn (the rule counts questions already asked).
import type { EntityManager } from '@mikro-orm/postgresql';
import {
  type AiActionView, type ChatMessage as Turn, aiProviderOf, ensureDocumentIndexed, quoteNow, readActions, requestAiAction, sourceKeyTerms,
} from '../ai/index.ts';
import { type ChatMaterial, documentForChat, documentPage } from '../documents/index.ts';
import { HttpError, paginate, type Platform, uuidv7 } from '../platform/index.ts';
import { type Chat, type ChatMessage, type ChatSummary, DOC_CHAT_MESSAGES as M, TITLE_MAX } from './contract.ts';
import { one, type Row, rows } from './db.ts';
import { suggestedQuestions } from './suggestions.ts';
import { type DocChatInput, docChatTool } from './tool.ts';

const notFound = () => new HttpError(404, 'not_found', M.notFound);
const iso = (v: unknown) => new Date(v as string).toISOString();
/** How many earlier exchanges a language model sees with a question. */
const HISTORY = 3;

type Material = Pick<ChatMaterial, 'id' | 'title' | 'private' | 'processing' | 'processingError' | 'pageCount'>;

function summary(r: Row, material: Material): ChatSummary {
  return {
    id: r.id,
    title: r.title,
    document: {
      id: material.id, title: material.title, private: material.private, processing: material.processing,
      processingError: material.processingError, pageCount: material.pageCount,
    },
    messageCount: Number(r.message_count),
    createdAt: iso(r.created_at),
    updatedAt: iso(r.updated_at),
  };
}

/** The document as the chat shows it; a document the user lost access to (refunded, taken down) reads as unavailable. */
async function materialOf(em: EntityManager, userId: string, documentId: string): Promise<Material> {
  return (
    (await documentForChat(em, userId, documentId)) ?? {
      id: documentId, title: 'Document no longer available', private: false, processing: 'failed', processingError: M.documentNotAvailable, pageCount: null,
    }
  );
}

async function ownChat(em: EntityManager, userId: string, chatId: string, lock = false): Promise<Row> {
  const r = await one(em, `select * from doc_chats where id = ? and user_id = ?${lock ? ' for update' : ''}`, [chatId, userId]);
  if (!r) throw notFound();
  return r;
}

export async function listChats(em: EntityManager, userId: string, q: { page: number; pageSize: number }) {
  const list = { columns: '*', from: 'from doc_chats where user_id = ?', orderBy: 'updated_at desc, id desc', params: [userId] };
  return paginate(em, list, q, (found) => Promise.all(found.map(async (r) => summary(r, await materialOf(em, userId, r.document_id)))));
}

export async function createChat(em: EntityManager, userId: string, documentId: string): Promise<string> {
  const material = await documentForChat(em, userId, documentId);
  if (!material) throw new HttpError(403, 'document_not_available', M.documentNotAvailable);
  const id = uuidv7();
  await rows(em, 'insert into doc_chats (id, user_id, document_id, title) values (?, ?, ?, ?)', [id, userId, documentId, material.title.slice(0, TITLE_MAX)]);
  return id;
}

function messageOf(r: Row, answers: Map<string, AiActionView>): ChatMessage {
  return { id: r.id, question: r.question, answer: answers.get(r.action_id)!, createdAt: iso(r.created_at) };
}

/** Suggested questions, worked out once the document is ready and kept on the chat. */
async function suggestionsOf(em: EntityManager, chat: Row, material: Material): Promise<string[]> {
  if (chat.suggestions) return chat.suggestions;
  if (material.processing !== 'ready') return [];
  await ensureDocumentIndexed(em, material.id);
  const suggestions = suggestedQuestions(await sourceKeyTerms(em, { userId: chat.user_id }, material.id, 3));
  await rows(em, 'update doc_chats set suggestions = ?::jsonb where id = ?', [JSON.stringify(suggestions), chat.id]);
  return suggestions;
}

export async function chatView(platform: Platform, em: EntityManager, userId: string, chatId: string): Promise<Chat> {
  const chat = await ownChat(em, userId, chatId);
  const material = await materialOf(em, userId, chat.document_id);
  const list = await rows(em, 'select * from doc_chat_messages where chat_id = ? order by created_at, id', [chatId]);
  const answers = new Map((await readActions(em, list.map((r) => r.action_id))).map((a) => [a.id, a]));
  return {
    ...summary(chat, material),
    messages: list.map((r) => messageOf(r, answers)),
    suggestions: await suggestionsOf(em, chat, material),
    nextCost: await quoteNow(em, 'document-chat', { messagesSent: Number(chat.message_count) }),
    provider: aiProviderOf(platform).provider,
  };
}

export async function renameChat(em: EntityManager, userId: string, chatId: string, title: string): Promise<ChatSummary> {
  const [r] = await rows(em, 'update doc_chats set title = ?, updated_at = now() where id = ? and user_id = ? returning *', [title, chatId, userId]);
  if (!r) throw notFound();
  return summary(r, await materialOf(em, userId, r.document_id));
}

export async function deleteChat(em: EntityManager, userId: string, chatId: string): Promise<void> {
  const [r] = await rows(em, 'delete from doc_chats where id = ? and user_id = ? returning id', [chatId, userId]);
  if (!r) throw notFound();
}

function refuseUnready(material: Material) {
  if (material.processingError === M.documentNotAvailable) throw new HttpError(403, 'document_not_available', M.documentNotAvailable);
  if (material.processing === 'failed') throw new HttpError(409, 'document_failed', M.processingFailed);
  if (material.processing !== 'ready') throw new HttpError(409, 'document_processing', M.stillProcessing);
}

/** Asks a question: charged at the rule's price for this chat, answered by a job. Answers the message. */
export async function ask(
  platform: Platform,
  em: EntityManager,
  userId: string,
  chatId: string,
  input: { question: string; key?: string; points?: number },
): Promise<{ message: ChatMessage; points: number }> {
  return em.transactional(async (tx) => {
    const chat = await ownChat(tx, userId, chatId, true);
    const material = await materialOf(tx, userId, chat.document_id);
    refuseUnready(material);
    await ensureDocumentIndexed(tx, material.id);
    const earlier = await rows(tx, 'select question, action_id from doc_chat_messages where chat_id = ? order by created_at desc, id desc limit ?', [chatId, HISTORY]);
    const earlierAnswers = new Map((await readActions(tx, earlier.map((r) => r.action_id))).map((a) => [a.id, a]));
    const history: Turn[] = earlier.reverse().flatMap((r) => {
      const answer = earlierAnswers.get(r.action_id);
      return answer?.status === 'done' ? [{ role: 'user' as const, content: r.question }, { role: 'assistant' as const, content: answer.text }] : [];
    });
    const request: DocChatInput = { chatId, documentId: material.id, question: input.question, messagesSent: Number(chat.message_count), history };
    const key = `document-chat:${chatId}:${input.key ?? uuidv7()}`;
    const { actionId, points, replayed } = await requestAiAction(platform, tx, { tool: docChatTool.name, userId, input: request, key, quotedPoints: input.points });
    if (!replayed) {
      await rows(tx, 'insert into doc_chat_messages (id, chat_id, question, action_id) values (?, ?, ?, ?)', [uuidv7(), chatId, input.question, actionId]);
      await rows(tx, 'update doc_chats set message_count = message_count + 1, updated_at = now() where id = ?', [chatId]);
    }
    const row = await one(tx, 'select * from doc_chat_messages where action_id = ?', [actionId]);
    const answers = new Map((await readActions(tx, [actionId])).map((a) => [a.id, a]));
    return { message: messageOf(row!, answers), points };
  });
}

/** One page of the chat's document (the preview beside the chat when a citation is clicked). */
export async function chatPage(platform: Platform, em: EntityManager, userId: string, chatId: string, page: number) {
  const chat = await ownChat(em, userId, chatId);
  if (!(await documentForChat(em, userId, chat.document_id))) throw new HttpError(403, 'document_not_available', M.documentNotAvailable);
  const found = await documentPage(platform, em, chat.document_id, page);
  if (!found) throw new HttpError(404, 'page_not_found', 'This page does not exist in the document.');
  return found;
}
