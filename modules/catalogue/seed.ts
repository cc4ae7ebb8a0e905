// Demo data for the catalogue. Idempotent: rows are keyed by slug or code and never overwritten, so a second
// run creates nothing and changes nothing.
import type { EntityManager } from '@mikro-orm/postgresql';
import { type Platform, type SeedReport, uuidv7 } from '../platform/index.ts';
import { universityLogoSvg } from './logos.ts';

async function insert(em: EntityManager, sql: string, params: unknown[]): Promise<number> {
  const result = await em.getConnection().execute(sql, params, 'run', em.getTransactionContext());
  return (result as { affectedRows?: number }).affectedRows ?? 0;
}

export async function seedCatalogue(platform: Platform): Promise<SeedReport> {
  // Loaded on demand: the data is large and only seeding needs it.
  const { countries, documentTypes, subjects, textbooks, universities } = await import('./seed-data/index.ts');
  const report: SeedReport = { subjects: 0, universities: 0, courses: 0, textbooks: 0, documentTypes: 0, countries: 0 };
  await platform.orm.em.fork().transactional(async (em) => {
    for (const s of subjects) {
      report.subjects! += await insert(
        em,
        `insert into subjects (id, name, slug, icon_name, color, acronym, description, category)
         values (?, ?, ?, ?, ?, ?, ?, ?) on conflict (slug) do nothing`,
        [uuidv7(), s.name, s.slug, s.iconName, s.color, s.acronym, s.description, s.category],
      );
    }
    for (const u of universities) {
      const key = `universities/${u.slug}.svg`;
      report.universities! += await insert(
        em,
        `insert into universities (id, name, slug, logo_url, city, country_code)
         values (?, ?, ?, ?, ?, ?) on conflict (slug) do nothing`,
        [uuidv7(), u.name, u.slug, platform.storage.publicUrl('assets', key), u.city, u.countryCode],
      );
      if (!(await platform.storage.exists('assets', key))) {
        await platform.storage.put('assets', key, universityLogoSvg(u.name, u.colors));
      }
      for (const c of u.courses) {
        report.courses! += await insert(
          em,
          `insert into courses (id, university_id, name, slug, level)
           select ?, id, ?, ?, ? from universities where slug = ?
           on conflict (university_id, slug) do nothing`,
          [uuidv7(), c.name, c.slug, c.level, u.slug],
        );
      }
    }
    for (const t of textbooks) {
      report.textbooks! += await insert(
        em,
        `insert into textbooks (id, title, author, slug, edition, isbn, subject_id)
         values (?, ?, ?, ?, ?, ?, (select id from subjects where slug = ?)) on conflict (slug) do nothing`,
        [uuidv7(), t.title, t.author, t.slug, t.edition, t.isbn, t.subjectSlug],
      );
    }
    for (const d of documentTypes) {
      report.documentTypes! += await insert(
        em,
        `insert into document_types (id, name, slug, description, learning_resource_type)
         values (?, ?, ?, ?, ?) on conflict (slug) do nothing`,
        [uuidv7(), d.name, d.slug, d.description, d.learningResourceType],
      );
    }
    for (const c of countries) {
      report.countries! += await insert(
        em,
        'insert into countries (id, name, code) values (?, ?, ?) on conflict (code) do nothing',
        [uuidv7(), c.name, c.code],
      );
    }
  });
  return report;
}
