// /admin/papers: every paper of the AI Writer and XY Editor (spec 001 §6: list all, reassign, delete, bulk delete),
// newest change first, searchable by title or owner email; 25 a page. Each change asks for a reason, kept in the
// admin audit log. An admin sees a paper's title and figures here, not its text.
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { ArrowRightLeft, FileText, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { adminKeys, useAdminAction, useAdminList } from '../../api/admin.ts';
import { type AdminPaper, adminPapersApi } from '../../api/papers.ts';
import { AdminPage, Pill } from '../../components/admin/AdminPage.tsx';
import { AdminTable, type Column } from '../../components/admin/AdminTable.tsx';
import { ConfirmDialog } from '../../components/admin/ConfirmDialog.tsx';
import { useListParams } from '../../components/admin/useListParams.ts';
import { toast } from '../../components/toast.ts';
import { Field } from '../../components/ui/Form.tsx';
import { SearchInput } from '../../components/ui/SearchInput.tsx';
import { useFormat } from '../../hooks/useFormat.ts';
import { LEVEL_LABELS } from '../dashboard/ai-writer/paper-labels.ts';

const PAGE_SIZE = 25;
/** A deletion names the one paper it deletes (`title`), or none when several are. */
type Acting = { kind: 'reassign'; paper: AdminPaper } | { kind: 'delete'; ids: string[]; title: string | null };

export default function AdminPapersPage() {
  const { t, i18n } = useLingui();
  const format = useFormat();
  const { page, setPage, search, setSearch, debounced } = useListParams('q');
  const query = useAdminList('papers', (q, signal) => adminPapersApi.list(q as { page: number; pageSize: number; q?: string }, signal), {
    q: debounced || undefined, page, pageSize: PAGE_SIZE,
  });
  const [selected, setSelected] = useState<string[]>([]);
  const [acting, setActing] = useState<Acting | null>(null);
  const [email, setEmail] = useState('');
  const refresh = adminKeys.list('papers', {}).slice(0, 4);
  const reassign = useAdminAction((id: string, to: string, reason: string) => adminPapersApi.reassign(id, to, reason), refresh);
  const remove = useAdminAction((ids: string[], reason: string) => adminPapersApi.bulkRemove(ids, reason), refresh);
  const toggle = (id: string) => setSelected((s) => (s.includes(id) ? s.filter((x) => x !== id) : [...s, id]));

  const columns: Column<AdminPaper>[] = [
    {
      id: 'pick', header: t`Select`, kind: 'nowrap',
      cell: (p) => <input type="checkbox" aria-label={t`Select ${p.title}`} checked={selected.includes(p.id)} onChange={() => toggle(p.id)} />,
    },
    {
      id: 'title', header: t`Paper`, kind: 'primary',
      cell: (p) => (
        <>
          <span className="cell-title">{p.title}</span>
          <span className="cell-sub">{t`Updated ${format.dateTime(p.updatedAt)}`}</span>
        </>
      ),
    },
    {
      id: 'owner', header: t`Owner`,
      cell: (p) => (
        <>
          <span className="cell-title">{p.owner.fullName}</span>
          <span className="cell-sub">{p.owner.email}</span>
        </>
      ),
    },
    { id: 'type', header: t`Type`, cell: (p) => <Pill tone={p.paperType.subType === 'editing' ? 'muted' : 'brand'}>{p.paperType.subType === 'editing' ? t`Editor` : t`Writer`}</Pill> },
    { id: 'level', header: t`Level`, cell: (p) => i18n._(LEVEL_LABELS[p.level]) },
    { id: 'words', header: t`Words`, kind: 'end', cell: (p) => format.number(p.wordCount) },
    { id: 'version', header: t`Version`, kind: 'end', cell: (p) => p.version },
    {
      id: 'actions', header: t`Actions`, kind: 'actions',
      cell: (p) => (
        <>
          <button type="button" className="btn btn--ghost btn--sm" onClick={() => { setEmail(''); setActing({ kind: 'reassign', paper: p }); }}>
            <ArrowRightLeft aria-hidden="true" size={16} /> <Trans>Reassign</Trans>
          </button>
          <button type="button" className="btn btn--ghost btn--sm" onClick={() => setActing({ kind: 'delete', ids: [p.id], title: p.title })}>
            <Trash2 aria-hidden="true" size={16} /> <Trans>Delete</Trans>
          </button>
        </>
      ),
    },
  ];

  return (
    <AdminPage
      eyebrow={t`People & content`}
      title={t`Papers`}
      lead={t`Every paper of the AI Writer and the XY Editor. Reassign a paper to another user, or delete papers; each change is recorded in the audit log.`}
      testId="admin-papers"
      actions={
        selected.length > 0 && (
          <button type="button" className="btn btn--danger" onClick={() => setActing({ kind: 'delete', ids: selected, title: null })}>
            <Trash2 aria-hidden="true" size={16} /> {t`Delete ${selected.length} selected`}
          </button>
        )
      }
    >
      <div className="admin-tools">
        <SearchInput value={search} onChange={setSearch} placeholder={t`Title or owner email`} label={t`Search papers by title or owner email`} size="md" />
      </div>
      <AdminTable
        noun={t`papers`}
        failedTitle={t`Failed to load papers`}
        columns={columns}
        query={query}
        rowKey={(p) => p.id}
        testId="admin-papers-table"
        onPage={setPage}
        empty={{
          icon: FileText,
          title: debounced ? t`No papers match` : t`No papers yet`,
          text: t`Papers appear here as students write with the AI Writer and the XY Editor.`,
        }}
      />
      {acting?.kind === 'reassign' && (
        <ConfirmDialog
          title={t`Reassign paper`}
          text={t`“${acting.paper.title}”, now ${acting.paper.owner.fullName} (${acting.paper.owner.email}).`}
          confirmLabel={t`Reassign`}
          busyLabel={t`Reassigning…`}
          icon={ArrowRightLeft}
          reason={{ label: t`Reason`, placeholder: t`Why, for the audit log.`, requiredMessage: t`Give a reason` }}
          onClose={() => setActing(null)}
          onConfirm={async (reason) => {
            const moved = await reassign.mutateAsync([acting.paper.id, email.trim(), reason]);
            toast.success(t`Paper reassigned`, { description: t`Now ${moved.owner.email}` });
          }}
        >
          <Field label={t`New owner’s email`}>
            {({ id }) => <input id={id} className="input" type="email" required value={email} onChange={(e) => setEmail(e.target.value)} />}
          </Field>
        </ConfirmDialog>
      )}
      {acting?.kind === 'delete' && (
        <ConfirmDialog
          title={acting.ids.length > 1 ? t`Delete ${acting.ids.length} papers` : t`Delete paper`}
          text={
            acting.title === null
              ? t`${plural(acting.ids.length, { one: '“# paper” and every version will be deleted for good.', other: '“# papers” and every version will be deleted for good.' })}`
              : t`“${acting.title}” and every version will be deleted for good.`
          }
          confirmLabel={t`Delete`}
          busyLabel={t`Deleting…`}
          tone="danger"
          icon={Trash2}
          reason={{ label: t`Reason`, placeholder: t`Why, for the audit log.`, requiredMessage: t`Give a reason` }}
          onClose={() => setActing(null)}
          onConfirm={async (reason) => {
            const { deleted } = await remove.mutateAsync([acting.ids, reason]);
            setSelected((s) => s.filter((id) => !acting.ids.includes(id)));
            toast.success(t`${plural(deleted, { one: 'Paper deleted', other: '# papers deleted' })}`);
          }}
        />
      )}
    </AdminPage>
  );
}
