// Slow queries through the real ORM on a real database: logged as a warning with the statement and its generic
// plan as JSON, never a parameter value, a write never run twice; once per statement per minute, and no more than
// LOGGED_PER_MINUTE lines a minute in all.
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../tests/support/database.ts';
import { metricsRegistry } from '../metrics.ts';
import { initOrm, type Orm } from './orm.ts';
import { LOGGED_PER_MINUTE, numberedPlaceholders, slowQueryLogger } from './slow-queries.ts';

type Line = { level: number; msg: string; sql?: string; ms?: number; plan?: unknown; leftOut?: number };
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
    const plan = line!.plan as Array<{ Plan: { 'Node Type': string } }>;
    expect(plan[0]!.Plan['Node Type']).toBe('Result');
    expect(JSON.stringify(plan)).toContain('$2');
    expect(JSON.stringify(lines)).not.toContain('ada@example.com');
    expect(JSON.stringify(lines)).not.toContain('0.3');
  });

  it('logs the same statement once a minute, and a slow block that has no plan without one', async () => {
    await run(SLOW_SELECT, [0.25, 'grace@example.com']);
    const other = 'do $$ begin perform pg_sleep(0.25); end $$';
    await run(other);
    await expect.poll(() => slowLines().length).toBe(2);
    const last = slowLines()[1]!;
    expect(last.sql).toBe(other);
    expect(last.plan).toBeUndefined();
    expect(slowLines().filter((l) => l.sql === SLOW_SELECT)).toHaveLength(1);
  });

  it('plans a slow UPDATE without running it again', async () => {
    await run('create table slow_probe (n integer not null)');
    await run('insert into slow_probe (n) values (0)');
    const update = 'update slow_probe set n = n + ? where (select count(*) from pg_sleep(?)) = 1';
    await run(update, [1, 0.25]);
    await expect.poll(() => slowLines().filter((l) => l.sql === update).length).toBe(1);
    const plan = slowLines().find((l) => l.sql === update)!.plan as Array<{ Plan: { 'Node Type': string; Operation: string } }>;
    expect(plan[0]!.Plan).toMatchObject({ 'Node Type': 'ModifyTable', Operation: 'Update' });
    expect(await run('select n from slow_probe')).toEqual([{ n: 1 }]);
  });
});

describe('a storm of slow queries', () => {
  it('logs LOGGED_PER_MINUTE lines a minute, then says how many it left out; /metrics counts them all', async () => {
    const total = async () => (await metricsRegistry.getSingleMetric('studyhall_slow_queries_total')!.get()).values[0]?.value ?? 0;
    const before = await total();
    const stormLines: Line[] = [];
    let clock = 0;
    const { ormLogger } = slowQueryLogger(pino({}, { write: (s: string) => void stormLines.push(JSON.parse(s)) }), () => clock);
    const storm = LOGGED_PER_MINUTE + 5;
    for (let i = 0; i < storm; i++) ormLogger.logQuery({ query: `do $$ begin perform ${i}; end $$`, took: 900, level: 'info' });
    expect(stormLines).toHaveLength(LOGGED_PER_MINUTE);
    clock += 60_000;
    ormLogger.logQuery({ query: 'do $$ begin perform 1; end $$', took: 900, level: 'info' });
    expect(stormLines.at(-1)).toMatchObject({ msg: 'slow query', leftOut: 5 });
    expect(await total()).toBe(before + storm + 1);
  });
});

describe('numberedPlaceholders', () => {
  it("numbers the ORM's placeholders the way it binds them", () => {
    expect(numberedPlaceholders('select * from t where a = ? and b in (?, ?)')).toBe('select * from t where a = $1 and b in ($2, $3)');
    expect(numberedPlaceholders('select data \\? ? from t')).toBe('select data ? $1 from t');
    expect(numberedPlaceholders('select ?? from t')).toBeNull();
  });
});
