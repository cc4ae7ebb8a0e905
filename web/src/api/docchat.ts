// Document Chat: the user's chats, a chat with its answers, uploads, questions and pages, as TanStack Query hooks;
// and the live answer (the AI platform's `ai.token` / `ai.status` events) merged into the cached chat. Types and
// paths come from the docchat and ai contracts.
import type { Page } from '../../../modules/platform/contract.ts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { AI_REALTIME, type AiStatusEvent, type AiTokenEvent } from '../../../modules/ai/contract.ts';
import { type Chat, type ChatSummary, docChatRoutes as r } from '../../../modules/docchat/contract.ts';
import { useRealtime } from '../hooks/useRealtime.ts';
import { apiGet, apiSend } from './client.ts';

export type { Chat, ChatMessage, ChatSummary } from '../../../modules/docchat/contract.ts';
export { QUESTION_MAX, TITLE_MAX } from '../../../modules/docchat/contract.ts';

export type ChatPage = { page: number; text: string; imageUrl: string | null; width: number; height: number };

// Private to the user: under ['account', …] so sign-in and sign-out drop them.
export const chatKeys = {
  list: (page: number) => ['account', 'document-chats', 'list', page] as const,
  lists: ['account', 'document-chats', 'list'] as const,
  chat: (id: string) => ['account', 'document-chats', 'chat', id] as const,
  page: (id: string, page: number) => ['account', 'document-chats', 'page', id, page] as const,
};

export function useChats(page: number) {
  return useQuery({
    queryKey: chatKeys.list(page),
    queryFn: ({ signal }) => apiGet<Page<ChatSummary>>(r.list.path, { query: { page }, signal }),
    placeholderData: keepPreviousData,
  });
}

const answering = (chat: Chat | undefined) =>
  Boolean(chat?.messages.some((m) => m.answer.status === 'queued' || m.answer.status === 'running')) ||
  (chat !== undefined && chat.document.processing !== 'ready' && chat.document.processing !== 'failed');

export function useChat(id: string) {
  const client = useQueryClient();
  const query = useQuery({
    queryKey: chatKeys.chat(id),
    queryFn: ({ signal }) => apiGet<Chat>(r.get.path, { params: { id }, signal }),
    // Events carry the answer; a slow poll covers a dropped stream and the document's processing.
    refetchInterval: (q) => (answering(q.state.data) ? 3_000 : false),
  });
  const onToken = useCallback(
    (data: unknown) => {
      const event = data as AiTokenEvent;
      client.setQueryData<Chat>(chatKeys.chat(id), (chat) => {
        if (!chat) return chat;
        let missed = false;
        const messages = chat.messages.map((m) => {
          if (m.answer.id !== event.actionId) return m;
          const text = m.answer.text;
          if (event.offset > text.length) missed = true;
          if (event.offset !== text.length) return m;
          return { ...m, answer: { ...m.answer, status: 'running' as const, text: text + event.delta } };
        });
        if (missed) void client.invalidateQueries({ queryKey: chatKeys.chat(id) });
        return { ...chat, messages };
      });
    },
    [client, id],
  );
  const onStatus = useCallback(
    (data: unknown) => {
      const event = data as AiStatusEvent;
      const chat = client.getQueryData<Chat>(chatKeys.chat(id));
      if (chat?.messages.some((m) => m.answer.id === event.actionId) && event.status !== 'running') {
        void client.invalidateQueries({ queryKey: chatKeys.chat(id) });
        void client.invalidateQueries({ queryKey: ['account', 'wallet'] });
      }
    },
    [client, id],
  );
  const refetch = () => void client.invalidateQueries({ queryKey: chatKeys.chat(id) });
  useRealtime(AI_REALTIME.token, onToken, true, refetch);
  useRealtime(AI_REALTIME.status, onStatus, true);
  return query;
}

export function useChatPage(id: string, page: number | null) {
  return useQuery({
    queryKey: chatKeys.page(id, page ?? 0),
    queryFn: ({ signal }) => apiGet<ChatPage>(r.page.path, { params: { id, page: String(page) }, signal }),
    enabled: page !== null,
    staleTime: 5 * 60_000,
  });
}

export function useAsk(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { question: string; key: string; points?: number }) =>
      apiSend<{ points: number }>('POST', r.ask.path, { params: { id }, body: input }),
    onSettled: () => {
      void client.invalidateQueries({ queryKey: chatKeys.chat(id) });
      void client.invalidateQueries({ queryKey: chatKeys.lists });
    },
  });
}

export function useRenameChat(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (title: string) => apiSend<ChatSummary>('PATCH', r.rename.path, { params: { id }, body: { title } }),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: chatKeys.chat(id) });
      void client.invalidateQueries({ queryKey: chatKeys.lists });
    },
  });
}

export function useDeleteChat() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiSend<{ deleted: true }>('DELETE', r.remove.path, { params: { id } }),
    onSuccess: () => void client.invalidateQueries({ queryKey: chatKeys.lists }),
  });
}

/** Opens a chat over a marketplace document the user uploaded or bought. */
export function useStartChat() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (documentId: string) => apiSend<Chat>('POST', r.create.path, { body: { documentId } }),
    onSuccess: () => void client.invalidateQueries({ queryKey: chatKeys.lists }),
  });
}

/** Uploads a file as a private document and opens a chat over it. */
export function uploadForChat(file: File): Promise<Chat> {
  const form = new FormData();
  form.set('file', file, file.name);
  return apiSend('POST', r.upload.path, { form });
}
