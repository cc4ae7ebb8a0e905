// The AI Homework Helper: the price, asking, my questions, a question, publishing, the public list, as TanStack
// Query hooks. Types and paths come from the homework contract.
import type { Page } from '../../../modules/platform/contract.ts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type AskBody,
  type HomeworkQuote,
  homeworkRoutes,
  type PhotoText,
  type QuestionCard,
  type QuestionDetail,
} from '../../../modules/homework/contract.ts';
import { type DocumentCard, documentsRoutes } from '../../../modules/documents/contract.ts';
import { apiGet, apiSend } from './client.ts';

export type { HomeworkCitation, HomeworkQuote, QuestionCard, QuestionDetail, QuestionUpdatedEvent } from '../../../modules/homework/contract.ts';
export {
  HOMEWORK_MESSAGES, HOMEWORK_REALTIME, MY_QUESTIONS_PAGE_SIZE, PUBLIC_QUESTIONS_PAGE_SIZE, QUESTION_MAX_CHARS, QUESTION_MIN_CHARS,
} from '../../../modules/homework/contract.ts';

export const homeworkKeys = {
  quote: ['homework', 'quote'] as const,
  publicList: (query: Record<string, string | number>) => ['homework', 'public', query] as const,
  question: (slug: string) => ['homework', 'question', slug] as const,
  // Private to the user: under ['account', …] so sign-in and sign-out drop them.
  mine: (page: number) => ['account', 'homework', page] as const,
};

export function useHomeworkQuote() {
  return useQuery({
    queryKey: homeworkKeys.quote,
    queryFn: ({ signal }) => apiGet<HomeworkQuote>(homeworkRoutes.quote.path, { signal }),
    staleTime: 300_000,
  });
}

/** Reads the text of a photo of a question (OCR on the server); the asker checks it before asking. */
export function readQuestionPhoto(file: File): Promise<PhotoText> {
  const form = new FormData();
  form.set('file', file, file.name);
  return apiSend<PhotoText>('POST', homeworkRoutes.photo.path, { form });
}

export function usePublicQuestions(query: { page?: number; pageSize?: number; subject?: string } = {}) {
  const q = { page: query.page ?? 1, pageSize: query.pageSize ?? 20, ...(query.subject ? { subject: query.subject } : {}) };
  return useQuery({
    queryKey: homeworkKeys.publicList(q),
    queryFn: ({ signal }) => apiGet<Page<QuestionCard>>(homeworkRoutes.publicList.path, { query: q, signal }),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}

export function useMyQuestions(page: number, enabled = true) {
  return useQuery({
    queryKey: homeworkKeys.mine(page),
    queryFn: ({ signal }) => apiGet<Page<QuestionCard>>(homeworkRoutes.mine.path, { query: { page }, signal }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

export function useQuestion(slug: string) {
  return useQuery({
    queryKey: homeworkKeys.question(slug),
    queryFn: ({ signal }) => apiGet<QuestionDetail>(homeworkRoutes.question.path, { params: { slug }, signal }),
    retry: (count, error) => (error as { status?: number }).status !== 404 && count < 2,
  });
}

export function useAskQuestion() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: AskBody) => apiSend<QuestionDetail>('POST', homeworkRoutes.ask.path, { body }),
    onSuccess: (question) => {
      client.setQueryData(homeworkKeys.question(question.slug), question);
      void client.invalidateQueries({ queryKey: ['account'] });
    },
  });
}

export function useSetPublic(slug: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (makePublic: boolean) =>
      apiSend<QuestionDetail>('POST', (makePublic ? homeworkRoutes.publish : homeworkRoutes.unpublish).path, { params: { slug } }),
    onSuccess: (question) => {
      client.setQueryData(homeworkKeys.question(slug), question);
      void client.invalidateQueries({ queryKey: ['account', 'homework'] });
      void client.invalidateQueries({ queryKey: ['homework', 'public'] });
    },
  });
}

/**
 * The marketplace documents an answer drew on (approved ones, in the answer's order), or the subject's most
 * downloaded when the answer drew on none.
 */
export function useAnswerDocuments(ids: string[], subjectSlug: string | null | undefined) {
  return useQuery({
    queryKey: ['homework', 'documents', ids, subjectSlug ?? null],
    queryFn: async ({ signal }) => {
      const found = ids.length
        ? (await apiGet<{ items: DocumentCard[] }>(documentsRoutes.byIds.path, { query: { ids: ids.join(',') }, signal })).items
        : [];
      if (found.length || !subjectSlug) return found;
      return (await apiGet<{ items: DocumentCard[] }>(documentsRoutes.featured.path, { query: { subject: subjectSlug, limit: 4 }, signal })).items;
    },
    staleTime: 60_000,
  });
}
