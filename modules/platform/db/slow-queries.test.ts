// Slow queries through the real ORM on a real database: logged as a warning with the statement and its generic
// plan, never a parameter value, once per statement per minute.
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../tests/support/database.ts';
import { initOrm, type Orm } from './orm.ts';
import { numberedPlaceholders } from './slow-queries.ts';

type Line = { level: number; msg: string; sql?: string; ms?: number; plan?: string };
const lines: Line[] = [];
const slowLines = () => lines.filter((l) => l.msg === 'slow query');
let orm: Orm;
let drop: () => Promise<void>;

beforeAll(async () => {
  const database = await createTestDatabase();
  drop = database.drop;
  const log = pino({ level: 'debug' }, { write: (s: string) => void lines.push(JSON.parse(s)) });
  orm = await initOrm({ url: database.url, entities: [], migrations: [], slowQueryMs: 200, slowQueryLog: log });
});
afterAll(async () => {
  await orm?.close(true);
  await drop?.();
});

const run = (sql: string, params: unknown[] = []) => orm.em.fork().getConnection().execute(sql, params);
const SLOW_SELECT = "select pg_sleep(?) as slept from (select 1) one where ?::text <> ''";

describe('slow queries', () => {
  it('logs a slow SELECT with its SQL and generic plan, and no parameter value', async () => {
    await run('select 1 as fast');
    await run(SLOW_SELECT, [0.3, 'ada@example.com']);
    await expect.poll(() => slowLines().length).toBe(1);
    const [line] = slowLines();
    expect(line).toMatchObject({ level: 40, sql: SLOW_SELECT });
    expect(line!.ms).toBeGreaterThanOrEqual(200);
    expect(line!.plan).toMatch(/Result/);
    expect(line!.plan).toContain('$2');
    expect(JSON.stringify(lines)).not.toContain('ada@example.com');
    expect(JSON.stringify(lines)).not.toContain('0.3');
  });

  it('logs the same statement once a minute, and a slow non-SELECT without a plan', async () => {
    await run(SLOW_SELECT, [0.25, 'grace@example.com']);
    const other = 'do $$ begin perform pg_sleep(0.25); end $$';
    await run(other);
    await expect.poll(() => slowLines().length).toBe(2);
    const last = slowLines()[1]!;
    expect(last.sql).toBe(other);
    expect(last.plan).toBeUndefined();
    expect(slowLines().filter((l) => l.sql === SLOW_SELECT)).toHaveLength(1);
  });
});

describe('numberedPlaceholders', () => {
  it("numbers the ORM's placeholders the way it binds them", () => {
    expect(numberedPlaceholders('select * from t where a = ? and b in (?, ?)')).toBe('select * from t where a = $1 and b in ($2, $3)');
    expect(numberedPlaceholders('select data \\? ? from t')).toBe('select data ? $1 from t');
    expect(numberedPlaceholders('select ?? from t')).toBeNull();
  });
});
