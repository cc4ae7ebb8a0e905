// Which pages a document's preview shows readable, which blurred, and how the work is split over threads. Pure
// and erasable TypeScript: the PDF threads import it as the main thread does.
import type { RenderKind } from './protocol.ts';

/** How many leading pages the preview shows readable: at most `previewPages`, and never more than half. */
export function readablePageCount(pageCount: number, previewPages: number): number {
  return Math.max(1, Math.min(previewPages, Math.floor(pageCount / 2)));
}

export type RenderPlan = { readable: number; rendered: number; renders: { page: number; kind: RenderKind }[] };

/** The cover from page one, then the first `rendered` pages: readable ones first, blurred after. */
export function renderPlan(pageCount: number, previewPages: number, renderedPages: number): RenderPlan {
  const readable = readablePageCount(pageCount, previewPages);
  const rendered = Math.min(pageCount, Math.max(renderedPages, readable));
  const renders: { page: number; kind: RenderKind }[] = [{ page: 1, kind: 'cover' }];
  for (let n = 1; n <= rendered; n++) renders.push({ page: n, kind: n <= readable ? 'readable' : 'locked' });
  return { readable, rendered, renders };
}

/** How many threads share a document: one per eight pages, at most `threads`. */
export function chunkCount(pageCount: number, threads: number, renders: number): number {
  return Math.max(1, Math.min(threads, Math.ceil(pageCount / 8), renders));
}

/** One thread's share: a contiguous range of pages to read, every chunks-th image to render. */
export function chunkOf(pageCount: number, plan: RenderPlan, chunk: number, chunks: number) {
  const from = Math.floor((chunk * pageCount) / chunks) + 1;
  const to = Math.floor(((chunk + 1) * pageCount) / chunks);
  return {
    pages: Array.from({ length: Math.max(0, to - from + 1) }, (_, k) => from + k),
    render: plan.renders.filter((_, k) => k % chunks === chunk),
  };
}
