// Demo data: 200 documents spread over every subject, many universities, the ten types and a range of prices,
// owned by five demo sellers, plus two copies of earlier ones. Each is a real multi-page PDF (2-6 pages of text
// about its subject, made here with pdf-lib) that goes through the real upload path (content sniffing, PDF checks,
// storage, the row and the documents.uploaded event) and the real pipeline in the worker. When a demo document is
// processed, its plan is applied: most are approved, some wait, some need changes, a few are rejected, one is taken
// down, and the two copies wait with their duplicate flag; approved ones get downloads, views and reviews.
// Idempotent: documents are keyed by slug, so a second run creates nothing.
import type { EntityManager } from '@mikro-orm/postgresql';
import { ensureDemoUsers } from '../accounts/index.ts';
import type { Course, Subject, Textbook } from '../catalogue/index.ts';
import { logger, type Rng, type SeedReport, seededRandom } from '../platform/index.ts';
import { STATUS_ID } from './contract.ts';
import { one, rows, run } from './db.ts';
import { addDownloads, writeReview } from './engagement.ts';
import { moderate } from './moderation.ts';
import type { Deps } from './processing.ts';
import { catalogue } from './refs.ts';
import { type Concept, concepts } from './seed-data/concepts.ts';
import { storeUpload } from './upload.ts';

const CONCURRENCY = 4;

export const DEMO_SELLERS = [
  { email: 'amelia.clarke@demo.studyhall.local', fullName: 'Amelia Clarke' },
  { email: 'daniel.okafor@demo.studyhall.local', fullName: 'Daniel Okafor' },
  { email: 'sofia.marin@demo.studyhall.local', fullName: 'Sofia Marin' },
  { email: 'liam.chen@demo.studyhall.local', fullName: 'Liam Chen' },
  { email: 'priya.raman@demo.studyhall.local', fullName: 'Priya Raman' },
];
export const DEMO_READERS = [
  { email: 'noah.fischer@demo.studyhall.local', fullName: 'Noah Fischer' },
  { email: 'chloe.martin@demo.studyhall.local', fullName: 'Chloe Martin' },
  { email: 'mateo.rossi@demo.studyhall.local', fullName: 'Mateo Rossi' },
  { email: 'hannah.lee@demo.studyhall.local', fullName: 'Hannah Lee' },
  { email: 'yusuf.demir@demo.studyhall.local', fullName: 'Yusuf Demir' },
  { email: 'emma.novak@demo.studyhall.local', fullName: 'Emma Novak' },
  { email: 'lucas.silva@demo.studyhall.local', fullName: 'Lucas Silva' },
  { email: 'aisha.bello@demo.studyhall.local', fullName: 'Aisha Bello' },
];

// --- helpers ------------------------------------------------------------------------------------------------------

const pick = <T>(rng: Rng, list: readonly T[]): T => list[Math.floor(rng() * list.length)]!;
const int = (rng: Rng, min: number, max: number) => min + Math.floor(rng() * (max - min + 1));
function shuffled<T>(rng: Rng, list: readonly T[]): T[] {
  const out = [...list];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(rng() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

const SMALL = new Set(['a', 'an', 'and', 'as', 'at', 'by', 'for', 'in', 'of', 'on', 'or', 'the', 'to', 'with']);
function titleCase(text: string): string {
  return text
    .split(' ')
    .map((w, i) => (i > 0 && SMALL.has(w) ? w : w.charAt(0).toUpperCase() + w.slice(1)))
    .join(' ');
}
const bare = (term: string) => term.replace(/^the /, '');
const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

// --- what a document says ----------------------------------------------------------------------------------------------

type Block = { heading: string; paragraphs: string[] };
type Plan = {
  index: number;
  subject: Subject;
  typeName: string;
  typeId: string;
  universityId: string | null;
  universityName: string | null;
  course: Course | null;
  textbook: Textbook | null;
  seller: number;
  pages: number;
  price: number;
  title: string;
  slug: string;
  description: string;
  terms: Concept[];
  seed: number;
};

const ELABORATIONS = [
  (s: string, t: string, u: string) => `In ${s}, ${t} is introduced early because later topics such as ${u} build directly on it.`,
  (_s: string, t: string) => `A quick self-test: explain ${t} in two sentences without notes, then compare your version with the definition above.`,
  (_s: string, t: string, u: string) => `Examiners often pair ${t} with ${u}, so revise the two together and note exactly where they differ.`,
  (_s: string, t: string) => `When applying ${t} to an unfamiliar case, first name what is given and what is asked, then state your assumptions before you start.`,
  (_s: string, t: string) => `Most lost marks on ${t} come from a vague definition: use the precise wording, then add an example of your own.`,
  (s: string, t: string) => `Seminar discussion connected ${t} to current research in ${s}; the reading list has two review articles worth skimming.`,
  (_s: string, t: string, u: string) => `Draw a small diagram linking ${t} and ${u}; seeing the relationship makes the longer questions far easier to plan.`,
  (_s: string, t: string) => `If a question mentions ${t} only in passing, it still expects you to define it before using it.`,
];
const TIPS = [
  'Spend the first five minutes planning: list the key terms the question needs and the order you will use them.',
  'Quote definitions precisely, then show you can use them; definitions alone rarely earn more than a third of the marks.',
  'Leave space after each answer so you can add a point when something comes back to you later.',
  'Check units, signs and labels before moving on; they are the easiest marks to lose and to recover.',
  'Practise past questions under timed conditions at least twice before the exam.',
  'Use the command word: describe, explain, evaluate and compare each ask for something different.',
  'Write a one-page summary for each topic and test yourself from the headings alone.',
  'Interleave topics when revising rather than studying one topic for hours; recall improves.',
];
const MISTAKES = [
  (t: string, u: string) => `Confusing ${t} with ${u}: they are related but answer different questions.`,
  (t: string) => `Stating ${t} without saying when it applies, or applying it outside its assumptions.`,
  (t: string) => `Memorising an example of ${t} instead of the principle, then failing on a new case.`,
  (t: string, u: string) => `Assuming ${u} always follows from ${t}; check the conditions each time.`,
];
const REVIEW_COMMENTS = [
  'Clear and well organised. Exactly what I needed the week before the exam.',
  'Good summary of the main ideas; a couple more worked examples would make it perfect.',
  'The definitions are spot on and the layout makes revision quick.',
  'Helped me understand the topic much better than my lecture slides.',
  'Useful, though some sections are brief. Worth it for the exam questions alone.',
  'Concise and accurate. I used it alongside the textbook chapter.',
  'Saved me hours of note-taking. Recommended.',
  null,
];

const TYPE_TITLES: Record<string, (p: { subject: string; a: string; b: string; year: number; textbook: Textbook | null }) => string> = {
  'Past Exams': ({ subject, year }) => `${subject} Past Exam ${year} with Model Answers`,
  Flashcards: ({ subject, a, b }) => `${subject} Flashcards: ${a}, ${b} and More`,
  'Practice Problems': ({ subject, a }) => `${subject} Practice Problems on ${a}`,
  'Exam Guides': ({ subject, a, b }) => `${subject} Exam Guide: From ${a} to ${b}`,
  'Textbook Guides': ({ subject, a, textbook }) => (textbook ? `Guide to ${textbook.title}: ${a}` : `${subject} Textbook Companion: ${a}`),
  'Chapter Summary': ({ subject, a }) => `Chapter Summary: ${a} (${subject})`,
  'Class Notes': ({ subject, a, b }) => `${subject} Lecture Notes: ${a} and ${b}`,
  'Quick Guides': ({ subject, a }) => `Quick Guide to ${a} for ${subject} Students`,
  'Lab Notes': ({ subject, a }) => `${subject} Lab Notes: Investigating ${a}`,
  'Certification Guides': ({ subject, a, b }) => `${subject} Certification Prep: ${a} and ${b}`,
};

const TYPE_LEADS: Record<string, (subject: string, textbook: Textbook | null) => string> = {
  'Past Exams': (s) => `A past ${s} exam paper with model answers and the marks for each part`,
  Flashcards: (s) => `Question-and-answer flashcards for ${s}, made for active recall`,
  'Practice Problems': (s) => `${s} practice problems, each with a worked solution outline`,
  'Exam Guides': (s) => `An exam guide for ${s}: what examiners look for, common mistakes and exam technique`,
  'Textbook Guides': (s, t) => (t ? `A chapter-by-chapter companion to ${t.title} by ${t.author}` : `A companion to the core ${s} textbook`),
  'Chapter Summary': (s) => `Chapter summaries for ${s} with the key points of each`,
  'Class Notes': (s) => `Lecture notes from a ${s} course, tidied up with summaries`,
  'Quick Guides': (s) => `A quick revision guide to ${s}, one idea at a time`,
  'Lab Notes': (s) => `${s} lab notes: aims, methods, background and conclusions`,
  'Certification Guides': (s) => `A certification study guide for ${s}, objective by objective`,
};

function blocksFor(plan: Plan, rng: Rng): Block[] {
  const s = plan.subject.name;
  const terms = plan.terms;
  const other = (i: number) => bare(terms[(i + 1) % terms.length]![0]);
  const blocks: Block[] = [];
  const definition = (i: number, heading?: string): Block => {
    const [term, def] = terms[i % terms.length]!;
    return {
      heading: heading ?? capital(bare(term)),
      paragraphs: [def, pick(rng, ELABORATIONS)(s, bare(term), other(i)), pick(rng, ELABORATIONS)(s, bare(term), other(i + 1))],
    };
  };
  const n = plan.pages * 3;
  for (let i = 0; i < n; i++) {
    const [term, def] = terms[i % terms.length]!;
    const t = bare(term);
    const k = i + 1;
    switch (plan.typeName) {
      case 'Past Exams': {
        const a = int(rng, 3, 8);
        const b = int(rng, 6, 15);
        blocks.push({
          heading: `Question ${k} (${a + b} marks)`,
          paragraphs: [
            `(a) Define ${t}. [${a} marks]`,
            `(b) Explain, with an example, how ${t} relates to ${other(i)}. [${b} marks]`,
            `Model answer. ${def} ${pick(rng, ELABORATIONS)(s, t, other(i))}`,
          ],
        });
        break;
      }
      case 'Flashcards':
        blocks.push({ heading: `Card ${k}`, paragraphs: [`Q: What is ${t}?`, `A: ${def}`, `Q: Which idea is most often confused with ${t}?`, `A: ${capital(other(i))}.`] });
        break;
      case 'Practice Problems':
        blocks.push({
          heading: `Problem ${k}`,
          paragraphs: [
            `A classmate claims that ${other(i)} makes ${t} unnecessary in most ${s} questions. Evaluate the claim in about ${int(rng, 120, 300)} words.`,
            `Solution outline. Start from the definition: ${def} Then show a case where ${other(i)} alone is not enough, and conclude with the conditions under which the claim holds.`,
          ],
        });
        break;
      case 'Lab Notes':
        blocks.push({
          heading: `Experiment ${k}: ${capital(t)}`,
          paragraphs: [
            `Aim: to observe ${t} directly and relate the result to ${other(i)}.`,
            `Method: ${int(rng, 3, 6)} trials were run, changing one variable at a time and recording each reading twice.`,
            `Background: ${def}`,
            `Conclusion: the results were consistent with theory within about ${int(rng, 2, 9)} percent; the main source of error was timing.`,
          ],
        });
        break;
      case 'Quick Guides':
        blocks.push(
          i % 3 === 2
            ? { heading: 'Remember', paragraphs: shuffled(rng, TIPS).slice(0, 3).map((x) => `- ${x}`) }
            : { heading: `${capital(t)} in one minute`, paragraphs: [def, `- Pairs with: ${other(i)}`, `- Watch out for: ${pick(rng, MISTAKES)(t, other(i))}`] },
        );
        break;
      case 'Exam Guides':
      case 'Certification Guides':
        blocks.push(
          i % 3 === 2
            ? { heading: 'Exam technique', paragraphs: shuffled(rng, TIPS).slice(0, 3).map((x) => `- ${x}`) }
            : i % 3 === 1
              ? { heading: `Common mistakes: ${t}`, paragraphs: shuffled(rng, MISTAKES).slice(0, 3).map((m) => `- ${m(t, other(i))}`) }
              : definition(i, `${plan.typeName === 'Exam Guides' ? 'Topic' : 'Objective'} ${k}: ${capital(t)}`),
        );
        break;
      case 'Textbook Guides':
      case 'Chapter Summary':
        blocks.push(
          i % 2 === 1
            ? { heading: 'Key points', paragraphs: shuffled(rng, terms).slice(0, 3).map(([x, d]) => `- ${capital(bare(x))}: ${d}`) }
            : definition(i, `${plan.textbook && plan.typeName === 'Textbook Guides' ? `${plan.textbook.title}, chapter ${int(rng, 1, 24)}` : `Chapter ${k}`}: ${capital(t)}`),
        );
        break;
      default:
        blocks.push(i % 4 === 3 ? { heading: 'Summary so far', paragraphs: shuffled(rng, terms).slice(0, 3).map(([x]) => `- ${capital(bare(x))}`) } : definition(i, `Lecture ${k}: ${capital(t)}`));
    }
  }
  return blocks;
}

// --- the PDF -----------------------------------------------------------------------------------------------------------

async function makePdf(plan: Plan, sellerName: string, rng: Rng): Promise<Uint8Array> {
  const { PDFDocument, StandardFonts, rgb } = await import('pdf-lib');
  const doc = await PDFDocument.create();
  doc.setTitle(plan.title);
  doc.setAuthor(sellerName);
  doc.setSubject(plan.subject.name);
  doc.setProducer('Studyhall demo data');
  doc.setCreationDate(new Date(Date.UTC(2024, 0, 1)));
  doc.setModificationDate(new Date(Date.UTC(2024, 0, 1)));
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  // Characters Helvetica's WinAnsi encoding lacks become '?'; widths are summed per word (cached), not re-measured
  // for every growing line.
  const safe = (text: string) => text.replace(/[^\x20-\x7e\u00a0-\u00ff\u2013\u2014\u2018\u2019\u201c\u201d\u2022\u2026]/g, '?');
  const [W, H] = [595.28, 841.89];
  const margin = 56;
  const widths = new Map<string, number>();
  const widthOf = (word: string, size: number, font: typeof regular) => {
    const key = `${font === regular ? 'r' : 'b'}${size}:${word}`;
    let w = widths.get(key);
    if (w === undefined) widths.set(key, (w = font.widthOfTextAtSize(word, size)));
    return w;
  };
  const wrap = (text: string, size: number, font = regular) => {
    const lines: string[] = [];
    const space = widthOf(' ', size, font);
    let line = '';
    let lineWidth = 0;
    for (const word of safe(text).split(/\s+/)) {
      const w = widthOf(word, size, font);
      if (line && lineWidth + space + w > W - 2 * margin) {
        lines.push(line);
        line = word;
        lineWidth = w;
      } else {
        line = line ? `${line} ${word}` : word;
        lineWidth += (line === word ? 0 : space) + w;
      }
    }
    if (line) lines.push(line);
    return lines;
  };
  const blocks = blocksFor(plan, rng);
  const header = safe([plan.universityName, plan.course?.name].filter(Boolean).join(' - ') || plan.subject.name);
  let b = 0;
  for (let p = 1; p <= plan.pages; p++) {
    const page = doc.addPage([W, H]);
    let y = H - margin;
    page.drawText(header, { x: margin, y, size: 8, font: regular, color: rgb(0.45, 0.45, 0.5) });
    y -= 28;
    if (p === 1) {
      for (const line of wrap(plan.title, 18, bold)) {
        page.drawText(line, { x: margin, y, size: 18, font: bold, color: rgb(0.1, 0.15, 0.35) });
        y -= 24;
      }
      page.drawText(safe(`${plan.typeName} - ${plan.subject.name} - prepared by ${sellerName}`), { x: margin, y, size: 10, font: regular, color: rgb(0.35, 0.35, 0.4) });
      y -= 30;
    }
    // Two or three blocks a page, as notes are written: room to breathe, never overflowing.
    const perPage = p === 1 ? 2 : int(rng, 2, 3);
    for (let k = 0; k < perPage && b < blocks.length; k++, b++) {
      const block = blocks[b]!;
      const needed = 20 + block.paragraphs.reduce((sum, para) => sum + wrap(para, 10.5).length * 14 + 6, 0);
      if (y - needed < margin + 30) break;
      page.drawText(safe(block.heading), { x: margin, y, size: 12.5, font: bold, color: rgb(0.12, 0.12, 0.18) });
      y -= 20;
      for (const para of block.paragraphs) {
        for (const line of wrap(para, 10.5)) {
          page.drawText(line, { x: margin, y, size: 10.5, font: regular, color: rgb(0.1, 0.1, 0.12) });
          y -= 14;
        }
        y -= 6;
      }
      y -= 10;
    }
    page.drawText(safe(`${plan.title} - page ${p} of ${plan.pages}`), { x: margin, y: 30, size: 7.5, font: regular, color: rgb(0.5, 0.5, 0.55) });
  }
  return doc.save();
}

// --- the plan ------------------------------------------------------------------------------------------------------------

type Outcome = 'approved' | 'pending' | 'soft-reject' | 'rejected' | 'takedown';

function outcomeOf(index: number): Outcome {
  if (index === 120) return 'takedown';
  if (index % 59 === 13) return 'rejected';
  if (index % 41 === 9) return 'soft-reject';
  if (index % 23 === 5) return 'pending';
  return 'approved';
}

/** The plans of the demo documents: `total` of them (DOCUMENTS_DEMO_COUNT, 200 unless set). */
async function buildPlans(em: EntityManager, total: number): Promise<Plan[]> {
  const cat = await catalogue(em, { fresherThan: 0 });
  const rng = seededRandom(20261123);
  const subjects = [...cat.subjects.values()].sort((a, b) => a.slug.localeCompare(b.slug));
  const types = [...cat.types.values()].sort((a, b) => a.slug.localeCompare(b.slug));
  const universities = [...cat.universities.values()].sort((a, b) => a.slug.localeCompare(b.slug));
  if (!subjects.length || !types.length || !universities.length) return [];
  const courses = [...cat.courses.values()];
  const textbooks = [...cat.textbooks.values()];
  const order = shuffled(rng, subjects);
  const typeOffset = new Map<string, number>();
  const plans: Plan[] = [];
  for (let i = 0; i < total; i++) {
    const subject = order[i % order.length]!;
    // Within a subject every document has another type, so no two read alike.
    const offset = typeOffset.get(subject.id) ?? int(rng, 0, types.length - 1);
    typeOffset.set(subject.id, offset + 1);
    const type = types[offset % types.length]!;
    const university = pick(rng, universities);
    const ownCourses = courses.filter((c) => c.universityId === university.id);
    const course = ownCourses.length && rng() < 0.6 ? pick(rng, ownCourses) : null;
    const subjectBooks = textbooks.filter((t) => t.subjectId === subject.id);
    const textbook = subjectBooks.length && (type.name === 'Textbook Guides' || rng() < 0.25) ? pick(rng, subjectBooks) : null;
    const pool = concepts[subject.slug] ?? [['the core principles', `The central ideas of ${subject.name}, introduced in the first weeks of the course.`]];
    const terms = shuffled(rng, pool).slice(0, Math.min(pool.length, int(rng, 4, 6)));
    const a = titleCase(bare(terms[0]![0]));
    const b = titleCase(bare(terms[1 % terms.length]![0]));
    const year = int(rng, 2018, 2025);
    const title = TYPE_TITLES[type.name]?.({ subject: subject.name, a, b, year, textbook }) ?? `${subject.name} ${type.name}: ${a}`;
    const pages = int(rng, 2, 6);
    const price = rng() < 0.08 ? 0 : 5 * int(rng, 2, rng() < 0.7 ? 16 : 40);
    const covers = terms.slice(0, 3).map(([t]) => bare(t));
    const lead = (TYPE_LEADS[type.name] ?? ((s: string) => `${type.name} for ${s}`))(subject.name, textbook);
    const description =
      `${lead}. Covers ${covers.slice(0, -1).join(', ')}${covers.length > 1 ? ' and ' : ''}${covers.at(-1)}` +
      `${course ? `, written for ${course.name} at ${university.name}` : ''}. ${pages} pages.`;
    plans.push({
      index: i, subject, typeName: type.name, typeId: type.id, universityId: university.id, universityName: university.name,
      course, textbook, seller: int(rng, 0, DEMO_SELLERS.length - 1), pages, price, title,
      slug: `${title.toLowerCase().normalize('NFKD').replace(/[\u0300-\u036f]/g, '').replace(/&/g, ' and ').replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 90).replace(/-+$/, '')}-d${String(i).padStart(3, '0')}`,
      description: description.slice(0, 5000),
      terms,
      seed: int(rng, 1, 2 ** 30),
    });
  }
  return plans;
}

// --- the run -------------------------------------------------------------------------------------------------------------

async function inParallel<T>(items: T[], limit: number, work: (item: T) => Promise<void>) {
  let next = 0;
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) await work(items[next++]!);
  }));
}

/** Copies of earlier documents, uploaded by another seller and left for the moderators with their duplicate flag. */
const COPIES = [
  { of: 10, slug: 'exam-revision-pack-copy-d900', title: 'Exam Revision Pack', exact: true },
  { of: 40, slug: 'complete-notes-bundle-copy-d901', title: 'Complete Notes Bundle', exact: false },
];

async function demoUsers(em: EntityManager, report?: SeedReport) {
  const sellers = await ensureDemoUsers(em, DEMO_SELLERS);
  const readers = await ensureDemoUsers(em, DEMO_READERS);
  if (report) report.demoUsers! += sellers.created + readers.created;
  return { sellers: sellers.ids.map((id, i) => ({ id, name: DEMO_SELLERS[i]!.fullName })), readers: readers.ids };
}

/**
 * Uploads the demo documents through the real upload path. Processing is the worker's: each upload publishes
 * documents.uploaded, the worker runs the pipeline, and when documents.processed arrives `finishDemoDocument`
 * moderates it (and adds its downloads, views and reviews). So `npm start` is ready in seconds and the catalogue
 * fills while it runs; `studyhall db seed` leaves the processing to the next worker.
 */
export async function seedDocuments(deps: Deps): Promise<SeedReport> {
  const log = logger('documents.seed');
  const report: SeedReport = { demoUsers: 0, documents: 0 };
  const em = deps.platform.orm.em.fork();
  const plans = await buildPlans(em, deps.settings.demoCount);
  if (!plans.length) return report;
  const started = Date.now();
  const { sellers } = await demoUsers(em, report);
  const existing = new Set(
    (await rows(em, 'select slug from documents where slug in (?)', [[...plans.map((p) => p.slug), ...COPIES.map((c) => c.slug)]])).map((r) => r.slug as string),
  );
  const uploads: { plan: Plan; seller: { id: string; name: string }; title?: string; slug?: string; description?: string; price?: number }[] = [];
  for (const plan of plans) if (!existing.has(plan.slug)) uploads.push({ plan, seller: sellers[plan.seller]! });
  for (const copy of COPIES) {
    const source = plans[copy.of];
    if (!source || existing.has(copy.slug)) continue;
    uploads.push({
      plan: source,
      seller: sellers[(source.seller + 1) % sellers.length]!,
      title: copy.exact ? undefined : copy.title,
      slug: copy.slug,
      description: `Everything you need for ${source.subject.name}, in one place. ${source.pages} pages.`,
      price: 25,
    });
  }
  await inParallel(uploads, CONCURRENCY, async ({ plan, seller, title, slug, description, price }) => {
    // The same plan and random stream give the same bytes (fixed dates: pdf-lib's output is deterministic), so the
    // exact copy is byte for byte the original; the other copy carries another title on every page.
    const bytes = await makePdf(title ? { ...plan, title } : plan, title ? seller.name : DEMO_SELLERS[plan.seller]!.fullName, seededRandom(plan.seed));
    await storeUpload(deps, deps.platform.orm.em.fork(), seller.id, {
      fields: {
        title: slug ? (COPIES.find((c) => c.slug === slug)!.title) : plan.title,
        description: description ?? plan.description,
        documentTypeId: plan.typeId,
        subjectId: plan.subject.id,
        universityId: slug ? '' : (plan.universityId ?? ''),
        courseId: slug ? '' : (plan.course?.id ?? ''),
        textbookId: slug ? '' : (plan.textbook?.id ?? ''),
        pointsPrice: String(price ?? plan.price),
      },
      file: { name: `${slug ?? plan.slug}.pdf`, bytes },
    }, { slug: slug ?? plan.slug });
    report.documents! += 1;
  });
  log.info({ ...report, seconds: Math.round((Date.now() - started) / 100) / 10 }, 'demo documents uploaded; the worker processes and publishes them');
  return report;
}

let cachedPlans: { at: number; bySlug: Map<string, Plan> } | null = null;

/** The demo plan of a document, by its slug (null for every other document). */
async function planFor(em: EntityManager, slug: string, total: number): Promise<Plan | null> {
  if (!/-d\d{3}$/.test(slug)) return null;
  if (!cachedPlans || Date.now() - cachedPlans.at > 600_000) {
    cachedPlans = { at: Date.now(), bySlug: new Map((await buildPlans(em, total)).map((p) => [p.slug, p])) };
  }
  return cachedPlans.bySlug.get(slug) ?? null;
}

/**
 * The demo document's life after processing, from its plan: its place in the last eight months, then moderation
 * (most approved, some waiting, needing changes, rejected, one taken down), downloads, views and reviews. Runs once,
 * for a pending document that no moderator has touched; anything else is left alone.
 */
export async function finishDemoDocument(deps: Deps, em: EntityManager, documentId: string): Promise<boolean> {
  const doc = await one(em, 'select id, slug, user_id, status_id, moderated_at, processing_status from documents where id = ?', [documentId]);
  if (!doc || doc.status_id !== STATUS_ID.pending || doc.moderated_at || doc.processing_status !== 'ready') return false;
  const plan = await planFor(em, doc.slug, deps.settings.demoCount);
  if (!plan) return false;
  const { sellers, readers } = await demoUsers(em);
  if (doc.user_id !== sellers[plan.seller]!.id) return false;
  const rng = seededRandom(plan.seed ^ 0x5eed);
  const day = 86_400_000;
  const created = new Date(Date.now() - (deps.settings.demoCount - plan.index) * day * 1.1 - int(rng, 0, 20) * 3_600_000);
  await run(em, 'update documents set created_at = ?, updated_at = ? where id = ?', [created, created, doc.id]);
  const outcome = outcomeOf(plan.index);
  if (outcome === 'pending') return true;
  if (outcome === 'soft-reject') {
    await moderate(deps, em, { documentId: doc.id, action: 'soft-reject', reason: 'Please add a short contents list on the first page and check the page order.' });
    return true;
  }
  if (outcome === 'rejected') {
    await moderate(deps, em, { documentId: doc.id, action: 'reject', reason: 'This looks like pages copied from a published book; we only accept your own work.' });
    return true;
  }
  await moderate(deps, em, { documentId: doc.id, action: 'approve' });
  const published = new Date(created.getTime() + int(rng, 6, 48) * 3_600_000);
  await run(em, 'update documents set approved_at = ?, published_at = ?, moderated_at = ?, updated_at = ? where id = ?', [published, published, published, published, doc.id]);
  if (outcome === 'takedown') {
    await moderate(deps, em, { documentId: doc.id, action: 'takedown', reason: 'Removed after a notice-and-takedown request from the rights holder.' });
    return true;
  }
  const downloads = Math.floor(rng() ** 2 * 400);
  await addDownloads(deps, em, doc.id, downloads);
  await run(em, 'update documents set view_count = ? where id = ?', [Math.floor(downloads * (2 + rng() * 6) + rng() * 60), doc.id]);
  if (rng() < 0.4) {
    for (const reader of shuffled(rng, readers).slice(0, int(rng, 1, 5))) {
      const r = rng();
      const rating = r < 0.05 ? 2 : r < 0.2 ? 3 : r < 0.6 ? 4 : 5;
      await writeReview(deps, em, { documentId: doc.id, userId: reader, rating, comment: pick(rng, REVIEW_COMMENTS) });
    }
  }
  return true;
}
