// The AI Writer's generation on the AI platform: a draft or one section from the paper's title, type, level,
// instructions and chosen source documents, priced by the word rule (10 points per 100 words, rounded up). Both
// modes see the same passages. Local mode builds an outline from the passages' key terms and an extractive draft
// of quoted sentences, each cited with its page, and says so; a language model writes text grounded in them.
import { type Citation, defineAiTool, keyTerms, type Passage, ProviderError, quote, sameWord, sentences, stems } from '../ai/index.ts';
import { textToHtml } from './text.ts';

export type WriterInput = {
  paperId: string;
  title: string;
  paperType: string;
  level: string;
  instructions: string;
  section?: string;
  words: number;
  inlineCitation: boolean;
  sources: { id: string; title: string }[];
};
export type WriterResult = { html: string; outline: string[]; mode: 'extractive' | 'generated' };

export const LOCAL_DRAFT_NOTICE =
  'Extractive draft (local mode): every sentence below is quoted from your sources, with its page. It is material to work from, not finished writing: put it in your own words and keep the citations.';

/**
 * The most tokens a draft of `words` paid words may have (§11: output bounded by what was paid): English runs about
 * 1.3 tokens a word; twice that, and room for headings and citations, leaves every honest draft whole, while
 * instructions asking for thousands more words get the length paid for.
 */
export const writerMaxTokens = (words: number) => words * 2 + 100;

const shortTitle = (t: string) => (t.length > 40 ? `${t.slice(0, 39)}…` : t);

/** "[p. N]" marks as the reader's in-text citation "(Source title, p. N)", or nothing when citations are off. */
function inText(text: string, citations: Citation[], input: WriterInput): string {
  const titleOf = new Map(input.sources.map((s) => [s.id, shortTitle(s.title)]));
  return text.replace(/\s?\[p\.\s*(\d+)\]/g, (_, n: string) => {
    if (!input.inlineCitation) return '';
    const c = citations.find((x) => x.page === Number(n));
    return c ? ` (${titleOf.get(c.sourceId) ?? 'Source'}, p. ${n})` : '';
  });
}

/** Sentences of the passages that mention a term, best (most of the brief's words) first, each once. */
function quotesFor(term: string, passages: Passage[], brief: Set<string>, used: Set<string>) {
  const stem = stems(term)[0] ?? term.toLowerCase();
  const found: { text: string; passage: Passage; score: number }[] = [];
  for (const p of passages) {
    for (const s of sentences(p.text)) {
      const own = stems(s);
      // The heading's word in any inflection the source uses ("enzymes", "enzymatic"), as the chat's ranking counts it.
      if (used.has(s) || !own.some((w) => sameWord(w, stem)) || s.split(/\s+/).length < 6) continue;
      found.push({ text: s, passage: p, score: own.filter((w) => brief.has(w)).length + 1 / own.length });
    }
  }
  return found.sort((a, b) => b.score - a.score || a.passage.page - b.passage.page);
}

/** Sections: the brief's own key terms that the sources mention, then what the sources are most about; five at most. */
function outlineOf(input: WriterInput, passages: Passage[]): string[] {
  const mentioned = new Set(passages.flatMap((p) => stems(p.text)));
  const fromBrief = keyTerms([input.title, input.instructions], 5).filter((t) => mentioned.has(stems(t)[0] ?? ''));
  const fromSources = keyTerms(passages.map((p) => p.text), 5).filter((t) => !fromBrief.some((b) => stems(b)[0] === stems(t)[0]));
  return [...fromBrief, ...fromSources].slice(0, 5);
}

function extractiveDraft(input: WriterInput, passages: Passage[]): { text: string; citations: Citation[]; outline: string[] } {
  const outline = input.section ? [input.section] : outlineOf(input, passages);
  const brief = new Set(stems(`${input.title} ${input.section ?? ''} ${input.instructions}`));
  const used = new Set<string>();
  const citations: Citation[] = [];
  const blocks: string[] = [LOCAL_DRAFT_NOTICE, `Outline: ${outline.map((h, i) => `${i + 1}. ${h}`).join(' ')}`];
  let words = 0;
  const perSection = Math.ceil(input.words / Math.max(1, outline.length));
  for (const heading of outline) {
    const lines: string[] = [];
    let sectionWords = 0;
    for (const q of quotesFor(input.section ? (keyTerms([heading], 1)[0] ?? heading) : heading, passages, brief, used)) {
      if (sectionWords >= perSection || words >= input.words) break;
      used.add(q.text);
      lines.push(`“${q.text}” [p. ${q.passage.page}]`);
      if (!citations.some((c) => c.page === q.passage.page && c.sourceId === q.passage.sourceId)) {
        citations.push({ page: q.passage.page, sourceId: q.passage.sourceId, quote: q.passage.text.slice(0, 300) });
      }
      const n = q.text.split(/\s+/).length;
      sectionWords += n;
      words += n;
    }
    if (lines.length) blocks.push(`## ${heading}`, lines.join(' '));
  }
  return { text: blocks.join('\n'), citations, outline };
}

export const writerTool = defineAiTool<WriterInput>({
  name: 'paper-writer',
  title: 'AI Writer generation',
  cost: (input, prices) => quote(prices, 'word-generation', { words: input.words }),
  // The draft goes into the user's own paper, private to them.
  audience: () => 'self',
  run: async (ctx) => {
    const input = ctx.input;
    const brief = [input.section, input.title, input.instructions].filter(Boolean).join('. ');
    const ids = input.sources.map((s) => s.id);
    const passages = ids.length ? await ctx.retrieve(ids, brief, 24) : [];
    if (ctx.provider.name === 'local') {
      if (!passages.length) {
        // With no source chosen, trying again cannot help; a chosen one may still be being read, so that is retried.
        throw new ProviderError(
          'Local mode writes only from your sources: choose at least one document with readable text that matches your title. Your points were returned.',
          'provider_error',
          { retryable: ids.length > 0 },
        );
      }
      const draft = extractiveDraft(input, passages);
      if (!draft.citations.length) throw new ProviderError('Your sources have no sentences about these topics, so local mode has nothing to quote. Your points were returned.');
      const text = inText(draft.text, draft.citations, input);
      return { text, citations: draft.citations, result: { html: textToHtml(text), outline: draft.outline, mode: 'extractive' } satisfies WriterResult };
    }
    const answer = await ctx.complete({
      system: [
        `You write a ${input.level.replace('_', ' ')} level ${input.paperType.replace('-', ' ')} for a student, about ${input.words} words.`,
        input.section ? `Write only the section "${input.section}".` : 'Write a complete draft with "## " section headings.',
        'Ground every claim in the passages given and cite each with its page as [p. N]. Plain text, no preamble.',
      ].join(' '),
      messages: [{ role: 'user', content: `Title: ${input.title}\nInstructions: ${input.instructions || 'none'}` }],
      passages,
      maxTokens: writerMaxTokens(input.words),
    });
    const text = inText(answer.text, answer.citations, input);
    return { text, citations: answer.citations, result: { html: textToHtml(text), outline: [], mode: 'generated' } satisfies WriterResult };
  },
});
