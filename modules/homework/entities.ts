// The table this module owns. Reads and writes are plain SQL (questions.ts); the entity keeps MikroORM's metadata
// complete.
import { defineEntity, p } from '@mikro-orm/postgresql';
import { uuidv7 } from '../platform/index.ts';

export const HomeworkQuestion = defineEntity({
  name: 'HomeworkQuestion',
  tableName: 'homework_questions',
  properties: {
    id: p.uuid().primary().onCreate(() => uuidv7()),
    userId: p.uuid(),
    question: p.text(),
    formattedQuestion: p.json().default('[]'),
    slug: p.string().unique(),
    subjectId: p.uuid().nullable(),
    isPublic: p.boolean().default(false),
    publishWhenAnswered: p.boolean().default(false),
    status: p.string().default('answering'),
    actionId: p.uuid().nullable().unique(),
    points: p.integer().default(0),
    answer: p.text().default(''),
    citations: p.json().default('[]'),
    documentIds: p.array().default([]),
    provider: p.string().nullable(),
    model: p.string().nullable(),
    errorMessage: p.text().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
    answeredAt: p.datetime().nullable(),
    publishedAt: p.datetime().nullable(),
  },
});

export const homeworkEntities = [HomeworkQuestion];
