// How every CLI command prints: a table for people, JSON with --json. Modules' commands use these too.
export type Out = (text: string) => void;
const stdout: Out = (text) => void process.stdout.write(text);

const cell = (v: unknown) => (v instanceof Date ? v.toISOString() : v === null || v === undefined ? '' : String(v));

export function printRows(rows: Record<string, unknown>[], json: boolean, empty = 'Nothing to show.', out: Out = stdout) {
  if (json) return out(`${JSON.stringify(rows, null, 2)}\n`);
  if (rows.length === 0) return out(`${empty}\n`);
  const columns = Object.keys(rows[0]!);
  const widths = columns.map((c) => Math.min(60, Math.max(c.length, ...rows.map((r) => cell(r[c]).length))));
  const line = (values: string[]) => values.map((v, i) => v.slice(0, widths[i]).padEnd(widths[i]!)).join('  ').trimEnd();
  out(`${line(columns)}\n${line(widths.map((w) => '-'.repeat(w)))}\n`);
  for (const row of rows) out(`${line(columns.map((c) => cell(row[c])))}\n`);
}

export function printObject(value: Record<string, unknown>, json: boolean, out: Out = stdout) {
  if (json) return out(`${JSON.stringify(value, null, 2)}\n`);
  for (const [key, v] of Object.entries(value)) {
    out(`${key}: ${typeof v === 'object' && v !== null && !(v instanceof Date) ? JSON.stringify(v) : cell(v)}\n`);
  }
}

/** A failure the CLI prints on one line, with a non-zero exit. */
export class CliError extends Error {}
