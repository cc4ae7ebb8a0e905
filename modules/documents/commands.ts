// `studyhall documents ...`: the moderation queue from a terminal. list, show, approve, reject, soft-reject,
// takedown, reprocess. Each prints a table or, with --json, JSON; a failure is an Error the CLI prints on one
// line with a non-zero exit.
import type { Command } from 'commander';
import { type AdminDocument, statusNames, type StatusName } from './contract.ts';
import { adminDocument, adminDocuments } from './library.ts';
import { type ModerationAction, moderate, requestReprocess } from './moderation.ts';
import type { Deps } from './processing.ts';
import { reprocessForOcr } from './ocr/reprocess.ts';
import { findByRef } from './queries.ts';

type Out = (text: string) => void;

function printRows(out: Out, rows: Record<string, unknown>[], json: boolean, empty: string) {
  if (json) return out(`${JSON.stringify(rows, null, 2)}\n`);
  if (rows.length === 0) return out(`${empty}\n`);
  const columns = Object.keys(rows[0]!);
  const cell = (v: unknown) => (v === null || v === undefined ? '' : String(v));
  const widths = columns.map((c) => Math.min(48, Math.max(c.length, ...rows.map((r) => cell(r[c]).length))));
  const line = (values: string[]) => values.map((v, i) => v.slice(0, widths[i]).padEnd(widths[i]!)).join('  ').trimEnd();
  out(`${line(columns)}\n${line(widths.map((w) => '-'.repeat(w)))}\n`);
  for (const row of rows) out(`${line(columns.map((c) => cell(row[c])))}\n`);
}

function printDocument(out: Out, d: AdminDocument, json: boolean) {
  if (json) return out(`${JSON.stringify(d, null, 2)}\n`);
  const lines: [string, unknown][] = [
    ['id', d.id],
    ['slug', d.slug],
    ['title', d.title],
    ['status', d.status],
    ['reason', d.statusReason],
    ['seller', `${d.user.fullName} <${d.ownerEmail ?? '?'}>`],
    ['type', d.documentType?.name],
    ['subject', d.subject?.name],
    ['university', d.university?.name],
    ['course', d.course?.name],
    ['textbook', d.textbook?.title],
    ['price', `${d.pointsPrice} points`],
    ['pages', d.pageCount],
    ['processing', `${d.processing.state}${d.processing.error ? `: ${d.processing.error}` : ''}`],
    ['file', `${d.originalFileName} (${d.originalFileType}, ${d.originalFileSize} bytes)`],
    ['sha256', d.contentSha256],
    [
      'duplicate of',
      d.duplicate
        ? `${d.duplicate.document.title} (${d.duplicate.document.slug}, ${d.duplicate.document.status}; ${d.duplicate.kind}, ${Math.round(d.duplicate.similarity * 100)}% similar)`
        : '',
    ],
    ['views / downloads', `${d.stats.views} / ${d.stats.downloads}`],
    ['rating', `${d.averageRating} (${d.reviewCount} reviews)`],
    ['created', d.createdAt],
    ['moderated', d.moderatedAt],
    ['description', d.description],
  ];
  for (const [key, value] of lines) out(`${key}: ${value === null || value === undefined ? '' : String(value)}\n`);
}

const summary = (d: AdminDocument) => ({
  id: d.id,
  slug: d.slug,
  title: d.title,
  status: d.status,
  processing: d.processing.state,
  pages: d.pageCount,
  price: d.pointsPrice,
  seller: d.ownerEmail,
  duplicateOf: d.duplicate ? `${d.duplicate.document.slug} (${d.duplicate.kind} ${Math.round(d.duplicate.similarity * 100)}%)` : null,
  createdAt: d.createdAt,
});

export function registerDocumentsCommands(
  program: Command,
  deps: () => Promise<Deps>,
  out: Out = (t) => void process.stdout.write(t),
) {
  const documents = program.command('documents').description('Documents: the moderation queue, approvals, takedowns, reprocessing');

  async function idOf(d: Deps, ref: string): Promise<string> {
    const row = await findByRef(d.platform.orm.em.fork(), ref.trim());
    if (!row) throw new Error(`No document ${ref}`);
    return row.id;
  }

  async function show(d: Deps, id: string, json: boolean) {
    printDocument(out, (await adminDocument(d, d.platform.orm.em.fork(), id))!, json);
  }

  documents
    .command('list')
    .description('Documents, newest first (pending: oldest first, the order to review them in)')
    .option('--status <status>', `one of ${statusNames.join(', ')}`)
    .option('--duplicates', 'only documents flagged as duplicates')
    .option('--limit <n>', 'at most this many', '50')
    .option('--json', 'print JSON')
    .action(async (options: { status?: string; duplicates?: boolean; limit: string; json?: boolean }) => {
      if (options.status && !statusNames.includes(options.status as StatusName)) {
        throw new Error(`--status must be one of ${statusNames.join(', ')}`);
      }
      const limit = Number(options.limit);
      if (!Number.isInteger(limit) || limit < 1 || limit > 1000) throw new Error('--limit must be a whole number from 1 to 1000');
      const d = await deps();
      const page = await adminDocuments(d, d.platform.orm.em.fork(), {
        status: options.status as StatusName | undefined,
        duplicates: options.duplicates ? true : undefined,
        page: 1,
        pageSize: limit,
      });
      printRows(out, page.items.map(summary), Boolean(options.json), 'No documents.');
    });

  documents
    .command('show <idOrSlug>')
    .description('One document, with its duplicate flag and processing state')
    .option('--json', 'print JSON')
    .action(async (ref: string, options: { json?: boolean }) => {
      const d = await deps();
      await show(d, await idOf(d, ref), Boolean(options.json));
    });

  const act = (name: ModerationAction, description: string, needsReason: boolean) => {
    const command = documents.command(`${name} <idOrSlug>`).description(description).option('--json', 'print JSON');
    if (needsReason) command.requiredOption('--reason <text>', 'why (the seller sees it)');
    command.action(async (ref: string, options: { reason?: string; json?: boolean }) => {
      const d = await deps();
      const id = await idOf(d, ref);
      await moderate(d, d.platform.orm.em.fork(), { documentId: id, action: name, reason: options.reason, moderatorId: null }).catch((error) => {
        throw new Error((error as Error).message);
      });
      await show(d, id, Boolean(options.json));
    });
  };
  act('approve', 'Approve a pending document (or one that needed changes) once it is processed', false);
  act('reject', 'Reject a pending document', true);
  act('soft-reject', 'Send a pending document back to its seller for changes', true);
  act('takedown', 'Take an approved document down (it leaves the catalogue; its public previews are removed)', true);

  documents
    .command('reprocess [idOrSlug]')
    .description('Run the processing pipeline again (the worker picks it up); --ocr alone: every document whose scanned pages could not be read')
    .option('--ocr', 'once OCR is installed: check it runs here, then reprocess (without a document: all that had no OCR)')
    .option('--json', 'print JSON')
    .action(async (ref: string | undefined, options: { json?: boolean; ocr?: boolean }) => {
      const d = await deps();
      const em = d.platform.orm.em.fork();
      if (!ref && !options.ocr) throw new Error('Name a document, or use --ocr to reprocess every document whose scanned pages could not be read.');
      const ids = ref ? [await idOf(d, ref)] : undefined;
      const queued = await (options.ocr ? reprocessForOcr(d, em, ids) : requestReprocess(d, em, ids![0]!).then(() => ids!)).catch((error) => {
        throw new Error((error as Error).message);
      });
      if (ref) return show(d, queued[0]!, Boolean(options.json));
      if (options.json) return out(`${JSON.stringify({ queued }, null, 2)}\n`);
      out(queued.length ? `Queued ${queued.length} document${queued.length === 1 ? '' : 's'} for OCR:\n${queued.join('\n')}\n` : 'No document is waiting for OCR.\n');
    });
}
