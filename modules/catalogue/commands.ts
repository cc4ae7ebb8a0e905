// `studyhall catalogue list|deactivate|reactivate|merge`: the admin catalogue for an operator. Changes act as the
// admin named by --by (an active admin) and write the same audit entries as the admin pages.
import type { Command } from 'commander';
import { HttpError, type Platform, printRows } from '../platform/index.ts';
import { listForAdmin, mergeEntries, setEntryActive } from './admin.ts';
import { catalogueAdminPort } from './admin-port.ts';
import { type AdminCatalogueRow, CATALOGUE_KINDS, type CatalogueKind } from './contract.ts';

const summary = (r: AdminCatalogueRow) => ({ id: r.id, name: r.name, slug: r.slug, active: r.active, mergedInto: r.mergedInto?.slug ?? '', detail: r.detail ?? '' });

export function registerCatalogueCommands(program: Command, platform: () => Promise<Platform>) {
  const catalogue = program.command('catalogue').description('Subjects, universities, courses and textbooks: list, deactivate, merge');
  const kindOf = (kind: string) => {
    if (!CATALOGUE_KINDS.includes(kind as CatalogueKind)) throw new Error(`kind must be one of ${CATALOGUE_KINDS.join(', ')}`);
    return kind as CatalogueKind;
  };
  /** Resolves --by and the entries named by slug (or id), runs the change, prints the entry. */
  async function change(kindText: string, refs: string[], o: { by: string; reason: string; json?: boolean }, run: (p: Platform, ids: string[], act: { adminId: string; reason: string }) => Promise<AdminCatalogueRow>) {
    const kind = kindOf(kindText);
    if (!o.reason.trim()) throw new Error('--reason must not be empty');
    const p = await platform();
    const em = p.orm.em.fork();
    const admin = await catalogueAdminPort().activeAdminByEmail(em, o.by);
    if (!admin) throw new Error(`--by ${o.by} is not an active admin`);
    const ids: string[] = [];
    for (const ref of refs) {
      const found = (await listForAdmin(em, kind, { q: ref, status: 'all', page: 1, pageSize: 100, sort: 'name', order: 'asc' })).items.find((r) => r.slug === ref || r.id === ref);
      if (!found) throw new Error(`No ${kind} with slug ${ref}`);
      ids.push(found.id);
    }
    try {
      printRows([summary(await run(p, ids, { adminId: admin.id, reason: o.reason.trim() }))], Boolean(o.json));
    } catch (error) {
      if (error instanceof HttpError) throw new Error(error.message);
      throw error;
    }
  }
  const audited = (command: Command) =>
    command.requiredOption('--by <email>', 'the admin making the change (recorded in the audit log)').requiredOption('--reason <text>', 'why (recorded in the audit log)').option('--json', 'print JSON');

  catalogue
    .command('list <kind>')
    .description(`Entries of a kind (${CATALOGUE_KINDS.join(', ')}), by name`)
    .option('--q <text>', 'part of the name or slug')
    .option('--status <status>', 'active, inactive, merged or all', 'all')
    .option('--limit <n>', 'at most this many', '100')
    .option('--json', 'print JSON')
    .action(async (kind: string, o: { q?: string; status: string; limit: string; json?: boolean }) => {
      if (!['active', 'inactive', 'merged', 'all'].includes(o.status)) throw new Error('--status must be active, inactive, merged or all');
      const p = await platform();
      const page = await listForAdmin(p.orm.em.fork(), kindOf(kind), { q: o.q, status: o.status as 'all', page: 1, pageSize: Math.min(100, Math.max(1, Number(o.limit) || 100)), sort: 'name', order: 'asc' });
      printRows(page.items.map(summary), Boolean(o.json), 'Nothing matches.');
    });

  for (const [name, active] of [['deactivate', false], ['reactivate', true]] as const) {
    audited(catalogue.command(`${name} <kind> <slug>`).description(`${name === 'deactivate' ? 'Hide an entry from public lists and pickers (its page stays)' : 'Show an entry again'}`)).action(
      (kind: string, slug: string, o: { by: string; reason: string; json?: boolean }) =>
        change(kind, [slug], o, (p, [id], act) => setEntryActive(p.orm.em.fork(), kindOf(kind), id!, active, act)),
    );
  }

  audited(catalogue.command('merge <kind> <slug> <intoSlug>').description('Merge a duplicate into another entry: documents and courses move, the old slug redirects')).action(
    (kind: string, slug: string, intoSlug: string, o: { by: string; reason: string; json?: boolean }) =>
      change(kind, [slug, intoSlug], o, (p, [from, into], act) => mergeEntries(p, p.orm.em.fork(), kindOf(kind), from!, into!, act)),
  );
}

