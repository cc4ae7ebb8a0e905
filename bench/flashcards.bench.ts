// Deck generation in local mode at the scale: a 100-page document (made from a fixed seed: every page
// defines one glossary term among eight sentences of facts) indexed as passages in a fresh embedded database, then
// 30 cards made from it 40 times, end to end as the flashcards job does it (read the source's passages, find the
// definitions, pick key terms, make cloze cards). Baseline in the same run: a naive all-sentences scan that, for
// every key term it wants a card for, splits the whole document into sentences again and scores every sentence
// naming the term. Target: p95 <= 2 s for 30 cards.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../config/index.ts';
import { keyTerms, sentences } from '../modules/ai/nlp.ts';
import { indexSource, sourcePassages } from '../modules/ai/passages.ts';
import { GLOSSARY } from '../tests/support/glossary-pages.ts';
import { clozeOf, type DraftCard, localCards, type SourcePassage } from '../modules/flashcards/local-cards.ts';
import { bootPlatform, seededRandom, uuidv7 } from '../modules/platform/index.ts';
import { migrations, modules } from '../modules/registry.ts';
import { fmt, measure } from './stats.ts';

const PAGES = 100;
const CARDS = 30;
const RUNS = 40;
const BASELINE_RUNS = 3;
const VERBS = ['regulates', 'produces', 'transports', 'breaks down', 'stores', 'signals', 'protects', 'controls', 'releases', 'binds'];
const PLACES = ['during exercise', 'inside the cell', 'under stress', 'in most organisms', 'when energy is low', 'after division', 'in the liver'];

type Rng = () => number;
const pick = <T>(rng: Rng, list: readonly T[]) => list[Math.floor(rng() * list.length)]!;
const bare = (term: string) => term.replace(/^(the|an|a) /i, '').toLowerCase();

function page(rng: Rng, n: number): string {
  const [term, definition, fact] = GLOSSARY[(n - 1) % GLOSSARY.length]!;
  const facts = Array.from({ length: 7 }, () => `The ${bare(pick(rng, GLOSSARY)[0])} ${pick(rng, VERBS)} the ${bare(pick(rng, GLOSSARY)[0])} ${pick(rng, PLACES)}.`);
  return [`Chapter ${n}`, `${term} is ${definition}`, fact, ...facts].join('\n');
}

/**
 * The naive way to the same cloze cards: for every key term, split the whole document into sentences again and
 * score every sentence naming the term by how many other key terms it names.
 */
function naiveCards(passages: SourcePassage[], count: number): DraftCard[] {
  const cards: DraftCard[] = [];
  const terms = keyTerms(
    passages.map((p) => p.text),
    count * 3,
  );
  const taken = new Set<string>();
  for (const term of terms) {
    if (cards.length === count) break;
    let best: { text: string; page: number; score: number } | null = null;
    for (const p of passages) {
      for (const text of sentences(p.text)) {
        if (taken.has(text) || !clozeOf(text, term)) continue;
        const score = terms.filter((t) => text.toLowerCase().includes(t.toLowerCase())).length;
        if (!best || score > best.score) best = { text, page: p.page, score };
      }
    }
    if (!best) continue;
    taken.add(best.text);
    cards.push({ front: clozeOf(best.text, term)!, back: term, kind: 'cloze', page: best.page, sourceId: passages[0]!.sourceId });
  }
  return cards;
}

export async function flashcardsBench() {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'studyhall-bench-flashcards-'));
  const platform = await bootPlatform(loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'warn' }), { modules, migrations, migrate: true, queues: false });
  try {
    const rng = seededRandom(20_261_123);
    const em = () => platform.orm.em.fork();
    const source = uuidv7();
    const passages = await em().transactional((tx) => indexSource(tx, source, Array.from({ length: PAGES }, (_, i) => ({ pageNumber: i + 1, text: page(rng, i + 1) }))));
    console.log(`material: a ${PAGES}-page document, ${passages} passages`);
    const read = async () => (await sourcePassages(em(), 'public', source)).map((p) => ({ sourceId: source, page: p.page, text: p.text }));
    // Warm the language model and the plan cache.
    localCards(await read(), CARDS);

    let made = 0;
    const ours = await measure(RUNS, 1, async () => {
      made = localCards(await read(), CARDS).length;
    });
    let naive = 0;
    const base = await measure(BASELINE_RUNS, 1, async () => {
      naive = naiveCards(await read(), CARDS).length;
    });
    console.log(`naive all-sentences scan per key term (baseline, ${BASELINE_RUNS} runs, ${naive} cards): p50 ${fmt(base.p50)} ms, p95 ${fmt(base.p95)} ms`);
    console.log(
      `local deck generation (${RUNS} runs, ${made} cards):                       p50 ${fmt(ours.p50)} ms, p95 ${fmt(ours.p95)} ms  (${fmt(base.p95 / ours.p95)}x faster at p95; target p95 <= 2000 ms: ${ours.p95 <= 2000 ? 'met' : 'MISSED'})`,
    );
  } finally {
    await platform.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}
