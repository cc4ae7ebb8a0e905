// How every command prints: a table for people, JSON with --json, and a one-line error on failure.
export function printRows(rows: Record<string, unknown>[], json: boolean, empty = 'Nothing to show.'): void {
  if (json) {
    process.stdout.write(`${JSON.stringify(rows, null, 2)}\n`);
    return;
  }
  if (rows.length === 0) {
    process.stdout.write(`${empty}\n`);
    return;
  }
  const columns = Object.keys(rows[0]!);
  const cell = (v: unknown) => (v instanceof Date ? v.toISOString() : v === null || v === undefined ? '' : String(v));
  const widths = columns.map((c) => Math.min(60, Math.max(c.length, ...rows.map((r) => cell(r[c]).length))));
  const line = (values: string[]) => values.map((v, i) => v.slice(0, widths[i]).padEnd(widths[i]!)).join('  ').trimEnd();
  process.stdout.write(`${line(columns)}\n${line(widths.map((w) => '-'.repeat(w)))}\n`);
  for (const row of rows) process.stdout.write(`${line(columns.map((c) => cell(row[c])))}\n`);
}

export function printObject(value: unknown, json: boolean): void {
  if (json) {
    process.stdout.write(`${JSON.stringify(value, null, 2)}\n`);
    return;
  }
  for (const [key, v] of Object.entries(value as Record<string, unknown>)) {
    process.stdout.write(`${key}: ${typeof v === 'object' && v !== null ? JSON.stringify(v) : String(v)}\n`);
  }
}

export class CliError extends Error {}
