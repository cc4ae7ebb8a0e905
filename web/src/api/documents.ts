// Documents: the catalogue, the detail, bookmarks, views, the library, uploads and the signed file, as
// TanStack Query hooks. Types and paths come from the documents contract (the only server file used).
import type { Page } from '../../../modules/platform/contract.ts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DocumentType } from '../../../modules/catalogue/contract.ts';
import { catalogueRoutes } from '../../../modules/catalogue/contract.ts';
import {
  type DocumentCard,
  type DocumentDetail,
  documentsRoutes,
  type FileAccess,
  type LibraryCard,
  type LibraryCounts,
  type MyUpload,
  type OcrLanguages,
  type ProcessingInfo,
  type Review,
  type ReviewBody,
  type SellerOverview,
} from '../../../modules/documents/contract.ts';
import { ApiError, apiGet, apiSend, type QueryValue } from './client.ts';

export type { DocumentCard, DocumentDetail, FileAccess, LibraryCard, MyUpload, ProcessingInfo } from '../../../modules/documents/contract.ts';
export { CATALOGUE_PAGE_SIZE, LIBRARY_PAGE_SIZE, MAX_POINTS_PRICE, uploadFields } from '../../../modules/documents/contract.ts';
export type { DocumentType } from '../../../modules/catalogue/contract.ts';
export type { Page } from '../../../modules/platform/contract.ts';

const MINUTE = 60_000;

export const documentKeys = {
  all: ['documents'] as const,
  catalogue: (query: Record<string, QueryValue>) => ['documents', 'catalogue', query] as const,
  detail: (ref: string) => ['documents', 'detail', ref] as const,
  types: () => ['catalogue', 'document-types'] as const,
  // Private to the user: under ['account', …] so sign-in and sign-out drop them.
  library: (query: Record<string, QueryValue>) => ['account', 'library', query] as const,
  libraryCounts: () => ['account', 'library', 'counts'] as const,
  file: (ref: string) => ['account', 'document-file', ref] as const,
  processing: (ref: string) => ['account', 'document-processing', ref] as const,
};

export function useDocumentTypes() {
  return useQuery({
    queryKey: documentKeys.types(),
    queryFn: ({ signal }) => apiGet<{ items: DocumentType[] }>(catalogueRoutes.documentTypes.path, { signal }).then((r) => r.items),
    staleTime: 10 * MINUTE,
  });
}

export function useCatalogue(query: Record<string, QueryValue>) {
  return useQuery({
    queryKey: documentKeys.catalogue(query),
    queryFn: ({ signal }) => apiGet<Page<DocumentCard>>(documentsRoutes.catalogue.path, { query, signal }),
    placeholderData: keepPreviousData,
    staleTime: MINUTE,
  });
}

/** Approved documents by id, in the order asked; nothing is fetched for an empty list. */
export function useDocumentsByIds(ids: string[]) {
  const list = ids.join(',');
  return useQuery({
    queryKey: ['documents', 'by-ids', list] as const,
    queryFn: ({ signal }) => apiGet<{ items: DocumentCard[] }>(documentsRoutes.byIds.path, { query: { ids: list }, signal }).then((r) => r.items),
    enabled: ids.length > 0,
    staleTime: MINUTE,
  });
}

export function useDocument(ref: string) {
  return useQuery({
    queryKey: documentKeys.detail(ref),
    queryFn: ({ signal }) => apiGet<DocumentDetail>(documentsRoutes.detail.path, { params: { ref }, signal }),
    staleTime: 30_000,
    retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 2,
  });
}

export const documentsApi = {
  recordView: (ref: string) =>
    apiSend<{ counted: boolean; viewCount: number }>('POST', documentsRoutes.recordView.path, {
      params: { ref },
      body: { pageNumber: 1, device: { userAgent: navigator.userAgent.slice(0, 500), platform: navigator.platform.slice(0, 100) } },
    }),
  setBookmark: (ref: string, on: boolean) =>
    apiSend<{ bookmarked: boolean; bookmarkCount: number }>(on ? 'PUT' : 'DELETE', documentsRoutes.setBookmark.path, { params: { ref } }),
  saveReview: (ref: string, body: ReviewBody) => apiSend<Review>('PUT', documentsRoutes.saveReview.path, { params: { ref }, body }),
  deleteReview: (ref: string) => apiSend<void>('DELETE', documentsRoutes.deleteReview.path, { params: { ref } }),
};

/** Write, replace or delete my review; the document (rating, distribution, list) is fetched again after. */
export function useMyReview(ref: string) {
  const client = useQueryClient();
  // The page may hold the document under its slug or its id.
  const refresh = () => client.invalidateQueries({ queryKey: ['documents', 'detail'] });
  return {
    save: useMutation({ mutationFn: (body: ReviewBody) => documentsApi.saveReview(ref, body), onSuccess: refresh }),
    remove: useMutation({ mutationFn: () => documentsApi.deleteReview(ref), onSuccess: refresh }),
  };
}

export function useBookmark(ref: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (on: boolean) => documentsApi.setBookmark(ref, on),
    onMutate: async (on) => {
      await client.cancelQueries({ queryKey: documentKeys.detail(ref) });
      const before = client.getQueryData<DocumentDetail>(documentKeys.detail(ref));
      if (before) {
        client.setQueryData<DocumentDetail>(documentKeys.detail(ref), {
          ...before,
          bookmarked: on,
          bookmarkCount: Math.max(0, before.bookmarkCount + (on ? 1 : -1)),
        });
      }
      return { before };
    },
    onError: (_e, _on, ctx) => {
      if (ctx?.before) client.setQueryData(documentKeys.detail(ref), ctx.before);
    },
    onSuccess: (state) => {
      const now = client.getQueryData<DocumentDetail>(documentKeys.detail(ref));
      if (now) client.setQueryData<DocumentDetail>(documentKeys.detail(ref), { ...now, ...state });
      void client.invalidateQueries({ queryKey: ['account', 'library'] });
    },
  });
}

export function useLibrary(query: Record<string, QueryValue>) {
  return useQuery({
    queryKey: documentKeys.library(query),
    queryFn: ({ signal }) => apiGet<Page<LibraryCard>>(documentsRoutes.library.path, { query, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useLibraryCounts() {
  return useQuery({
    queryKey: documentKeys.libraryCounts(),
    queryFn: ({ signal }) =>
      apiGet<LibraryCounts>(documentsRoutes.libraryCounts.path, { signal }),
  });
}

export function useDocumentFile(ref: string, enabled: boolean) {
  return useQuery({
    queryKey: documentKeys.file(ref),
    queryFn: ({ signal }) => apiGet<FileAccess>(documentsRoutes.file.path, { params: { ref }, signal }),
    enabled,
    staleTime: 30 * MINUTE,
    retry: false,
  });
}

/** The processing state of my upload (by id), kept live by useLiveDocuments on the page. */
/** The languages OCR reads here (for the upload form's language choice). */
export function useOcrLanguages() {
  return useQuery({
    queryKey: ['documents', 'ocr-languages'],
    queryFn: ({ signal }) => apiGet<OcrLanguages>(documentsRoutes.ocrLanguages.path, { signal }),
    staleTime: 10 * MINUTE,
  });
}

export function useProcessing(id: string | null) {
  return useQuery({
    queryKey: documentKeys.processing(id ?? ''),
    queryFn: ({ signal }) => apiGet<ProcessingInfo>(documentsRoutes.processing.path, { params: { ref: id ?? '' }, signal }),
    enabled: Boolean(id),
  });
}

/** POST /api/documents as multipart/form-data (the file in `file`), with the same errors as the client. */
export function uploadDocument(form: FormData): Promise<{ document: MyUpload }> {
  return apiSend('POST', documentsRoutes.upload.path, { form });
}

export function useSellerDocuments(query: Record<string, QueryValue>) {
  return useQuery({
    queryKey: ['account', 'seller-documents', query] as const,
    queryFn: ({ signal }) => apiGet<Page<MyUpload>>(documentsRoutes.sellerDocuments.path, { query, signal }),
    placeholderData: keepPreviousData,
  });
}

/** The seller overview: documents by status, totals, rating, newest and best-selling uploads. */
export function useSellerOverview() {
  return useQuery({
    queryKey: ['account', 'seller-overview'] as const,
    queryFn: ({ signal }) => apiGet<SellerOverview>(documentsRoutes.sellerOverview.path, { signal }),
  });
}
