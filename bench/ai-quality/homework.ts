// The Homework Helper over the evaluation set, as the marketplace serves it: a seller uploads the set's files through
// the documents route, an admin approves each through the moderation route, search indexes them; then the student
// asks the set's questions through the Homework Helper's route, each answered by the queued job (search over every
// approved document, retrieval, provider) and scored as Document Chat's answers are.
// Two differences from Document Chat decide the scoring:
// - The answer draws on every approved document, so it may quote another one than the question was written for. The
//   page is right only when the asked document's page is cited (citing others as well is fine); the fact counts
//   wherever it was quoted from; an unanswerable question answered from another document is not a right refusal
//   (no document of the set answers another's unanswerable questions).
// - An answer may be published, so the tool quotes only the preview pages anyone may read (modules/ai/README.md, "Paid
//   pages stay paid"): half a document's pages, at most DOCUMENTS_PREVIEW_PAGES. A question whose page is locked is
//   scored apart: no locked page may be cited, and the honest answer is a refusal.
import { readAction } from '../../modules/ai/index.ts';
import type { Platform } from '../../modules/platform/index.ts';
import type { TestPlatform } from '../../tests/support/database.ts';
import { approvedDocument } from '../../tests/support/documents.ts';
import { signUp, type TestUser } from '../../tests/support/http-harness.ts';
import type { Outcome } from '../ai-quality.bench.ts';
import { fmt } from '../stats.ts';
import type { EvalDocument } from './documents.ts';
import type { RenderedFile } from './render.ts';
import type { EvalQuestion } from './questions.ts';
import { factFound, pageRight, refused } from './score.ts';
import { until } from './tools.ts';

type Published = { id: string; preview: number };
type Citation = { page: number; sourceId: string };

/** Each document uploaded by a seller, processed, approved by an admin and indexed by search, one at a time. */
async function publish(platform: Platform, base: string, documents: EvalDocument[], files: Map<string, RenderedFile>): Promise<Map<string, Published>> {
  const h = { platform: platform as TestPlatform, baseUrl: base };
  const people = { seller: await signUp(h, 'Bench Seller'), admin: await signUp(h, 'Bench Admin', { admin: true }) };
  const sql = (q: string, p: unknown[]) => platform.orm.em.fork().getConnection().execute(q, p);
  const published = new Map<string, Published>();
  for (const doc of documents) {
    const { id } = await approvedDocument(h, people, { title: doc.title, file: files.get(doc.id)! });
    await until(async () => (await sql("select 1 from search_entries where kind = 'document' and source_id = ?", [id])).length, (n) => n === 1, `${doc.id} in search`);
    const [row] = await sql('select preview_page_count from documents where id = ?', [id]);
    published.set(doc.id, { id, preview: Number(row.preview_page_count) });
  }
  return published;
}

/**
 * The set's documents published, then every question of theirs asked by `student` (points enough, AI limits lifted)
 * and the answers printed by `report` (the runner's, as for Document Chat), then what is the Homework Helper's own:
 * answers drawn from other documents only, and the questions on locked pages.
 */
export async function askHomework(
  label: string,
  env: { platform: Platform; base: string; student: TestUser; files: Map<string, RenderedFile> },
  documents: EvalDocument[],
  questions: EvalQuestion[],
  report: (label: string, outcomes: Outcome[], elapsed: number) => void,
): Promise<void> {
  let t = performance.now();
  const published = await publish(env.platform, env.base, documents, env.files);
  console.log(`[${label}] ${published.size} documents uploaded by a seller, approved by an admin and indexed by search in ${fmt((performance.now() - t) / 1000, 1)} s`);

  t = performance.now();
  const outcomes: (Outcome & { elsewhere: boolean })[] = [];
  const locked: (Outcome & { lockedCited: boolean; elsewhere: boolean })[] = [];
  const lockedPage = (c: Citation) => [...published.values()].some((d) => d.id === c.sourceId && c.page > d.preview);
  for (const item of questions.filter((q) => published.has(q.doc))) {
    const doc = published.get(item.doc)!;
    const started = performance.now();
    const asked = await env.student.client.post('/api/homework/questions', { question: item.question });
    if (asked.status !== 202) throw new Error(`ask ${item.question}: ${asked.status} ${JSON.stringify(asked.body)}`);
    const answer = (await until(() => readAction(env.platform.orm.em.fork(), asked.body.actionId), (a) => a?.status === 'done' || a?.status === 'failed', 'an answer'))!;
    const ms = performance.now() - started;
    const text = answer.status === 'done' ? (answer.text ?? '') : `(failed: ${answer.error?.message})`;
    const citations = (answer.citations ?? []) as Citation[];
    const reply = { text, citations };
    const answerable = item.page !== null && item.page <= doc.preview;
    const outcome: Outcome = {
      doc: item.doc,
      type: item.type,
      question: item.question,
      answerable,
      fact: answerable && !refused(reply) && factFound(text, item.facts),
      page: answerable && !refused(reply) && pageRight(citations, item.page!, doc.id),
      refusal: refused(reply),
      ms,
      text,
      cited: citations.map((c) => c.page),
    };
    const elsewhere = !outcome.refusal && !citations.some((c) => c.sourceId === doc.id);
    if (item.page !== null && !answerable) locked.push({ ...outcome, lockedCited: citations.some(lockedPage), elsewhere });
    else outcomes.push({ ...outcome, elsewhere });
  }
  report(label, outcomes, performance.now() - t);
  const elsewhere = outcomes.filter((o) => o.elsewhere);
  console.log(`  answers quoting only other documents: ${elsewhere.length} (${elsewhere.filter((o) => o.answerable).length} of answerable questions, ${elsewhere.filter((o) => !o.answerable).length} of unanswerable ones)`);
  reportLocked(label, locked);
}

function reportLocked(label: string, locked: (Outcome & { lockedCited: boolean; elsewhere: boolean })[]) {
  const answered = locked.filter((o) => !o.refusal);
  console.log(`[${label}] ${locked.length} questions whose page is locked (the Homework Helper reads the preview pages only):`);
  console.log(`  locked pages cited: ${locked.filter((o) => o.lockedCited).length} (must be 0)`);
  console.log(`  refused: ${locked.length - answered.length}; quoted another page instead: ${answered.length} (${answered.filter((o) => o.elsewhere).length} only other documents)`);
  if (process.env.BENCH_VERBOSE) for (const o of answered) console.log(`  QUOTED [${o.doc} ${o.type}] ${o.question}\n    cited ${o.cited.join(',')}: ${o.text.replace(/\s+/g, ' ').slice(0, 300)}`);
}
