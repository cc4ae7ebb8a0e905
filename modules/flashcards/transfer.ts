// Cards in and out as delimited text, front then back on each line: CSV (RFC 4180: fields with the delimiter, a
// quote or a line break are quoted, quotes doubled) and TSV, the tab-separated text Quizlet and Anki both read and
// write (quoted the same way when a field holds a tab or a line break, as Anki does). No header line is written;
// on import a first line "front<delimiter>back" and Anki's "#key:value" lines are skipped. A cell that would start a
// spreadsheet formula goes out with a leading `'` (shown as text, never run) that the import takes off.

export type Format = 'csv' | 'tsv';
export type CardText = { front: string; back: string };

const DELIMITER: Record<Format, string> = { csv: ',', tsv: '\t' };

/** The records of delimited text: quoted fields may hold delimiters, quotes ("" inside) and line breaks. */
export function parseDelimited(text: string, delimiter: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let quoted = false;
  let i = 0;
  const input = text.replace(/^\uFEFF/, '');
  const endField = () => {
    record.push(field);
    field = '';
  };
  const endRecord = () => {
    endField();
    records.push(record);
    record = [];
  };
  while (i < input.length) {
    const ch = input[i]!;
    if (quoted) {
      if (ch === '"' && input[i + 1] === '"') {
        field += '"';
        i += 2;
        continue;
      }
      if (ch === '"') quoted = false;
      else field += ch;
      i += 1;
      continue;
    }
    if (ch === '"' && field === '') quoted = true;
    else if (ch === delimiter) endField();
    else if (ch === '\n' || ch === '\r') {
      endRecord();
      if (ch === '\r' && input[i + 1] === '\n') i += 1;
    } else field += ch;
    i += 1;
  }
  if (field !== '' || record.length) endRecord();
  return records;
}

export function parseCards(text: string, format: Format): CardText[] {
  const records = parseDelimited(text, DELIMITER[format]).filter((r) => !(r.length === 1 && (r[0]!.startsWith('#') || !r[0]!.trim())));
  if (records[0] && records[0][0]?.trim().toLowerCase() === 'front' && records[0][1]?.trim().toLowerCase() === 'back') records.shift();
  return records
    .map((r) => ({ front: unguarded(r[0] ?? '').trim(), back: unguarded(r[1] ?? '').trim() }))
    .filter((c) => c.front && c.back)
    .map((c) => ({ front: c.front.slice(0, 2000), back: c.back.slice(0, 2000) }));
}

/**
 * A cell a spreadsheet would read as a formula (OWASP's CSV injection list: `=`, `+`, `-`, `@`, and a tab or carriage
 * return before one): a public deck's export is opened by people other than its author.
 */
const FORMULA_START = /^[=+\-@\t\r]/;
/** What the export puts before such a cell, and the import takes off again. */
const FORMULA_GUARD = "'";

/** A cell that needs the guard: a formula, or text that already looks guarded (so the import keeps its own `'`). */
const guarded = (value: string) => FORMULA_START.test(value) || unguarded(value) !== value;

function field(value: string, delimiter: string): string {
  const safe = guarded(value) ? FORMULA_GUARD + value : value;
  return /["\r\n]/.test(safe) || safe.includes(delimiter) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** The card text an exported cell stood for: the formula guard taken off, so a deck goes out and back unchanged. */
function unguarded(cell: string): string {
  return cell.startsWith(FORMULA_GUARD) && guarded(cell.slice(1)) ? cell.slice(1) : cell;
}

export function writeCards(cards: CardText[], format: Format): string {
  const d = DELIMITER[format];
  return cards.map((c) => `${field(c.front, d)}${d}${field(c.back, d)}\r\n`).join('');
}
