// Slow queries through MikroORM 7's own hook: with `slowQueryThreshold` set, every statement at least that slow
// reaches `slowQueryLoggerFactory`'s logger (hooked there rather than on the pg pool: the ORM already times each
// statement and hands over the SQL with its placeholders). We log the statement as the ORM wrote it, with `?`
// placeholders and never the values (they may be a user's e-mail or text), and for a SELECT, INSERT, UPDATE or
// DELETE the plan PostgreSQL would use for any values, as JSON: `EXPLAIN (GENERIC_PLAN, FORMAT JSON)` (PostgreSQL
// 16+) takes `$1..$n` in place of them, so the plan holds none either, and without ANALYZE nothing runs twice.
// Once per distinct statement per minute, and at most `LOGGED_PER_MINUTE` lines a minute in all (the next line
// says how many were left out), so a storm of slow queries does not flood the log; every one is counted in
// `studyhall_slow_queries_total`.
import type { Logger as OrmLogger, LogContext } from '@mikro-orm/core';
import type { Logger } from '../log.ts';
import { counter } from '../metrics.ts';

export const SLOW_QUERY_REPEAT_MS = 60_000;
export const LOGGED_PER_MINUTE = 20;
const MAX_REMEMBERED = 1_000;

const slowQueries = counter('studyhall_slow_queries_total', 'Statements at least SLOW_QUERY_MS long, logged or not');

/** Runs SQL without parameters on a pooled connection, outside the slow statement's transaction. */
export type Explain = (sql: string) => Promise<Array<Record<string, unknown>>>;

export function slowQueryLogger(log: Logger, now: () => number = Date.now) {
  const lastLogged = new Map<string, number>();
  let explain: Explain | null = null;
  let minute = { started: Number.NEGATIVE_INFINITY, logged: 0, leftOut: 0 };

  function due(sql: string): boolean {
    const at = now();
    const last = lastLogged.get(sql);
    if (last !== undefined && at - last < SLOW_QUERY_REPEAT_MS) return false;
    if (at - minute.started >= 60_000) minute = { started: at, logged: 0, leftOut: minute.leftOut };
    if (minute.logged >= LOGGED_PER_MINUTE) {
      minute.leftOut++;
      return false;
    }
    minute.logged++;
    if (lastLogged.size >= MAX_REMEMBERED) {
      for (const [key, time] of lastLogged) if (at - time >= SLOW_QUERY_REPEAT_MS) lastLogged.delete(key);
    }
    lastLogged.set(sql, at);
    return true;
  }

  async function report(sql: string, ms: number | undefined) {
    const generic = explainable(sql) ? numberedPlaceholders(sql) : null;
    const leftOut = minute.leftOut;
    minute.leftOut = 0;
    let plan: unknown;
    if (generic !== null && explain) {
      try {
        const [row] = await explain(`explain (generic_plan, format json) ${generic}`);
        plan = row?.['QUERY PLAN'];
      } catch (error) {
        // PostgreSQL 15, or a parameter whose type it cannot infer: the statement is still worth logging.
        log.debug({ err: error }, 'no plan for a slow query');
      }
    }
    log.warn({ sql, ms, ...(plan === undefined ? {} : { plan }), ...(leftOut ? { leftOut } : {}) }, 'slow query');
  }

  const ormLogger: OrmLogger = {
    logQuery(context: LogContext) {
      const sql = context.query?.trim();
      // The plan's own EXPLAIN is never reported (it could otherwise report itself).
      if (!sql || /^explain\b/i.test(sql)) return;
      slowQueries.inc();
      if (!due(sql)) return;
      void report(sql, context.took);
    },
    log() {},
    error() {},
    warn() {},
    setDebugMode() {},
    isEnabled: () => true,
  };

  return {
    ormLogger,
    /** The ORM exists only after the logger is handed to it, so the EXPLAIN runner is attached afterwards. */
    attachExplain(run: Explain) {
      explain = run;
    },
  };
}

/** Statements EXPLAIN takes; a `do` block or DDL has no plan. */
const explainable = (sql: string) => /^(select|with|insert|update|delete)\b/i.test(sql);

/**
 * The ORM's `?` placeholders as PostgreSQL's `$1..$n`, read the way MikroORM's `formatQuery` reads them (`\?` is a
 * literal question mark). `??` binds an identifier, which a generic plan cannot leave open: null then.
 */
export function numberedPlaceholders(sql: string): string | null {
  let n = 0;
  let out = '';
  for (let i = 0; i < sql.length; i++) {
    const ch = sql[i];
    if (ch === '\\' && sql[i + 1] === '?') {
      out += '?';
      i++;
    } else if (ch === '?') {
      if (sql[i + 1] === '?') return null;
      out += `$${++n}`;
    } else {
      out += ch;
    }
  }
  return out;
}
