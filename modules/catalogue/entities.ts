// Tables the catalogue owns. Only this module writes them.
import { defineEntity, p } from '@mikro-orm/postgresql';
import { uuidv7 } from '../platform/index.ts';

const timestamps = {
  createdAt: p.datetime().onCreate(() => new Date()),
  updatedAt: p.datetime().onCreate(() => new Date()).onUpdate(() => new Date()),
};

export const Subject = defineEntity({
  name: 'Subject',
  tableName: 'subjects',
  properties: {
    id: p.uuid().primary().onCreate(() => uuidv7()),
    name: p.string(),
    slug: p.string().unique(),
    iconName: p.string(),
    color: p.string(),
    acronym: p.string().nullable(),
    description: p.text().nullable(),
    category: p.string().default('academic'),
    documentCount: p.integer().default(0),
    downloadCount: p.integer().default(0),
    ...timestamps,
  },
});

export const University = defineEntity({
  name: 'University',
  tableName: 'universities',
  properties: {
    id: p.uuid().primary().onCreate(() => uuidv7()),
    name: p.string(),
    slug: p.string().unique(),
    logoUrl: p.string().nullable(),
    city: p.string().nullable(),
    countryCode: p.string().nullable(),
    ...timestamps,
  },
});

export const Course = defineEntity({
  name: 'Course',
  tableName: 'courses',
  properties: {
    id: p.uuid().primary().onCreate(() => uuidv7()),
    university: () => p.manyToOne(University),
    name: p.string(),
    slug: p.string(),
    level: p.string().default('undergraduate'),
    ...timestamps,
  },
});

export const Textbook = defineEntity({
  name: 'Textbook',
  tableName: 'textbooks',
  properties: {
    id: p.uuid().primary().onCreate(() => uuidv7()),
    title: p.string(),
    author: p.string(),
    slug: p.string().unique(),
    edition: p.string().nullable(),
    isbn: p.string().nullable(),
    subject: () => p.manyToOne(Subject).nullable(),
    ...timestamps,
  },
});

export const DocumentType = defineEntity({
  name: 'DocumentType',
  tableName: 'document_types',
  properties: {
    id: p.uuid().primary().onCreate(() => uuidv7()),
    name: p.string().unique(),
    slug: p.string().unique(),
    description: p.text(),
    learningResourceType: p.string(),
  },
});

export const Country = defineEntity({
  name: 'Country',
  tableName: 'countries',
  properties: {
    id: p.uuid().primary().onCreate(() => uuidv7()),
    name: p.string(),
    code: p.string().unique(),
  },
});

export const catalogueEntities = [Subject, University, Course, Textbook, DocumentType, Country];
