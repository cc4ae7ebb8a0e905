// What search engines and link previews read for the homework helper's public pages: the tool's page, and each
// public question as a schema.org QAPage (the question, its asker's date and the answer as the accepted answer).
// A private or unknown question is a 404 here exactly as it is over the API.
import type { EntityManager } from '@mikro-orm/postgresql';
import type { PageMeta } from '../platform/index.ts';
import { iso, one } from './db.ts';
import { excerptOf } from './questions.ts';
import { subjectById } from './subjects.ts';

const TOOL: PageMeta = {
  title: 'AI Homework Helper: step-by-step answers',
  description:
    'Ask a homework question and get a step-by-step answer that quotes and cites real study documents. Browse answers to questions other students made public.',
  jsonLd: {
    '@context': 'https://schema.org',
    '@type': 'WebApplication',
    name: 'Studyhall AI Homework Helper',
    applicationCategory: 'EducationalApplication',
    operatingSystem: 'Web',
  },
};

export async function homeworkPageMeta(em: EntityManager, path: string): Promise<PageMeta | null> {
  if (path === '/ai-homework-helper') return TOOL;
  const m = /^\/ai-homework-helper\/([^/]+)$/.exec(path);
  if (!m) return null;
  const r = await one(em, 'select * from homework_questions where slug = ? and is_public', [m[1]]);
  if (!r) return { title: 'Question not found', status: 404 };
  const subject = await subjectById(em, r.subject_id);
  const answer = (r.answer as string).replace(/\s?\[p\.\s*\d+\]/g, '');
  return {
    title: r.question.length > 120 ? `${r.question.slice(0, 118)}…` : r.question,
    description: excerptOf(r.answer) || `A ${subject?.name ?? 'homework'} question answered step by step on Studyhall.`,
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'QAPage',
      mainEntity: {
        '@type': 'Question',
        name: r.question,
        text: r.question,
        dateCreated: iso(r.created_at),
        answerCount: answer ? 1 : 0,
        about: subject ? { '@type': 'Thing', name: subject.name } : undefined,
        acceptedAnswer: answer
          ? { '@type': 'Answer', text: answer, dateCreated: iso(r.answered_at ?? r.created_at), url: `${path}#answer` }
          : undefined,
      },
    },
  };
}
