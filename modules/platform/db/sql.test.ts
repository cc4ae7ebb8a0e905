// The one pagination helper: a page's items in order, the list's whole length on every page (past the end too),
// the filter's parameters in both the page and the count; and the page query's default and caps.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../tests/support/database.ts';
import { pageQuery } from '../contract.ts';
import { initOrm, type Orm } from './orm.ts';
import { type ListSql, paginate } from './sql.ts';

let database: { url: string; drop: () => Promise<void> };
let orm: Orm;

beforeAll(async () => {
  database = await createTestDatabase({ empty: true });
  orm = await initOrm({ url: database.url, entities: [], migrations: [], poolMax: 2 });
  await orm.em.getConnection().execute('create table numbers (n int primary key, odd boolean not null)');
  await orm.em.getConnection().execute('insert into numbers select n, n % 2 = 1 from generate_series(1, 7) n');
});
afterAll(async () => {
  await orm?.close(true);
  await database?.drop();
});

const all: ListSql = { columns: 'n', from: 'from numbers', orderBy: 'n' };
const odd: ListSql = { columns: '*', from: 'from numbers where odd = ? and n > ?', orderBy: 'n desc', params: [true, 1] };
const numbers = (found: Record<string, any>[]) => found.map((r) => Number(r.n));

describe('paginate', () => {
  it('answers the page asked for, in order, with the whole length', async () => {
    const em = orm.em.fork();
    expect(await paginate(em, all, { page: 1, pageSize: 3 }, numbers)).toEqual({ items: [1, 2, 3], page: 1, pageSize: 3, total: 7 });
    expect(await paginate(em, all, { page: 2, pageSize: 3 }, numbers)).toEqual({ items: [4, 5, 6], page: 2, pageSize: 3, total: 7 });
    expect(await paginate(em, all, { page: 3, pageSize: 3 }, numbers)).toEqual({ items: [7], page: 3, pageSize: 3, total: 7 });
  });

  it('past the end answers no items and still the whole length', async () => {
    const em = orm.em.fork();
    expect(await paginate(em, all, { page: 4, pageSize: 3 }, numbers)).toEqual({ items: [], page: 4, pageSize: 3, total: 7 });
    expect(await paginate(em, odd, { page: 9, pageSize: 2 }, numbers)).toEqual({ items: [], page: 9, pageSize: 2, total: 3 });
  });

  it("counts the list behind a full page, and takes a short page's length from the page itself", async () => {
    const em = orm.em.fork();
    expect(await paginate(em, all, { page: 1, pageSize: 7 }, numbers)).toEqual({ items: [1, 2, 3, 4, 5, 6, 7], page: 1, pageSize: 7, total: 7 });
    expect(await paginate(em, all, { page: 2, pageSize: 4 }, numbers)).toEqual({ items: [5, 6, 7], page: 2, pageSize: 4, total: 7 });
  });

  it('filters the page and the count with the same parameters, and hands over the rows as read', async () => {
    const em = orm.em.fork();
    let seen: Record<string, any>[] = [];
    const page = await paginate(em, odd, { page: 1, pageSize: 2 }, (found) => {
      seen = found;
      return numbers(found);
    });
    expect(page).toEqual({ items: [7, 5], page: 1, pageSize: 2, total: 3 });
    expect(Object.keys(seen[0]!).sort()).toEqual(['n', 'odd']);
  });

  it('an empty list is one empty page', async () => {
    const none: ListSql = { ...all, from: 'from numbers where n > ?', params: [100] };
    expect(await paginate(orm.em.fork(), none, { page: 1, pageSize: 5 }, numbers)).toEqual({ items: [], page: 1, pageSize: 5, total: 0 });
  });
});

describe('pageQuery', () => {
  const query = pageQuery(20, 50);

  it('takes the first page and the default size when the query names neither', () => {
    expect(query.parse({})).toEqual({ page: 1, pageSize: 20 });
    expect(query.parse({ page: '3', pageSize: '50' })).toEqual({ page: 3, pageSize: 50 });
  });

  it('refuses a size over the cap, a page below one and a page over the page cap', () => {
    expect(query.safeParse({ pageSize: '51' }).success).toBe(false);
    expect(query.safeParse({ pageSize: '0' }).success).toBe(false);
    expect(query.safeParse({ page: '0' }).success).toBe(false);
    expect(query.safeParse({ page: '100001' }).success).toBe(false);
    expect(pageQuery(20, 50, 10_000).safeParse({ page: '10001' }).success).toBe(false);
    expect(pageQuery(20, 50, 10_000).parse({ page: '10000' }).page).toBe(10_000);
  });
});
