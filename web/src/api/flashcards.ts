// The AI Flashcard Maker: prices, decks (mine, public, one), making, editing, importing, uploading material, and
// spaced-repetition study, as TanStack Query hooks. Types and paths come from the flashcards contract.
import type { Page } from '../../../modules/platform/contract.ts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type Card,
  type CreateDeckBody,
  type DeckCard,
  type DeckDetail,
  type DueSummary,
  flashcardRoutes as r,
  type GenerateBody,
  type Material,
  type Schedule,
  type StudyQueue,
  type UpdateDeckBody,
} from '../../../modules/flashcards/contract.ts';
import { ApiError, apiGet, apiSend, clientMessages, fillPath, requestHeaders, withQuery } from './client.ts';

export type { Card, DeckCard, DeckDetail, DueSummary, Material, Schedule, StudyQueue } from '../../../modules/flashcards/contract.ts';
export {
  CARD_COUNT_CHOICES, FLASHCARD_MESSAGES, MAX_GENERATED, MIN_GENERATED, MY_DECKS_PAGE_SIZE, NOTES_MIN_CHARS, PUBLIC_DECKS_PAGE_SIZE, RATING_LABELS,
} from '../../../modules/flashcards/contract.ts';

export const flashcardKeys = {
  quote: (cards: number) => ['flashcards', 'quote', cards] as const,
  publicList: (query: Record<string, string | number>) => ['flashcards', 'public', query] as const,
  deck: (identifier: string) => ['flashcards', 'deck', identifier] as const,
  // Private to the user: under ['account', …] so sign-in and sign-out drop them.
  mine: (page: number) => ['account', 'flashcards', 'mine', page] as const,
  due: ['account', 'flashcards', 'due'] as const,
  study: (identifier: string) => ['account', 'flashcards', 'study', identifier] as const,
  material: (id: string) => ['account', 'flashcards', 'material', id] as const,
};

export function useQuote(cards: number) {
  return useQuery({
    queryKey: flashcardKeys.quote(cards),
    queryFn: ({ signal }) => apiGet<{ cards: number; points: number }>(r.quote.path, { query: { cards }, signal }),
    staleTime: 300_000,
  });
}

export function usePublicDecks(query: { page?: number; pageSize?: number; subject?: string } = {}) {
  const q = { page: query.page ?? 1, pageSize: query.pageSize ?? 24, ...(query.subject ? { subject: query.subject } : {}) };
  return useQuery({
    queryKey: flashcardKeys.publicList(q),
    queryFn: ({ signal }) => apiGet<Page<DeckCard>>(r.publicList.path, { query: q, signal }),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}

export function useMyDecks(page: number) {
  return useQuery({
    queryKey: flashcardKeys.mine(page),
    queryFn: ({ signal }) => apiGet<Page<DeckCard>>(r.mine.path, { query: { page }, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useDueSummary(enabled = true) {
  return useQuery({ queryKey: flashcardKeys.due, queryFn: ({ signal }) => apiGet<DueSummary>(r.due.path, { signal }), enabled });
}

/** A deck; while its cards are being made it is read again every second and a half. */
export function useDeck(identifier: string) {
  return useQuery({
    queryKey: flashcardKeys.deck(identifier),
    queryFn: ({ signal }) => apiGet<DeckDetail>(r.deck.path, { params: { identifier }, signal }),
    retry: (count, error) => (error as { status?: number }).status !== 404 && count < 2,
    refetchInterval: (query) => (query.state.data?.status === 'generating' ? 1500 : false),
  });
}

export function useStudyQueue(identifier: string, enabled: boolean) {
  return useQuery({
    queryKey: flashcardKeys.study(identifier),
    queryFn: ({ signal }) => apiGet<StudyQueue>(r.study.path, { params: { identifier }, signal }),
    enabled,
  });
}

export function useMaterial(id: string | null) {
  return useQuery({
    queryKey: flashcardKeys.material(id ?? ''),
    queryFn: ({ signal }) => apiGet<Material>(r.material.path, { params: { id: id! }, signal }),
    enabled: Boolean(id),
    refetchInterval: (query) => (query.state.data && ['queued', 'processing'].includes(query.state.data.processing) ? 2000 : false),
  });
}

/** Everything that lists decks or counts what is due changes with a deck. */
function useDeckChanged() {
  const client = useQueryClient();
  return (deck?: DeckDetail) => {
    if (deck) {
      client.setQueryData(flashcardKeys.deck(deck.id), deck);
      client.setQueryData(flashcardKeys.deck(deck.slug), deck);
    }
    void client.invalidateQueries({ queryKey: ['account', 'flashcards'] });
    void client.invalidateQueries({ queryKey: ['flashcards', 'public'] });
  };
}

export function useCreateDeck() {
  const changed = useDeckChanged();
  return useMutation({ mutationFn: (body: CreateDeckBody) => apiSend<DeckDetail>('POST', r.create.path, { body }), onSuccess: changed });
}

export function useGenerateDeck() {
  const changed = useDeckChanged();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: GenerateBody) => apiSend<DeckDetail>('POST', r.generate.path, { body }),
    onSuccess: (deck) => {
      changed(deck);
      void client.invalidateQueries({ queryKey: ['account'] });
    },
  });
}

export function useUpdateDeck(identifier: string) {
  const changed = useDeckChanged();
  return useMutation({ mutationFn: (body: UpdateDeckBody) => apiSend<DeckDetail>('PATCH', r.update.path, { params: { identifier }, body }), onSuccess: changed });
}

export function useRemoveDeck(identifier: string) {
  const changed = useDeckChanged();
  return useMutation({ mutationFn: () => apiSend<{ deleted: true }>('DELETE', r.remove.path, { params: { identifier } }), onSuccess: () => changed() });
}

export function useCopyDeck(identifier: string) {
  const changed = useDeckChanged();
  return useMutation({ mutationFn: () => apiSend<DeckDetail>('POST', r.copy.path, { params: { identifier } }), onSuccess: changed });
}

type ImportBody = { text: string; format: 'csv' | 'tsv' };

/** Adds the cards of CSV or TSV text to a deck. */
export const importCards = (identifier: string, body: ImportBody) =>
  apiSend<{ imported: number; deck: DeckDetail }>('POST', r.importCards.path, { params: { identifier }, body });

/** Card edits answer the card; the deck is read again so its order, count and search entry agree. */
export function useCardEdits(identifier: string) {
  const client = useQueryClient();
  const changed = useDeckChanged();
  const refresh = () => {
    void client.invalidateQueries({ queryKey: flashcardKeys.deck(identifier) });
    changed();
  };
  return {
    add: useMutation({ mutationFn: (body: { front: string; back: string }) => apiSend<Card>('POST', r.addCard.path, { params: { identifier }, body }), onSuccess: refresh }),
    edit: useMutation({
      mutationFn: ({ cardId, ...body }: { cardId: string; front: string; back: string }) =>
        apiSend<Card>('PATCH', r.editCard.path, { params: { identifier, cardId }, body }),
      onSuccess: refresh,
    }),
    remove: useMutation({ mutationFn: (cardId: string) => apiSend<{ deleted: true }>('DELETE', r.removeCard.path, { params: { identifier, cardId } }), onSuccess: refresh }),
    order: useMutation({ mutationFn: (cardIds: string[]) => apiSend<DeckDetail>('PUT', r.order.path, { params: { identifier }, body: { cardIds } }), onSuccess: changed }),
    importCards: useMutation({ mutationFn: (body: ImportBody) => importCards(identifier, body), onSuccess: (res) => changed(res.deck) }),
  };
}

export function useReview(identifier: string) {
  return useMutation({
    mutationFn: ({ cardId, rating, reviewedAt }: { cardId: string; rating: number; reviewedAt: string }) =>
      apiSend<Schedule>('POST', r.review.path, { params: { identifier, cardId }, body: { rating, reviewedAt } }),
  });
}

/** The download address of a deck's cards as CSV or TSV. */
export const exportHref = (identifier: string, format: 'csv' | 'tsv') => withQuery(fillPath(r.exportCards.path, { identifier }), { format });

/** Uploads a file (multipart, field `file`) as the user's private document to make cards from. */
export async function uploadMaterial(file: File): Promise<Material> {
  const form = new FormData();
  form.set('file', file);
  const res = await fetch(r.upload.path, { method: 'POST', body: form, credentials: 'same-origin', headers: requestHeaders('POST', document.cookie) });
  const body = await res.json().catch(() => null);
  if (!res.ok) throw new ApiError(res.status, body?.error?.code ?? 'upload_failed', body?.error?.message ?? clientMessages.uploadFailed(), body?.error?.fields);
  return body as Material;
}
