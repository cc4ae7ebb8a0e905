// The admin catalogue: list every entry of a kind (inactive and merged ones too), create, edit, deactivate and
// merge. Each change, its audit entry and its event commit in one transaction. Names shown elsewhere (documents in
// search) follow through `catalogue.entry-changed` and `catalogue.entries-merged`.
import type { EntityManager } from '@mikro-orm/postgresql';
import { catalogueEdited } from './edits.ts';
import { badRequest, conflict, notFound, paginate, type Platform, type Row, rows, slugify, unprocessable, uuidv7 } from '../platform/index.ts';
import { catalogueAdminPort } from './admin-port.ts';
import { iso } from './queries.ts';
import { subjectsChanged } from './top-subjects.ts';
import { type AdminCatalogueQuery, type AdminCatalogueRow, CATALOGUE_MESSAGES, type CatalogueKind, type catalogueInput } from './contract.ts';
import { CATALOGUE_EVENTS } from './events.ts';
import type { z } from 'zod';

type Values<K extends CatalogueKind> = z.output<(typeof catalogueInput)[K]>;

/** How each kind maps onto its table: the name column, the editable columns (field -> column) and its page. */
const KINDS: Record<CatalogueKind, { table: string; name: string; columns: Record<string, string>; noun: string; href: (r: Row) => string }> = {
  subjects: {
    table: 'subjects', name: 'name', noun: 'subject', href: (r) => `/subjects/${r.slug}`,
    columns: { name: 'name', slug: 'slug', iconName: 'icon_name', color: 'color', acronym: 'acronym', description: 'description', category: 'category' },
  },
  universities: {
    table: 'universities', name: 'name', noun: 'university', href: (r) => `/universities/${r.slug}`,
    columns: { name: 'name', slug: 'slug', city: 'city', countryCode: 'country_code' },
  },
  courses: {
    table: 'courses', name: 'name', noun: 'course', href: (r) => `/universities/${r.university_slug}/courses/${r.slug}`,
    columns: { name: 'name', slug: 'slug', universityId: 'university_id', level: 'level' },
  },
  textbooks: {
    table: 'textbooks', name: 'title', noun: 'textbook', href: (r) => `/textbooks/${r.slug}`,
    columns: { title: 'title', slug: 'slug', author: 'author', edition: 'edition', isbn: 'isbn', subjectId: 'subject_id' },
  },
};

const SELECT: Record<CatalogueKind, string> = {
  subjects: `select t.*, m.name as merged_name, m.slug as merged_slug, null as detail from subjects t left join subjects m on m.id = t.merged_into_id`,
  universities: `select t.*, m.name as merged_name, m.slug as merged_slug,
      concat_ws(', ', t.city, t.country_code) as detail from universities t left join universities m on m.id = t.merged_into_id`,
  courses: `select t.*, m.name as merged_name, m.slug as merged_slug, u.slug as university_slug, u.name as detail
      from courses t join universities u on u.id = t.university_id left join courses m on m.id = t.merged_into_id`,
  textbooks: `select t.*, m.title as merged_name, m.slug as merged_slug, t.author as detail from textbooks t left join textbooks m on m.id = t.merged_into_id`,
};

function toRow(kind: CatalogueKind, r: Row): AdminCatalogueRow {
  const k = KINDS[kind];
  return {
    id: r.id,
    kind,
    name: r[k.name],
    slug: r.slug,
    href: k.href(r),
    active: r.active,
    mergedInto: r.merged_into_id ? { id: r.merged_into_id, name: r.merged_name, slug: r.merged_slug } : null,
    detail: r.detail || null,
    logoUrl: r.logo_url ?? null,
    values: Object.fromEntries(Object.entries(k.columns).map(([field, column]) => [field, r[column] ?? null])),
    createdAt: iso(r.created_at),
    updatedAt: iso(r.updated_at),
  };
}

export async function listForAdmin(em: EntityManager, kind: CatalogueKind, query: AdminCatalogueQuery) {
  const k = KINDS[kind];
  const where: string[] = [];
  const params: unknown[] = [];
  if (query.q) {
    where.push(`(t.${k.name} ilike ? or t.slug ilike ?)`);
    const like = `%${query.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    params.push(like, like);
  }
  if (query.status === 'active') where.push('t.active');
  if (query.status === 'inactive') where.push('not t.active and t.merged_into_id is null');
  if (query.status === 'merged') where.push('t.merged_into_id is not null');
  if (kind === 'courses' && query.universityId) {
    where.push('t.university_id = ?');
    params.push(query.universityId);
  }
  const clause = where.length ? `where ${where.join(' and ')}` : '';
  const sort = query.sort === 'name' ? `t.${k.name}` : `t.${query.sort}`;
  const select = SELECT[kind];
  const at = select.indexOf(' from ');
  const list = { columns: select.slice('select '.length, at), from: `${select.slice(at)} ${clause}`, orderBy: `${sort} ${query.order}, t.id`, params };
  return paginate(em, list, query, (found) => found.map((r) => toRow(kind, r)));
}

export async function entryForAdmin(em: EntityManager, kind: CatalogueKind, id: string): Promise<AdminCatalogueRow> {
  const [r] = await rows(em, `${SELECT[kind]} where t.id = ?`, [id]);
  if (!r) throw notFound(CATALOGUE_MESSAGES.notFound);
  return toRow(kind, r);
}

export type Act = { adminId: string; reason: string };

/**
 * Writes an admin's change to the audit log as `catalogue.{noun}-{verb}`; a change to subjects also tells every api
 * instance to drop its home page grid.
 */
export async function recordCatalogueAction(tx: EntityManager, kind: CatalogueKind, id: string, act: Act, verb: string, details: Record<string, unknown>) {
  if (kind === 'subjects') await subjectsChanged(tx);
  await catalogueAdminPort().record(tx, { adminId: act.adminId, action: `catalogue.${KINDS[kind].noun}-${verb}`, targetType: KINDS[kind].noun, targetId: id, reason: act.reason, details });
}

/** A unique-slug clash is the admin's to fix, said on the field; anything else is a real error. */
async function guardSlug<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if ((error as { code?: string })?.code === '23505' || /unique|duplicate key/i.test(String((error as Error)?.message))) {
      throw badRequest(CATALOGUE_MESSAGES.slugTaken, { 'values.slug': [CATALOGUE_MESSAGES.slugTaken] }, 'slug_taken');
    }
    throw error;
  }
}

function columnsOf<K extends CatalogueKind>(kind: K, values: Values<K>) {
  const k = KINDS[kind];
  const v = values as Record<string, unknown>;
  const slug = (v.slug as string | undefined) || slugify(String(v[k.name === 'title' ? 'title' : 'name'])).slice(0, 120);
  return Object.entries(k.columns).map(([field, column]) => [column, field === 'slug' ? slug : (v[field] ?? null)] as const);
}

export async function createEntry<K extends CatalogueKind>(em: EntityManager, kind: K, values: Values<K>, act: Act) {
  const id = uuidv7();
  const cols = columnsOf(kind, values);
  await em.transactional(async (tx) => {
    await guardSlug(() =>
      rows(tx, `insert into ${KINDS[kind].table} (id, ${cols.map(([c]) => c).join(', ')}) values (?, ${cols.map(() => '?').join(', ')})`, [id, ...cols.map(([, v]) => v)]),
    );
    await recordCatalogueAction(tx, kind, id, act, 'created', { values: Object.fromEntries(cols) });
  });
  catalogueEdited();
  return entryForAdmin(em, kind, id);
}

export async function updateEntry<K extends CatalogueKind>(platform: Platform, em: EntityManager, kind: K, id: string, values: Values<K>, act: Act) {
  const cols = columnsOf(kind, values);
  await em.transactional(async (tx) => {
    const before = await entryForAdmin(tx, kind, id);
    await guardSlug(() =>
      rows(tx, `update ${KINDS[kind].table} set ${cols.map(([c]) => `${c} = ?`).join(', ')}, updated_at = now() where id = ?`, [...cols.map(([, v]) => v), id]),
    );
    const changed = Object.fromEntries(
      Object.entries(KINDS[kind].columns)
        .map(([field, column]) => [field, before.values[field], cols.find(([c]) => c === column)![1]] as const)
        .filter(([, from, to]) => String(from ?? '') !== String(to ?? ''))
        .map(([field, from, to]) => [field, { from, to }]),
    );
    await recordCatalogueAction(tx, kind, id, act, 'updated', { changed });
    await platform.bus.publish(tx, CATALOGUE_EVENTS.changed, { kind, id });
  });
  catalogueEdited();
  return entryForAdmin(em, kind, id);
}

export async function setEntryActive(em: EntityManager, kind: CatalogueKind, id: string, active: boolean, act: Act) {
  await em.transactional(async (tx) => {
    const before = await entryForAdmin(tx, kind, id);
    if (before.mergedInto && active) throw conflict('merged', CATALOGUE_MESSAGES.mergeMerged);
    if (before.active === active) return;
    await rows(tx, `update ${KINDS[kind].table} set active = ?, updated_at = now() where id = ?`, [active, id]);
    await recordCatalogueAction(tx, kind, id, act, active ? 'reactivated' : 'deactivated', {});
  });
  catalogueEdited();
  return entryForAdmin(em, kind, id);
}

/**
 * Folds a duplicate into the survivor: what the catalogue itself points at the duplicate (a university's courses,
 * a subject's textbooks) moves now; the documents follow on `catalogue.entries-merged`. The duplicate stays, inactive,
 * so its slug redirects to the survivor's page.
 */
export async function mergeEntries(platform: Platform, em: EntityManager, kind: CatalogueKind, fromId: string, intoId: string, act: Act) {
  if (fromId === intoId) throw unprocessable('merge_same', CATALOGUE_MESSAGES.mergeSame);
  await em.transactional(async (tx) => {
    const table = KINDS[kind].table;
    const [from] = await rows(tx, `select * from ${table} where id = ? for update`, [fromId]);
    const [into] = await rows(tx, `select * from ${table} where id = ? for update`, [intoId]);
    if (!from) throw notFound(CATALOGUE_MESSAGES.notFound);
    if (!into) throw unprocessable('merge_kind', CATALOGUE_MESSAGES.mergeKind);
    if (from.merged_into_id || into.merged_into_id) throw conflict('merged', CATALOGUE_MESSAGES.mergeMerged);
    if (kind === 'courses' && from.university_id !== into.university_id) throw unprocessable('merge_university', CATALOGUE_MESSAGES.mergeCourseUniversity);
    const moved: Record<string, number> = {};
    if (kind === 'universities') {
      // A course whose slug the survivor already has is merged into that course rather than moved beside it.
      const clashes = await rows(tx, 'select a.id as from_id, b.id as into_id from courses a join courses b on b.university_id = ? and b.slug = a.slug where a.university_id = ?', [intoId, fromId]);
      for (const c of clashes) {
        await rows(tx, 'update courses set active = false, merged_into_id = ?, updated_at = now() where id = ?', [c.into_id, c.from_id]);
        await platform.bus.publish(tx, CATALOGUE_EVENTS.merged, { kind: 'courses', fromId: c.from_id, intoId: c.into_id });
      }
      moved.courses = (await rows(tx, 'update courses set university_id = ?, updated_at = now() where university_id = ? and merged_into_id is null returning id', [intoId, fromId])).length;
    }
    if (kind === 'subjects') {
      moved.textbooks = (await rows(tx, 'update textbooks set subject_id = ?, updated_at = now() where subject_id = ? returning id', [intoId, fromId])).length;
      await rows(tx, 'update subjects set document_count = document_count + ?, download_count = download_count + ?, updated_at = now() where id = ?', [from.document_count, from.download_count, intoId]);
      await rows(tx, 'update subjects set document_count = 0, download_count = 0 where id = ?', [fromId]);
    }
    await rows(tx, `update ${table} set active = false, merged_into_id = ?, updated_at = now() where id = ?`, [intoId, fromId]);
    await recordCatalogueAction(tx, kind, fromId, act, 'merged', { intoId, moved });
    await platform.bus.publish(tx, CATALOGUE_EVENTS.merged, { kind, fromId, intoId });
  });
  catalogueEdited();
  return entryForAdmin(em, kind, fromId);
}

/** Where a merged entry's public page now is (followed through chains of merges), or null. */
export async function survivorPath(em: EntityManager, kind: 'subjects' | 'universities' | 'textbooks', slug: string): Promise<string | null> {
  const table = KINDS[kind].table;
  const [r] = await rows(
    em,
    `with recursive chain as (
       select id, slug, merged_into_id, 0 as depth from ${table} where slug = ? and merged_into_id is not null
       union all select t.id, t.slug, t.merged_into_id, c.depth + 1 from ${table} t join chain c on t.id = c.merged_into_id where c.depth < 10
     ) select slug from chain where merged_into_id is null limit 1`,
    [slug],
  );
  return r ? KINDS[kind].href(r) : null;
}
