// Test Prep: plans, resources, tests, attempts and public tests as TanStack Query hooks. Types and paths come from
// the testprep contract. A test being generated is polled (its AI action ends within seconds in local mode).
import type { Page } from '../../../modules/platform/contract.ts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type Attempt,
  type Plan,
  type PlanSummary,
  type PublicTest,
  type Results,
  type TestSummary,
  type TestView,
  testPrepRoutes as r,
} from '../../../modules/testprep/contract.ts';
import { ApiError, apiGet, apiSend, clientMessages, type FieldErrors, requestHeaders } from './client.ts';

export type { Attempt, GradedQuestion, Plan, PlanSummary, PublicTest, Question, Resource, Results, TestSummary, TestView } from '../../../modules/testprep/contract.ts';
export { DIFFICULTIES, KIND_LABELS, QUESTION_KINDS, QUESTIONS_MAX, TESTPREP_MESSAGES } from '../../../modules/testprep/contract.ts';


export const prepKeys = {
  // Private to the user: under ['account', …] so sign-in and sign-out drop them.
  plans: ['account', 'test-prep', 'plans'] as const,
  plan: (id: string) => ['account', 'test-prep', 'plan', id] as const,
  test: (id: string) => ['account', 'test-prep', 'test', id] as const,
  attempt: (testId: string) => ['account', 'test-prep', 'attempt', testId] as const,
  results: (testId: string, attemptId: string | null) => ['account', 'test-prep', 'results', testId, attemptId] as const,
  notes: (id: string) => ['account', 'test-prep', 'notes', id] as const,
  quote: (questions: number) => ['test-prep', 'quote', questions] as const,
  publicList: (query: Record<string, string | number>) => ['tests', 'list', query] as const,
  publicTest: (ref: string) => ['tests', 'test', ref] as const,
};

const generating = (tests: { status: string }[] | undefined) => Boolean(tests?.some((t) => t.status === 'generating'));
const processing = (plan: Plan | undefined) => Boolean(plan?.resources.some((res) => res.state === 'processing'));

export function usePlans() {
  return useQuery({ queryKey: prepKeys.plans, queryFn: ({ signal }) => apiGet<Page<PlanSummary>>(r.plans.path, { query: { pageSize: 100 }, signal }) });
}

export function usePlan(id: string) {
  return useQuery({
    queryKey: prepKeys.plan(id),
    queryFn: ({ signal }) => apiGet<Plan>(r.plan.path, { params: { planId: id }, signal }),
    refetchInterval: (q) => (generating(q.state.data?.tests) || processing(q.state.data) ? 2_000 : false),
  });
}

export function useQuote(questions: number) {
  return useQuery({
    queryKey: prepKeys.quote(questions),
    queryFn: ({ signal }) => apiGet<{ points: number }>(r.quote.path, { query: { questions }, signal }),
    staleTime: 300_000,
    placeholderData: keepPreviousData,
  });
}

/** Any change to a plan answers the plan: the cache takes it as is. */
function usePlanChange<I>(planId: string, send: (input: I) => Promise<Plan>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (plan) => {
      client.setQueryData(prepKeys.plan(planId), plan);
      void client.invalidateQueries({ queryKey: prepKeys.plans });
    },
  });
}

export type PlanBody = { name: string; examDate: string | null; subjectId: string | null };

export function useCreatePlan() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: PlanBody) => apiSend<Plan>('POST', r.createPlan.path, { body }),
    onSuccess: (plan) => {
      client.setQueryData(prepKeys.plan(plan.id), plan);
      void client.invalidateQueries({ queryKey: prepKeys.plans });
    },
  });
}

export const useUpdatePlan = (planId: string) =>
  usePlanChange(planId, (body: PlanBody) => apiSend<Plan>('PATCH', r.updatePlan.path, { params: { planId }, body }));

export const useAddResource = (planId: string) =>
  usePlanChange(planId, (body: { kind: 'document' | 'upload' | 'notes' | 'deck'; id: string }) => apiSend<Plan>('POST', r.addResource.path, { params: { planId }, body }));

export const useAddNotes = (planId: string) =>
  usePlanChange(planId, (body: { title: string; text: string }) => apiSend<Plan>('POST', r.addNotes.path, { params: { planId }, body }));

export const useRemoveResource = (planId: string) =>
  usePlanChange(planId, (p: { kind: string; id: string }) => apiSend<Plan>('DELETE', r.removeResource.path, { params: { planId, ...p } }));

export const useUploadResource = (planId: string) =>
  usePlanChange(planId, async (file: File) => {
    const form = new FormData();
    form.set('file', file, file.name);
    const response = await fetch(r.upload.path.replace('{planId}', planId), {
      method: 'POST',
      credentials: 'same-origin',
      headers: requestHeaders('POST', document.cookie),
      body: form,
    }).catch(() => {
      throw new ApiError(0, 'network_error', clientMessages.unreachable());
    });
    const data = (await response.json().catch(() => undefined)) as (Plan & { error?: { code?: string; message?: string; fields?: FieldErrors } }) | undefined;
    if (!response.ok || !data) throw new ApiError(response.status, data?.error?.code ?? `http_${response.status}`, data?.error?.message ?? clientMessages.uploadFailed(), data?.error?.fields);
    return data;
  });

export function useDeletePlan() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (planId: string) => apiSend<{ deleted: true }>('DELETE', r.deletePlan.path, { params: { planId } }),
    onSuccess: () => void client.invalidateQueries({ queryKey: prepKeys.plans }),
  });
}

export type TestBody = { title?: string; questions: number; kinds: string[]; difficulty: string; key: string; points?: number };

export function useCreateTest(planId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TestBody) => apiSend<TestSummary>('POST', r.createTest.path, { params: { planId }, body }),
    onSettled: () => {
      void client.invalidateQueries({ queryKey: prepKeys.plan(planId) });
      void client.invalidateQueries({ queryKey: ['account', 'wallet'] });
    },
  });
}

export function usePublish(planId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ testId, publish }: { testId: string; publish: boolean }) =>
      apiSend<TestSummary>('POST', publish ? r.publish.path : r.unpublish.path, { params: { testId } }),
    onSuccess: () => void client.invalidateQueries({ queryKey: prepKeys.plan(planId) }),
  });
}

export function useDeleteTest(planId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (testId: string) => apiSend<{ deleted: true }>('DELETE', r.deleteTest.path, { params: { testId } }),
    onSuccess: () => void client.invalidateQueries({ queryKey: prepKeys.plan(planId) }),
  });
}

/** A test to take: the owner's own (any state) or a public one, by id or slug. */
export function useTakeableTest(ref: string) {
  return useQuery({
    queryKey: prepKeys.publicTest(ref),
    queryFn: ({ signal }) => apiGet<TestView>(r.publicTest.path, { params: { ref }, signal }),
    refetchInterval: (q) => (q.state.data?.status === 'generating' ? 2_000 : false),
  });
}

export function useCurrentAttempt(testId: string | undefined, enabled: boolean) {
  return useQuery({
    queryKey: prepKeys.attempt(testId ?? ''),
    queryFn: ({ signal }) => apiGet<{ attempt: Attempt | null }>(r.current.path, { params: { testId: testId! }, signal }),
    enabled: Boolean(testId) && enabled,
  });
}

export function useStartAttempt(testId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { mode: 'one' | 'all'; timeLimitMinutes: number | null }) => apiSend<Attempt>('POST', r.start.path, { params: { testId }, body }),
    onSuccess: (attempt) => client.setQueryData(prepKeys.attempt(testId), { attempt }),
  });
}

export const saveAnswer = (attemptId: string, questionId: string, answer: string) =>
  apiSend<{ saved: true }>('PUT', r.answer.path, { params: { attemptId, questionId }, body: { answer } });

export function useSubmit(testId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (attemptId: string) => apiSend<Results>('POST', r.submit.path, { params: { attemptId } }),
    onSuccess: (results) => {
      client.setQueryData(prepKeys.results(testId, null), results);
      client.setQueryData(prepKeys.attempt(testId), { attempt: null });
      void client.invalidateQueries({ queryKey: ['account', 'test-prep', 'plan'] });
    },
  });
}

export function useResults(testId: string, attemptId: string | null) {
  return useQuery({
    queryKey: prepKeys.results(testId, attemptId),
    queryFn: ({ signal }) =>
      attemptId ? apiGet<Results>(r.results.path, { params: { attemptId }, signal }) : apiGet<Results>(r.latestResults.path, { params: { testId }, signal }),
  });
}

export const gradeAsGuest = (ref: string, answers: Record<string, string>) => apiSend<Results>('POST', r.grade.path, { params: { ref }, body: { answers } });

export function useNotes(id: string) {
  return useQuery({ queryKey: prepKeys.notes(id), queryFn: ({ signal }) => apiGet<{ id: string; title: string; pages: { page: number; text: string }[] }>(r.notes.path, { params: { notesId: id }, signal }) });
}

export function usePublicTests(query: { page: number; subject?: string; kind?: string; q?: string }) {
  const q = Object.fromEntries(Object.entries({ pageSize: 24, ...query }).filter(([, v]) => v !== undefined && v !== '')) as Record<string, string | number>;
  return useQuery({
    queryKey: prepKeys.publicList(q),
    queryFn: ({ signal }) => apiGet<Page<PublicTest>>(r.publicTests.path, { query: q, signal }),
    placeholderData: keepPreviousData,
  });
}
