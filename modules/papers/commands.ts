// `studyhall papers list|reassign|delete`: the admin paper operations for an operator. `--by <email>` names the
// active admin on whose behalf a change is made; the audit entry is theirs.
import type { Command } from 'commander';
import { profileByEmail } from '../accounts/index.ts';
import { HttpError, type Out, type Platform, printObject, printRows } from '../platform/index.ts';
import { deletePapers, listAllPapers, reassignPaper } from './admin.ts';

type Change = { by: string; reason: string; json?: boolean };

export function registerPapersCommands(program: Command, platform: () => Promise<Platform>, out: Out = (t) => void process.stdout.write(t)) {
  const papers = program.command('papers').description('Papers of the AI Writer and XY Editor');

  async function operator(p: Platform, o: Change) {
    const reason = o.reason.trim();
    if (!reason) throw new Error('--reason must not be empty');
    const admin = await profileByEmail(p.orm.em.fork(), o.by);
    if (admin?.role !== 'admin' || admin.status !== 'active') throw new Error(`--by ${o.by} is not an active admin`);
    return { adminId: admin.id, reason };
  }
  const refusal = (error: unknown) => {
    throw error instanceof HttpError ? new Error(error.message) : error;
  };
  const withChange = (c: Command) =>
    c.requiredOption('--by <email>', 'the admin making the change (recorded in the audit log)').requiredOption('--reason <text>', 'why (recorded in the audit log)').option('--json', 'print JSON');

  papers
    .command('list')
    .description('Every paper, newest change first')
    .option('--user <email>', 'only this user’s papers')
    .option('--limit <n>', 'how many', '50')
    .option('--json', 'print JSON')
    .action(async (o: { user?: string; limit: string; json?: boolean }) => {
      const p = await platform();
      const em = p.orm.em.fork();
      const owner = o.user ? await profileByEmail(em, o.user) : null;
      if (o.user && !owner) throw new Error(`No user with email ${o.user}`);
      const page = await listAllPapers(em, { page: 1, pageSize: Math.min(100, Math.max(1, Number(o.limit) || 50)), userId: owner?.id });
      const list = page.items.map((x) => ({ id: x.id, title: x.title, owner: x.owner.email, words: x.wordCount, version: x.version, updatedAt: x.updatedAt }));
      printRows(list, Boolean(o.json), 'No papers.', out);
    });

  withChange(papers.command('reassign <paperId> <email>').description('Give a paper to another user'))
    .action(async (paperId: string, email: string, o: Change) => {
      const p = await platform();
      const act = await operator(p, o);
      const paper = await reassignPaper(p.orm.em.fork(), { ...act, paperId, email }).catch(refusal);
      printObject({ id: paper!.id, title: paper!.title, owner: paper!.owner.email }, Boolean(o.json), out);
    });

  withChange(papers.command('delete <paperIds...>').description('Delete one or more papers and their versions'))
    .action(async (ids: string[], o: Change) => {
      if (ids.some((id) => !/^[0-9a-f-]{36}$/i.test(id))) throw new Error('paper ids must be uuids');
      const p = await platform();
      const deleted = await deletePapers(p, p.orm.em.fork(), { ...(await operator(p, o)), ids });
      printObject({ deleted }, Boolean(o.json), out);
    });
}
