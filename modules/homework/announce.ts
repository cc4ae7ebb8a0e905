// The payload of a question's `homework.question-published` (events.ts), published in the transaction that changes
// the question, so search never shows a private question.
import type { QuestionBlock } from './contract.ts';
import { iso, type Row } from './db.ts';
import type { QuestionPublished } from './events.ts';
import type { SubjectRef } from './subjects.ts';

/** What search indexes for a public question: the question as its title, the answer as its text. */
export function publishedPayload(r: Row, subject: SubjectRef | null): QuestionPublished {
  const blocks = (r.formatted_question ?? []) as QuestionBlock[];
  const asked = blocks.map((b) => b.text).join('\n');
  return {
    questionId: r.id,
    slug: r.slug,
    question: r.question.length > 1000 ? `${r.question.slice(0, 999)}…` : r.question,
    text: `${asked === r.question ? '' : `${asked}\n`}${r.answer ?? ''}`.replace(/\s?\[p\.\s*\d+\]/g, '').slice(0, 20_000),
    subject: subject ? { slug: subject.slug, name: subject.name } : null,
    isPublic: Boolean(r.is_public),
    userId: r.user_id,
    createdAt: iso(r.published_at ?? r.created_at)!,
  };
}
