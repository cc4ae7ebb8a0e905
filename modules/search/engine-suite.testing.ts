// The behavioural suite every engine passes (postgres.test.ts, meilisearch.test.ts): real documents uploaded,
// processed and moderated through the documents API, homework and deck events published as their modules will,
// the worker indexing them, and the questions users ask through the HTTP routes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually, sql } from '../../tests/support/http-harness.ts';
import { INSTANT_LIMITS, type InstantResponse, type SearchResponse } from './contract.ts';
import type { SearchEngine } from './engine.ts';
import { HOMEWORK_EVENTS } from '../homework/events.ts';
import { FLASHCARD_EVENTS } from '../flashcards/events.ts';
import { engineFor } from './index.ts';
import { parseQuery } from './query.ts';
import { MARK_END, MARK_START } from './segments.ts';
import { instantSearch } from './service.ts';
import { bootSearchHarness, type DocumentSpec, indexingSettled, moderate, publish, type SearchHarness, uploadDocument } from './harness.testing.ts';

export type EngineUnderTest = {
  /** The environment that selects the engine (nothing for PostgreSQL). */
  env: Record<string, string>;
  /** Makes the engine fail until the returned function is called. */
  breakEngine: (h: SearchHarness) => Promise<() => Promise<void>>;
  close: () => Promise<void>;
};

const HARVARD = 'harvard-university';
const STANFORD = 'stanford-university';

const DOCUMENTS: Record<string, DocumentSpec> = {
  carnot: {
    title: 'Thermodynamics lecture notes on the Carnot cycle',
    description: 'Heat engines, entropy and efficiency for first-year physics students.',
    text: ['The Carnot cycle is the most efficient heat engine between two reservoirs.', 'Entropy is a state function.'],
    subject: 'physics', type: 'class-notes', university: HARVARD,
  },
  engines: {
    title: 'Heat engines problem set',
    description: 'Worked problems on engine efficiency and refrigerators, with answers.',
    text: ['Thermodynamics problems: apply the first law of thermodynamics to each engine.', 'More thermodynamics: refrigerators and heat pumps.'],
    subject: 'physics', type: 'practice-problems', university: STANFORD,
  },
  krebs: {
    title: 'Krebs cycle and cellular respiration',
    description: 'Glycolysis, the citric acid cycle and oxidative phosphorylation, step by step.',
    text: ['Acetyl-CoA enters the citric acid cycle.'],
    subject: 'biology', type: 'class-notes', university: HARVARD,
  },
  mitosis: {
    title: 'Cell cycle and mitosis summary',
    description: 'Interphase, prophase, metaphase, anaphase and telophase with diagrams.',
    text: ['Checkpoints control the progress of the cell through each phase.'],
    subject: 'biology', type: 'chapter-summary', university: STANFORD,
  },
  water: {
    title: 'Water cycle field guide',
    description: 'Evaporation, condensation and precipitation explained for geography field trips.',
    text: ['Rivers return water to the oceans.'],
    subject: 'geography', type: 'quick-guides',
  },
  business: {
    title: 'Business cycle theory past exam',
    description: 'A past exam on expansions, recessions and monetary policy, with a marking scheme.',
    text: ['Question one: explain the phases of the business cycle.'],
    subject: 'economics', type: 'past-exams', university: HARVARD,
  },
  nitrogen: {
    title: 'Nitrogen cycle lab notes',
    description: 'Measurements of nitrate in soil samples taken over six weeks.',
    text: ['Nitrifying bacteria convert ammonia into nitrite and nitrate.'],
    subject: 'biology', type: 'lab-notes', university: STANFORD,
  },
  eigen: {
    title: 'Linear algebra eigenvalues and eigenvectors',
    description: 'Characteristic polynomials, diagonalisation and the spectral theorem.',
    text: ['Every symmetric matrix has real eigenvalues.'],
    subject: 'linear-algebra', type: 'class-notes', university: HARVARD,
  },
  regression: {
    title: 'Regression models: linear fits and matrix algebra',
    description: 'Least squares estimation written with matrices.',
    text: ['The normal equations come from minimising squared residuals.'],
    subject: 'mathematics', type: 'class-notes',
  },
  reactions: {
    title: 'Organic chemistry reaction summary',
    description: 'Substitution and elimination mechanisms compared, with worked examples.',
    text: ['SN1 and SN2 reactions differ in their rate laws.'],
    subject: 'organic-chemistry', type: 'chapter-summary',
  },
  safety: {
    title: 'Organic chemistry lab safety rules',
    description: 'What to wear, how to handle solvents and what to do after a spill in the lab.',
    text: ['Always use the fume hood.'],
    subject: 'organic-chemistry', type: 'lab-notes',
  },
  pending: {
    title: 'Thermodynamics draft awaiting review',
    description: 'A draft that no moderator has approved yet.',
    text: ['Thermodynamics draft.'],
    subject: 'physics', type: 'class-notes', status: 'pending',
  },
  rejected: {
    title: 'Thermodynamics handout that was rejected',
    description: 'Copied pages that a moderator rejected.',
    text: ['Thermodynamics copied.'],
    subject: 'physics', type: 'class-notes', status: 'rejected',
  },
  locked: {
    title: 'Quantum tunnelling revision pack',
    description: 'Barrier penetration and wave functions, with solved problems.',
    text: ['A square barrier lets a particle through with a small probability.'],
    // Two pages: the second is locked in the preview, so only a buyer may read it.
    morePages: [['Answer key: the xylophonist coefficient is forty-two, said the zymologist.']],
    subject: 'physics', type: 'practice-problems', university: STANFORD,
  },
  arabic: {
    title: 'Bilingual physics glossary',
    description: 'Physics terms in Arabic and English for bilingual students.',
    text: [
      // "Energy" typed as presentation forms (a PDF made from pre-shaped text holds these), in logical order.
      '\uFE8D\uFEDF\uFEC4\uFE8E\uFED7\uFE94',
      // "Magnetism" inside a Latin line: pdf-lib writes it in logical order, and pdfjs, which reorders every line as if
      // it were in visual order, returns it backwards.
      'Chapter two: المغناطيسية and fields',
    ],
    subject: 'physics', type: 'class-notes',
  },
  exam: {
    title: 'Thermodynamics exam questions 2023',
    description: 'Twelve exam questions on heat, work and entropy.',
    text: ['Question: compute the efficiency of the engine.'],
    subject: 'physics', type: 'past-exams', university: HARVARD,
  },
};

const SUBJECTS = { physics: 'Physics', biology: 'Biology', geography: 'Geography', economics: 'Economics' };
const subject = (slug: keyof typeof SUBJECTS) => ({ slug, name: SUBJECTS[slug] });
const id = (n: number) => `0190a0b0-0000-7000-8000-${String(n).padStart(12, '0')}`;

const QUESTIONS = [
  { questionId: id(1), slug: 'second-law-heat-flow', question: 'How does the second law of thermodynamics explain heat flow?', subject: subject('physics') },
  { questionId: id(2), slug: 'krebs-cycle-stages', question: 'What happens in each stage of the Krebs cycle?', subject: subject('biology') },
  { questionId: id(3), slug: 'cell-cycle-checkpoints', question: 'Why does the cell cycle stop at checkpoints?', subject: subject('biology') },
  { questionId: id(4), slug: 'water-cycle-energy', question: 'How does the water cycle move energy around the planet?', subject: subject('geography') },
  { questionId: id(5), slug: 'what-drives-the-business-cycle', question: 'What drives the business cycle?', subject: subject('economics') },
];
const PRIVATE_QUESTION = { questionId: id(6), slug: 'private-thermodynamics', question: 'My private thermodynamics question', subject: subject('physics') };
const DECKS = [
  { deckId: id(11), slug: 'carnot-cycle-cards', name: 'Carnot cycle flashcards', description: 'Heat engines in twenty cards.', cardCount: 20, subject: subject('physics') },
  { deckId: id(12), slug: 'krebs-cycle-enzymes', name: 'Krebs cycle enzymes', description: 'Every enzyme of the cycle.', cardCount: 9, subject: subject('biology') },
  { deckId: id(13), slug: 'cell-cycle-phases', name: 'Cell cycle phases', description: 'From G1 to cytokinesis.', cardCount: 12, subject: subject('biology') },
  { deckId: id(14), slug: 'nitrogen-cycle-glossary', name: 'Nitrogen cycle glossary', description: 'Fixation, nitrification, denitrification.', cardCount: 15, subject: subject('biology') },
];

export function engineSuite(title: string, start: () => Promise<EngineUnderTest>) {
  describe(title, () => {
    let under: EngineUnderTest;
    let h: SearchHarness;
    const docs: Record<string, { id: string; slug: string }> = {};
    const nameOf = (docId: string) => Object.entries(docs).find(([, d]) => d.id === docId)?.[0] ?? docId;

    const instant = async (q: string): Promise<InstantResponse> => {
      const res = await h.guest.get(`/api/search/instant?q=${encodeURIComponent(q)}`);
      expect(res.status).toBe(200);
      return res.body;
    };
    const search = async (params: string): Promise<SearchResponse> => {
      const res = await h.guest.get(`/api/search?${params}`);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return res.body;
    };
    const names = (items: { kind: string; id: string; title: string }[]) => items.map((i) => (i.kind === 'document' ? nameOf(i.id) : i.title));

    beforeAll(async () => {
      under = await start();
      h = await bootSearchHarness(under.env);
      for (const [name, spec] of Object.entries(DOCUMENTS)) docs[name] = await uploadDocument(h, spec);
      for (const [name, spec] of Object.entries(DOCUMENTS)) {
        const status = spec.status ?? 'approved';
        if (status !== 'pending') await moderate(h, docs[name]!.id, status === 'approved' ? 'approve' : 'reject');
      }
      const createdAt = '2026-01-15T10:00:00.000Z';
      for (const q of [...QUESTIONS, PRIVATE_QUESTION]) {
        await publish(h, HOMEWORK_EVENTS.questionPublished, { ...q, text: '', isPublic: q !== PRIVATE_QUESTION, createdAt });
      }
      for (const d of DECKS) await publish(h, FLASHCARD_EVENTS.deckPublished, { ...d, isPublic: true, createdAt });
      await indexingSettled(h);
    }, 240_000);
    afterAll(async () => {
      await h?.close();
      await under?.close();
    });

    it('puts title matches before matches in the text', async () => {
      const result = await search('q=thermodynamics');
      const order = names(result.items);
      expect(order).toContain('engines');
      const titleMatches = ['carnot', 'exam', 'How does the second law of thermodynamics explain heat flow?'];
      for (const t of titleMatches) expect(order.indexOf(t)).toBeLessThan(order.indexOf('engines'));
      expect(result.items[0]!.titleHighlight.some((s) => s.hit && /thermodynamics/i.test(s.text))).toBe(true);
    });

    it('finds a misspelt word, in instant search, full search and the /documents filter', async () => {
      expect(names((await instant('thermodynamcis')).items)).toEqual(
        expect.arrayContaining(['carnot', 'exam', 'How does the second law of thermodynamics explain heat flow?']),
      );
      expect(names((await search('q=thermodynamcis')).items)).toContain('carnot');
      const catalogue = await h.guest.get('/api/documents?q=thermodynamcis&pageSize=50');
      expect(catalogue.body.items.map((d: { id: string }) => nameOf(d.id))).toEqual(expect.arrayContaining(['carnot', 'engines', 'exam']));
    });

    it('completes the last word as a prefix while typing, but not once a space follows it', async () => {
      expect(names((await instant('thermo')).items)).toEqual(expect.arrayContaining(['carnot', 'exam']));
      // Both titles hold the words; the one that starts with them comes first.
      expect(names((await instant('linear alg')).items)).toEqual(['eigen', 'regression']);
      expect(names((await instant('carnot cyc')).items)).toEqual(['carnot', 'Carnot cycle flashcards']);
      expect((await instant('thermo ')).items).toEqual([]);
    });

    it('matches "quoted phrases" exactly and drops -excluded words', async () => {
      expect(names((await search('q=linear algebra')).items).sort()).toEqual(['eigen', 'regression']);
      expect(names((await search(`q=${encodeURIComponent('"linear algebra"')}`)).items)).toEqual(['eigen']);
      expect(names((await search('q=organic chemistry')).items).sort()).toEqual(['reactions', 'safety']);
      expect(names((await search('q=organic chemistry -lab')).items)).toEqual(['reactions']);
      const without = (await instant('cycle -krebs -cell')).items;
      expect(without.map((i) => i.kind)).toEqual(['document', 'document', 'document', 'document', 'homework', 'homework', 'deck', 'deck']);
      expect(without.filter((i) => /krebs|cell/i.test(i.title))).toEqual([]);
    });

    it('never shows documents that are not approved, nor private questions', async () => {
      for (const found of [names((await instant('thermodynamics')).items), names((await search('q=thermodynamics&pageSize=50')).items)]) {
        expect(found).not.toContain('pending');
        expect(found).not.toContain('rejected');
        expect(found).not.toContain(PRIVATE_QUESTION.question);
      }
      const catalogue = await h.guest.get('/api/documents?q=draft');
      expect(catalogue.body.total).toBe(0);
    });

    it('shows up to 5 documents, 3 questions and 3 decks, 8 in all, every kind that matches included', async () => {
      const both = await instant('cycle');
      expect(both.items.map((i) => i.kind)).toEqual(['document', 'document', 'document', 'document', 'homework', 'homework', 'deck', 'deck']);
      expect(both.items[0]).toMatchObject({ kind: 'document', href: expect.stringMatching(/^\/documents\/[a-z0-9-]+$/) });
      expect(both.items.find((i) => i.kind === 'homework')!.href).toMatch(/^\/ai-homework-helper\/[a-z0-9-]+$/);
      expect(both.items.find((i) => i.kind === 'deck')).toMatchObject({
        href: expect.stringMatching(/^\/flashcards\/[a-z0-9-]+$/),
        subtitle: expect.stringMatching(/^\d+ cards · /),
      });
      // The engine's own caps, before the 8 places are shared out.
      const engine: SearchEngine = engineFor(h.platform);
      const found = await engine.instant(h.platform.orm.em.fork(), parseQuery('cycle'), { document: INSTANT_LIMITS.document, homework: INSTANT_LIMITS.homework, deck: INSTANT_LIMITS.deck });
      expect([found.document.length, found.homework.length, found.deck.length]).toEqual([5, 3, 3]);
      // Only documents and questions match: they fill the places up to their caps.
      expect((await instant('business cycle')).items.map((i) => i.kind)).toEqual(['document', 'homework']);
    });

    it('counts facets over the matches, each with the other filters applied', async () => {
      const all = await search('q=cycle');
      expect(all.total).toBe(14);
      expect(all.exhaustive).toEqual({ total: true, facets: true });
      expect(all.facets.kind).toEqual([
        { value: 'document', label: 'Documents', count: 6 },
        { value: 'deck', label: 'Flashcard decks', count: 4 },
        { value: 'homework', label: 'Homework questions', count: 4 },
      ]);
      expect(all.facets.subject.slice(0, 2)).toEqual([
        { value: 'biology', label: 'Biology', count: 8 },
        { value: 'economics', label: 'Economics', count: 2 },
      ]);
      const biology = await search('q=cycle&subject=biology');
      expect(biology.total).toBe(8);
      expect(biology.facets.kind).toEqual([
        { value: 'document', label: 'Documents', count: 3 },
        { value: 'deck', label: 'Flashcard decks', count: 3 },
        { value: 'homework', label: 'Homework questions', count: 2 },
      ]);
      expect(biology.facets.subject).toEqual(all.facets.subject);
      expect(biology.facets.university).toEqual([
        { value: STANFORD, label: 'Stanford University', count: 2 },
        { value: HARVARD, label: 'Harvard University', count: 1 },
      ]);
      const labNotes = await search('q=cycle&subject=biology&type=lab-notes&kind=document');
      expect(names(labNotes.items)).toEqual(['nitrogen']);
      expect(labNotes.facets.type.map((f) => [f.value, f.count]).sort()).toEqual([['chapter-summary', 1], ['class-notes', 1], ['lab-notes', 1]]);
    });

    it('pages, sorts and highlights', async () => {
      const first = await search('q=cycle&pageSize=5');
      const second = await search('q=cycle&pageSize=5&page=2');
      expect(first).toMatchObject({ total: 14, page: 1, pageSize: 5, totalPages: 3 });
      expect(first.items).toHaveLength(5);
      expect(second.items.map((i) => i.id)).not.toEqual(expect.arrayContaining(first.items.map((i) => i.id)));
      const newest = await search('q=cycle&kind=document&sort=newest');
      const dates = newest.items.map((i) => i.createdAt);
      expect(dates).toEqual([...dates].sort().reverse());
      const entropy = await search('q=entropy&kind=document');
      const carnot = entropy.items.find((i) => nameOf(i.id) === 'carnot')!;
      expect(carnot.snippet.filter((s) => s.hit).map((s) => s.text.toLowerCase())).toContain('entropy');
      const snippet = carnot.snippet.map((s) => s.text).join('');
      for (const mark of ['<', MARK_START, MARK_END]) expect(snippet).not.toContain(mark);
      expect(carnot).toMatchObject({ subject: { slug: 'physics', name: 'Physics' }, university: { slug: HARVARD }, type: { slug: 'class-notes' }, pointsPrice: 25, pageCount: 1 });
    });

    it('never shows text from a locked page, though full text decides what matches', async () => {
      const secret = /xylophonist|zymologist|forty|answer key|coefficient/i;
      expect(names((await search('q=xylophonist')).items)).toEqual(['locked']);
      for (const q of ['xylophonist', 'zymologist', 'barrier xylophonist', '"answer key"', 'coefficient', 'barrier', 'probability']) {
        const found = await search(`q=${encodeURIComponent(q)}`);
        expect(names(found.items), q).toContain('locked');
        expect(JSON.stringify(found.items), q).not.toMatch(secret);
      }
      // Snippets still come from what a guest may read: the description and the readable first page.
      const readable = (await search('q=probability')).items.find((i) => nameOf(i.id) === 'locked')!;
      expect(readable.snippet.filter((s) => s.hit).map((s) => s.text.toLowerCase())).toContain('probability');
      const catalogue = await h.guest.get('/api/documents?q=xylophonist');
      expect(catalogue.body.items.map((d: { id: string }) => nameOf(d.id))).toEqual(['locked']);
      expect(JSON.stringify(catalogue.body.items)).not.toMatch(secret);
      for (const q of ['xylophonist', 'xylophon', 'answer key']) expect(JSON.stringify((await instant(q)).items)).not.toMatch(secret);
    });

    it('finds the Arabic words of a PDF, whether it holds presentation forms or a right-to-left run in visual order', async () => {
      for (const word of ['الطاقة', 'المغناطيسية']) {
        const found = await search(`q=${encodeURIComponent(word)}`);
        expect(names(found.items), word).toEqual(['arabic']);
        expect(found.items[0]!.snippet.filter((s) => s.hit).map((s) => s.text), word).toContain(word);
        const catalogue = await h.guest.get(`/api/documents?q=${encodeURIComponent(word)}`);
        expect(catalogue.body.items.map((d: { id: string }) => nameOf(d.id)), word).toEqual(['arabic']);
      }
    });

    it('answers nothing for a blank query without asking the engine', async () => {
      const engine = engineFor(h.platform);
      let calls = 0;
      const counting: SearchEngine = {
        ...engine,
        instant: (...args) => {
          calls += 1;
          return engine.instant(...args);
        },
      };
      const log = { error: () => {} } as never;
      expect(await instantSearch(counting, h.platform.orm.em.fork(), '   ', log)).toEqual({ query: '   ', items: [] });
      expect(await instantSearch(counting, h.platform.orm.em.fork(), undefined, log)).toEqual({ query: '', items: [] });
      expect(calls).toBe(0);
      expect((await instant('  ')).items).toEqual([]);
      expect(await search('q=%20')).toMatchObject({ items: [], total: 0, totalPages: 0, facets: { kind: [], subject: [], university: [], type: [] } });
      expect((await h.guest.get(`/api/search/instant?q=${'x'.repeat(201)}`)).status).toBe(400);
      expect((await h.guest.get('/api/search?q=cycle&sort=best')).status).toBe(400);
    });

    it('answers an empty list when the engine fails (and full search says it is unavailable)', async () => {
      expect((await instant('cycle')).items.length).toBe(8);
      const repair = await under.breakEngine(h);
      try {
        const res = await h.guest.get('/api/search/instant?q=cycle');
        expect(res.status).toBe(200);
        expect(res.body).toEqual({ query: 'cycle', items: [] });
        const full = await h.guest.get('/api/search?q=cycle');
        expect(full.status).toBe(503);
        expect(full.body.error.code).toBe('search_unavailable');
      } finally {
        await repair();
      }
      expect((await instant('cycle')).items.length).toBe(8);
    });

    it('drops a document that is taken down', async () => {
      expect(names((await instant('thermodynamics exam')).items)).toEqual(['exam']);
      await moderate(h, docs.exam!.id, 'takedown');
      await eventually(async () => names((await instant('thermodynamics exam')).items), (n) => n.length === 0);
      expect(names((await instant('thermodynamics exam')).items)).toEqual([]);
      expect(names((await search('q=thermodynamics&pageSize=50')).items)).not.toContain('exam');
      const [row] = await sql(h, `select count(*)::int as n from search_entries where source_id = ?`, [docs.exam!.id]);
      expect(row.n).toBe(0);
    });
  });
}
