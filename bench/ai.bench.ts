// AI retrieval and local answers at the scale: a fresh embedded database holding the passages of a
// 300-page document (made from a fixed seed) among 40 other 100-page documents, then a fixed mix of 300 questions.
// Measured: retrieval (PostgreSQL full-text top 40, re-ranked, top 6) against a linear scan of the same document's
// passages in the same run (every passage scored in JS by shared stems, the way one would without an index); and
// the local provider's answer end to end (retrieve, rank sentences, quote with pages). Targets: retrieval p95
// <= 50 ms, local answer p95 <= 500 ms.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../config/index.ts';
import { localProvider } from '../modules/ai/local-provider.ts';
import { stems } from '../modules/ai/nlp.ts';
import { indexSource, sourcePassages } from '../modules/ai/passages.ts';
import { retrieve } from '../modules/ai/retrieval.ts';
import { bootPlatform, seededRandom, uuidv7 } from '../modules/platform/index.ts';
import { migrations, modules } from '../modules/registry.ts';
import { fmt, percentile } from './stats.ts';

const TERMS = [
  'ribosome', 'mitochondrion', 'chloroplast', 'nucleus', 'lysosome', 'vacuole', 'enzyme', 'glycolysis', 'osmosis',
  'diffusion', 'meiosis', 'mitosis', 'chromosome', 'allele', 'mutation', 'photosynthesis', 'respiration', 'hormone',
  'neuron', 'synapse', 'antibody', 'vaccine', 'virus', 'bacterium', 'ecosystem', 'predator', 'symbiosis', 'evolution',
  'fossil', 'genome', 'protein', 'lipid', 'carbohydrate', 'vitamin', 'homeostasis', 'membrane', 'cytoplasm', 'receptor',
];
const VERBS = ['regulates', 'produces', 'transports', 'breaks down', 'stores', 'signals', 'protects', 'controls', 'releases', 'binds'];
const FILLER = ['during', 'inside the cell', 'under stress', 'in most organisms', 'when energy is low', 'after division', 'in the liver', 'at high temperature'];
const SYLLABLES = ['ka', 'lo', 'vin', 'ter', 'mar', 'sel', 'dro', 'pen', 'qui', 'fas', 'ron', 'bel', 'tis', 'mun', 'gar', 'vel'];

type Rng = () => number;
const pick = <T>(rng: Rng, list: readonly T[]) => list[Math.floor(rng() * list.length)]!;

function page(rng: Rng, rare: string[]): string {
  return Array.from({ length: 9 }, () => {
    const a = pick(rng, TERMS);
    const b = rng() < 0.3 ? pick(rng, rare) : pick(rng, TERMS);
    return `The ${a} ${pick(rng, VERBS)} the ${b} ${pick(rng, FILLER)}.`;
  }).join(' ');
}

function documentPages(rng: Rng, n: number, rare: string[]) {
  return Array.from({ length: n }, (_, i) => ({ pageNumber: i + 1, text: page(rng, rare) }));
}

function questions(rng: Rng, rare: string[], n: number): string[] {
  return Array.from({ length: n }, () => {
    const kind = rng();
    if (kind < 0.4) return `What does the ${pick(rng, TERMS)} do ${pick(rng, FILLER)}?`;
    if (kind < 0.7) return `How is the ${pick(rng, rare)} related to the ${pick(rng, TERMS)}?`;
    return `Why does the ${pick(rng, TERMS)} ${pick(rng, VERBS)} the ${pick(rng, TERMS)}?`;
  });
}

async function timed(list: string[], task: (q: string) => Promise<unknown>) {
  const ms: number[] = [];
  for (const q of list) {
    const t = performance.now();
    await task(q);
    ms.push(performance.now() - t);
  }
  ms.sort((a, b) => a - b);
  return { p50: percentile(ms, 50), p95: percentile(ms, 95) };
}

export async function aiBench() {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'studyhall-bench-ai-'));
  const platform = await bootPlatform(loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'warn' }), { modules, migrations, migrate: true, queues: false });
  try {
    const rng = seededRandom(20_261_123);
    const rare = Array.from({ length: 400 }, () => Array.from({ length: 3 }, () => pick(rng, SYLLABLES)).join(''));
    const em = () => platform.orm.em.fork();
    let t = performance.now();
    const target = uuidv7();
    const passages = await em().transactional((tx) => indexSource(tx, target, documentPages(rng, 300, rare)));
    for (let d = 0; d < 40; d++) await em().transactional((tx) => indexSource(tx, uuidv7(), documentPages(rng, 100, rare)));
    await em().getConnection().execute('vacuum analyze ai_passages');
    console.log(`corpus: a 300-page document (${passages} passages) among 40 documents of 100 pages; indexed in ${fmt((performance.now() - t) / 1000)} s`);

    const asked = questions(rng, rare, 300);
    // Warm both paths (the model, the plan cache) before measuring.
    for (const q of asked.slice(0, 10)) await retrieve(em(), 'public', [target], q);

    const linear = async (q: string) => {
      const all = await sourcePassages(em(), 'public', target);
      const wanted = new Set(stems(q));
      return all
        .map((p) => ({ p, score: stems(p.text).filter((s) => wanted.has(s)).length }))
        .sort((a, b) => b.score - a.score)
        .slice(0, 6);
    };
    t = performance.now();
    const base = await timed(asked.slice(0, 60), linear);
    const ours = await timed(asked, (q) => retrieve(em(), 'public', [target], q));
    const local = localProvider();
    const answer = await timed(asked, async (q) => {
      const found = await retrieve(em(), 'public', [target], q);
      return local.complete({ system: '', messages: [{ role: 'user', content: q }], passages: found });
    });
    console.log(`retrieval, linear scan of the document (baseline, 60 questions): p50 ${fmt(base.p50)} ms, p95 ${fmt(base.p95)} ms`);
    console.log(`retrieval, full-text top 40 + re-rank (300 questions):         p50 ${fmt(ours.p50)} ms, p95 ${fmt(ours.p95)} ms  (${fmt(base.p95 / ours.p95)}x faster at p95; target p95 <= 50 ms: ${ours.p95 <= 50 ? 'met' : 'MISSED'})`);
    console.log(`local answer end to end (retrieve, rank sentences, quote):     p50 ${fmt(answer.p50)} ms, p95 ${fmt(answer.p95)} ms  (target p95 <= 500 ms: ${answer.p95 <= 500 ? 'met' : 'MISSED'})`);
    console.log(`measured in ${fmt((performance.now() - t) / 1000)} s`);
  } finally {
    await platform.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}
