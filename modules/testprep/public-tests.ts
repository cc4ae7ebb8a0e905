// Public tests: the /tests list with its filters (subject, kind of question, words of the title), the pages'
// title, description and schema.org Quiz data, and sitemap entries. A private test is never in any of them.
import type { EntityManager } from '@mikro-orm/postgresql';
import { profileById } from '../accounts/index.ts';
import { subjectBySlug } from '../catalogue/index.ts';
import { type PageMeta, paginate } from '../platform/index.ts';
import { KIND_LABELS, type PublicTest, type QuestionKind } from './contract.ts';
import { iso, type Row, rows } from './db.ts';
import { subjectById } from './subjects.ts';
import { questionsOf, testView, visibleTest } from './tests.ts';

type Filters = { page: number; pageSize: number; subject?: string; kind?: QuestionKind; q?: string };

async function publicOf(em: EntityManager, r: Row): Promise<PublicTest> {
  const author = await profileById(em, r.user_id);
  return {
    id: r.id,
    slug: r.slug,
    title: r.title,
    subject: await subjectById(em, r.subject_id),
    kinds: r.kinds,
    difficulty: r.difficulty,
    questionCount: Number(r.questions),
    author: author?.fullName.split(' ')[0] || 'A student',
    publishedAt: iso(r.published_at),
  };
}

export async function listPublicTests(em: EntityManager, f: Filters) {
  const where = ['t.is_public'];
  const params: unknown[] = [];
  if (f.subject) {
    const subject = await subjectBySlug(em, f.subject);
    if (!subject) return { items: [], page: f.page, pageSize: f.pageSize, total: 0 };
    where.push('t.subject_id = ?');
    params.push(subject.id);
  }
  if (f.kind) {
    where.push('? = any(t.kinds)');
    params.push(f.kind);
  }
  if (f.q) {
    // Every word of the search must start a word of the title (so "photo" finds "Photosynthesis").
    const words = f.q.toLowerCase().split(/\s+/).map((w) => w.replace(/[^\p{L}\p{N}]/gu, '')).filter(Boolean);
    for (const word of words.slice(0, 8)) {
      where.push('t.title ~* ?');
      params.push(`\\m${word}`);
    }
  }
  const list = {
    columns: 't.*, (select count(*)::int from testprep_questions q where q.test_id = t.id) as questions',
    from: `from testprep_tests t where ${where.join(' and ')}`,
    orderBy: 't.published_at desc, t.id desc',
    params,
  };
  return paginate(em, list, f, (found) => Promise.all(found.map((r) => publicOf(em, r))));
}

export async function publicTestPaths(em: EntityManager): Promise<string[]> {
  const list = await rows(em, 'select slug from testprep_tests where is_public order by published_at desc limit 5000');
  return list.map((r) => `/test-prep/test/${r.slug}`);
}

const TOOL: PageMeta = {
  title: 'Test Prep: practice tests from your own study material',
  description:
    'Build a study plan from your notes, uploads and the documents you bought, generate practice tests with multiple-choice, true/false and short-answer questions, and track your scores until the exam.',
  jsonLd: { '@context': 'https://schema.org', '@type': 'WebApplication', name: 'Studyhall Test Prep', applicationCategory: 'EducationalApplication', operatingSystem: 'Web' },
};

const LIST: PageMeta = {
  title: 'Practice tests',
  description: 'Free practice tests made by Studyhall students from their study material, by subject, with answers and explanations.',
  jsonLd: { '@context': 'https://schema.org', '@type': 'CollectionPage', name: 'Studyhall practice tests' },
};

export async function testPrepPageMeta(em: EntityManager, path: string): Promise<PageMeta | null> {
  if (path === '/test-prep') return TOOL;
  if (path === '/tests') return LIST;
  const m = /^\/(?:tests|test-prep\/test)\/([^/]+)$/.exec(path);
  if (!m) return null;
  let t: Row;
  try {
    t = await visibleTest(em, m[1]!, null);
  } catch {
    return { title: 'Test not found', status: 404 };
  }
  const view = await testView(em, t, null);
  const questions = await questionsOf(em, t.id);
  const kinds = view.kinds.map((k) => KIND_LABELS[k].toLowerCase()).join(', ');
  return {
    title: `${view.title}: practice test`,
    description: `A ${questions.length}-question ${view.subject ? `${view.subject.name} ` : ''}practice test (${kinds}, ${view.difficulty}). Take it free and see every answer explained with its source.`,
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'Quiz',
      name: view.title,
      about: view.subject ? { '@type': 'Thing', name: view.subject.name } : undefined,
      educationalLevel: view.difficulty,
      author: { '@type': 'Person', name: view.author },
      dateCreated: view.createdAt,
      // The questions without their answers: a page that shows answers only after an attempt must not leak them here.
      hasPart: questions.map((q) => ({ '@type': 'Question', name: q.prompt, eduQuestionType: KIND_LABELS[q.kind as QuestionKind] })),
    },
  };
}
