// Reference search (5 points): marketplace documents related to the paper, each with its best passages, so the
// writer can read them and cite them. Each key term is searched on its own (a query of all of them would ask for
// documents that mention every one), documents are ranked by how many terms found them, then their passages.
import { defineAiTool, ensureDocumentIndexed, quote } from '../ai/index.ts';
import { documentForSale } from '../documents/index.ts';
import { searchDocumentText } from '../search/index.ts';

export type ReferenceSearchInput = { paperId: string; query: string; terms: string[] };
export type FoundReference = { id: string; slug: string; title: string; passages: { page: number; text: string }[] };

const DOCUMENTS = 5;

export const referenceSearchTool = defineAiTool<ReferenceSearchInput>({
  name: 'paper-reference-search',
  title: 'AI Writer reference search',
  cost: (_input, prices) => quote(prices, 'reference-search', { references: 1 }),
  // The references are shown to the paper's owner alone: a document they bought is quoted in full, others by preview.
  audience: () => 'self',
  run: async (ctx) => {
    const hits = new Map<string, number>();
    for (const term of [ctx.input.query, ...ctx.input.terms]) {
      for (const id of await searchDocumentText(ctx.em, term)) hits.set(id, (hits.get(id) ?? 0) + 1);
    }
    const found: FoundReference[] = [];
    for (const [id] of [...hits].sort((a, b) => b[1] - a[1]).slice(0, DOCUMENTS)) {
      const doc = await documentForSale(ctx.em, id);
      if (doc?.status !== 'approved') continue;
      await ensureDocumentIndexed(ctx.em.fork(), id);
      const passages = await ctx.retrieve([id], [ctx.input.query, ...ctx.input.terms].join(' '), 2);
      found.push({ id, slug: doc.slug, title: doc.title, passages: passages.map((p) => ({ page: p.page, text: p.text })) });
    }
    const text = found.length
      ? found.map((d) => `${d.title}${d.passages[0] ? `: “${d.passages[0].text}” [p. ${d.passages[0].page}]` : ''}`).join('\n')
      : 'No marketplace documents matched this paper yet.';
    return { text, result: { documents: found } };
  },
});
