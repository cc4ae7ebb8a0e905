// /admin/subjects, /admin/universities, /admin/courses, /admin/textbooks: one page per kind over the same list
// (searched, filtered by state, sorted and paged on the server). New and Edit open a form whose fields are the
// contract's for that kind; Deactivate hides an entry from the public lists (its page stays); Merge folds a
// duplicate into another entry (documents and courses move, the old address redirects). Each asks for a reason.
import { Ban, BookMarked, BookOpen, Building2, GitMerge, GraduationCap, ImageUp, type LucideIcon, Pencil, Plus, RotateCcw } from 'lucide-react';
import { useState } from 'react';
import { type CatalogueKind, courseLevels } from '../../../../modules/catalogue/contract.ts';
import { type AdminCatalogueRow, useAdminCatalogue, useCatalogueChange } from '../../api/admin-catalogue.ts';
import { ADMIN_PAGE_SIZE } from '../../api/admin.ts';
import { useSubjects, useUniversities } from '../../api/catalogue.ts';
import { AdminPage, Pill, StatusTabs } from '../../components/admin/AdminPage.tsx';
import { AdminTable, type Column } from '../../components/admin/AdminTable.tsx';
import { ConfirmDialog } from '../../components/admin/ConfirmDialog.tsx';
import { useListParams } from '../../components/admin/useListParams.ts';
import { toast } from '../../components/toast.ts';
import { Field } from '../../components/ui/Form.tsx';
import { SearchInput } from '../../components/ui/SearchInput.tsx';
import { useQueryParam } from '../../hooks/useQueryParam.ts';
import { formatDate } from '../../lib/format.ts';

type FieldSpec = { name: string; label: string; type?: 'text' | 'textarea' | 'color' | 'level' | 'university' | 'subject'; hint?: string; optional?: boolean };

const KINDS: Record<CatalogueKind, { title: string; noun: string; icon: LucideIcon; lead: string; fields: FieldSpec[] }> = {
  subjects: {
    title: 'Subjects', noun: 'subject', icon: BookOpen,
    lead: 'The subjects documents are filed under, with their icon and colour. Edits show on the public pages at once.',
    fields: [
      { name: 'name', label: 'Name' },
      { name: 'slug', label: 'Slug', hint: 'Its address: /subjects/{slug}. Made from the name when empty.', optional: true },
      { name: 'acronym', label: 'Acronym', optional: true },
      { name: 'iconName', label: 'Icon', hint: 'A Lucide icon name, like atom or calculator.' },
      { name: 'color', label: 'Colour', type: 'color' },
      { name: 'category', label: 'Category' },
      { name: 'description', label: 'Description', type: 'textarea', optional: true },
    ],
  },
  universities: {
    title: 'Universities', noun: 'university', icon: Building2,
    lead: 'Universities students pick on their profile and documents. Merge duplicates; their courses and documents move.',
    fields: [
      { name: 'name', label: 'Name' },
      { name: 'slug', label: 'Slug', hint: 'Its address: /universities/{slug}. Made from the name when empty.', optional: true },
      { name: 'city', label: 'City', optional: true },
      { name: 'countryCode', label: 'Country code', hint: 'Two letters, like GB or US.', optional: true },
    ],
  },
  courses: {
    title: 'Courses', noun: 'course', icon: GraduationCap,
    lead: 'The courses of each university. A course merges only into another course of the same university.',
    fields: [
      { name: 'name', label: 'Name' },
      { name: 'slug', label: 'Slug', hint: 'Made from the name when empty.', optional: true },
      { name: 'universityId', label: 'University', type: 'university' },
      { name: 'level', label: 'Level', type: 'level' },
    ],
  },
  textbooks: {
    title: 'Textbooks', noun: 'textbook', icon: BookMarked,
    lead: 'Textbooks documents can be written for, with their subject.',
    fields: [
      { name: 'title', label: 'Title' },
      { name: 'slug', label: 'Slug', hint: 'Made from the title when empty.', optional: true },
      { name: 'author', label: 'Author' },
      { name: 'edition', label: 'Edition', optional: true },
      { name: 'isbn', label: 'ISBN', optional: true },
      { name: 'subjectId', label: 'Subject', type: 'subject', optional: true },
    ],
  },
};

type Tab = 'active' | 'inactive' | 'merged' | 'all';
const TABS: { id: Tab; label: string }[] = [
  { id: 'active', label: 'Active' },
  { id: 'inactive', label: 'Inactive' },
  { id: 'merged', label: 'Merged' },
  { id: 'all', label: 'All' },
];

type Dialog = { op: 'create' } | { op: 'update' | 'active' | 'merge' | 'logo'; row: AdminCatalogueRow };

function FormFields({ fields, values, onChange }: { fields: FieldSpec[]; values: Record<string, string>; onChange: (name: string, value: string) => void }) {
  const universities = useUniversities();
  const subjects = useSubjects();
  return (
    <>
      {fields.map((f) => (
        <Field key={f.name} label={f.label} hint={f.hint} optional={f.optional}>
          {({ id, describedBy }) => {
            const common = { id, 'aria-describedby': describedBy, value: values[f.name] ?? '', className: 'input', name: f.name };
            if (f.type === 'textarea') return <textarea {...common} maxLength={2000} onChange={(e) => onChange(f.name, e.target.value)} />;
            if (f.type === 'color') return <input {...common} type="color" onChange={(e) => onChange(f.name, e.target.value)} />;
            if (f.type === 'level' || f.type === 'university' || f.type === 'subject') {
              const options =
                f.type === 'level'
                  ? courseLevels.map((l) => ({ value: l, label: l[0]!.toUpperCase() + l.slice(1) }))
                  : (f.type === 'university' ? universities.data?.items : subjects.data?.items)?.map((u) => ({ value: u.id, label: u.name })) ?? [];
              return (
                <select {...common} className="input select" onChange={(e) => onChange(f.name, e.target.value)}>
                  {f.type !== 'level' && <option value="">{f.optional ? 'None' : `Choose a ${f.label.toLowerCase()}`}</option>}
                  {options.map((o) => (
                    <option key={o.value} value={o.value}>
                      {o.label}
                    </option>
                  ))}
                </select>
              );
            }
            return <input {...common} onChange={(e) => onChange(f.name, e.target.value)} />;
          }}
        </Field>
      ))}
    </>
  );
}

/** Where a duplicate goes: the active entries of the kind matching what the admin types. */
function MergeTarget({ kind, row, value, onChange }: { kind: CatalogueKind; row: AdminCatalogueRow; value: string; onChange: (id: string) => void }) {
  const [q, setQ] = useState('');
  const found = useAdminCatalogue(kind, { status: 'active', q: q.trim() || undefined, pageSize: 20, ...(kind === 'courses' ? { universityId: String(row.values.universityId) } : {}) });
  const options = (found.data?.items ?? []).filter((i) => i.id !== row.id);
  return (
    <>
      <SearchInput value={q} onChange={setQ} placeholder={`Find the ${KINDS[kind].noun} to keep`} label={`Find the ${KINDS[kind].noun} to keep`} size="md" />
      <Field label="Merge into">
        {({ id }) => (
          <select id={id} className="input select" value={value} onChange={(e) => onChange(e.target.value)}>
            <option value="">Choose one</option>
            {options.map((o) => (
              <option key={o.id} value={o.id}>
                {o.name}
                {o.detail ? ` · ${o.detail}` : ''}
              </option>
            ))}
          </select>
        )}
      </Field>
    </>
  );
}

function CataloguePage({ kind }: { kind: CatalogueKind }) {
  const spec = KINDS[kind];
  const [statusParam, setStatus] = useQueryParam('status');
  const [sort, setSort] = useQueryParam('sort');
  const { page, setPage, resetPage, search, setSearch, debounced } = useListParams('q');
  const status = (TABS.find((t) => t.id === statusParam)?.id ?? 'active') as Tab;
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [values, setValues] = useState<Record<string, string>>({});
  const [intoId, setIntoId] = useState('');
  const [logoFile, setLogoFile] = useState<File | null>(null);
  const query = useAdminCatalogue(kind, {
    status,
    q: debounced || undefined,
    sort: sort === 'updated_at' ? 'updated_at' : undefined,
    order: sort === 'updated_at' ? 'desc' : undefined,
    page,
    pageSize: ADMIN_PAGE_SIZE,
  });
  const change = useCatalogueChange(kind);

  const open = (next: Dialog) => {
    setIntoId('');
    setLogoFile(null);
    setValues(
      next.op === 'create'
        ? kind === 'subjects' ? { color: '#6366f1', iconName: 'book-open', category: 'academic' } : kind === 'courses' ? { level: 'undergraduate' } : {}
        : Object.fromEntries(Object.entries(next.row.values).map(([k, v]) => [k, v == null ? '' : String(v)])),
    );
    setDialog(next);
  };

  const columns: Column<AdminCatalogueRow>[] = [
    {
      id: 'name',
      header: spec.title.slice(0, -1).replace(/ie$/, 'y'),
      kind: 'primary',
      cell: (r) => (
        <>
          <a href={r.href} target="_blank" rel="noreferrer" className="cell-strong">
            {r.name}
          </a>
          {r.detail && <span className="cell-sub">{r.detail}</span>}
          <span className="cell-sub">/{r.slug}</span>
        </>
      ),
    },
    {
      id: 'state',
      header: 'State',
      cell: (r) =>
        r.mergedInto ? (
          <>
            <Pill tone="muted">Merged</Pill>
            <span className="cell-sub">into {r.mergedInto.name}</span>
          </>
        ) : (
          <Pill tone={r.active ? 'success' : 'warning'}>{r.active ? 'Active' : 'Inactive'}</Pill>
        ),
    },
    { id: 'updated', header: 'Updated', kind: 'nowrap', cell: (r) => formatDate(r.updatedAt) },
    {
      id: 'actions',
      header: 'Actions',
      kind: 'actions',
      cell: (r) =>
        r.mergedInto ? null : (
          <div className="cell-actions">
            <button type="button" className="btn btn--secondary btn--sm" onClick={() => open({ op: 'update', row: r })} aria-label={`Edit ${r.name}`}>
              <Pencil aria-hidden="true" /> Edit
            </button>
            <button type="button" className="btn btn--secondary btn--sm" onClick={() => open({ op: 'active', row: r })}>
              {r.active ? 'Deactivate' : 'Reactivate'}
            </button>
            <button type="button" className="btn btn--secondary btn--sm" onClick={() => open({ op: 'merge', row: r })}>
              Merge
            </button>
            {kind === 'universities' && (
              <button type="button" className="btn btn--secondary btn--sm" onClick={() => open({ op: 'logo', row: r })} aria-label={`Logo of ${r.name}`}>
                Logo
              </button>
            )}
          </div>
        ),
    },
  ];

  const cleaned = () => Object.fromEntries(Object.entries(values).map(([k, v]) => [k, v.trim() === '' ? (k === 'slug' ? undefined : null) : v.trim()]));
  const d = dialog;
  return (
    <AdminPage
      eyebrow="Marketplace"
      title={spec.title}
      lead={spec.lead}
      testId={`admin-${kind}`}
      actions={
        <button type="button" className="btn btn--primary" onClick={() => open({ op: 'create' })}>
          <Plus aria-hidden="true" /> New {spec.noun}
        </button>
      }
    >
      <StatusTabs<Tab>
        label={`${spec.title} state`}
        tabs={TABS}
        value={status}
        onChange={(id) => {
          setStatus(id === 'active' ? '' : id);
          resetPage();
        }}
      />
      <div className="admin-tools">
        <SearchInput value={search} onChange={setSearch} placeholder="Name or slug" label={`Search ${spec.title.toLowerCase()}`} size="md" />
        <select
          className="input select"
          aria-label="Sort"
          value={sort}
          onChange={(e) => {
            setSort(e.target.value);
            resetPage();
          }}
        >
          <option value="">By name</option>
          <option value="updated_at">Recently changed</option>
        </select>
      </div>
      <AdminTable
        noun={spec.title.toLowerCase()}
        columns={columns}
        query={query}
        rowKey={(r) => r.id}
        testId={`admin-${kind}-table`}
        onPage={setPage}
        empty={{ icon: spec.icon, title: `No ${spec.title.toLowerCase()} match`, text: 'Try another search or state.' }}
      />
      {d && (
        <ConfirmDialog
          title={
            d.op === 'create'
              ? `New ${spec.noun}`
              : d.op === 'update'
                ? `Edit ${d.row.name}`
                : d.op === 'merge'
                  ? `Merge ${d.row.name} into another ${spec.noun}`
                  : d.op === 'logo'
                    ? `Logo of ${d.row.name}`
                    : `${d.row.active ? 'Deactivate' : 'Reactivate'} ${d.row.name}?`
          }
          text={
            d.op === 'merge'
              ? 'Its documents (and a university’s courses) move to the one you keep; its address redirects there. This cannot be undone.'
              : d.op === 'logo'
                ? 'A PNG, JPEG or WebP image of at most 2 MB, shown at 256 × 256 on the university’s page and cards.'
                : d.op === 'active'
                ? d.row.active
                  ? 'It disappears from public lists and pickers. Its page and its documents stay.'
                  : 'It shows in public lists and pickers again.'
                : 'Changes show on the public pages and in search.'
          }
          confirmLabel={d.op === 'create' ? 'Create' : d.op === 'update' ? 'Save' : d.op === 'merge' ? 'Merge' : d.op === 'logo' ? 'Upload' : d.row.active ? 'Deactivate' : 'Reactivate'}
          tone={d.op === 'merge' || (d.op === 'active' && d.row.active) ? 'danger' : 'primary'}
          icon={d.op === 'merge' ? GitMerge : d.op === 'active' ? (d.row.active ? Ban : RotateCcw) : d.op === 'create' ? Plus : d.op === 'logo' ? ImageUp : Pencil}
          reason={{ label: 'Reason', hint: 'Kept in the audit log.', requiredMessage: 'Give a reason' }}
          onClose={() => setDialog(null)}
          onConfirm={async (reason) => {
            if (d.op === 'create') await change.mutateAsync({ op: 'create', values: cleaned(), reason });
            else if (d.op === 'update') await change.mutateAsync({ op: 'update', id: d.row.id, values: cleaned(), reason });
            else if (d.op === 'active') await change.mutateAsync({ op: 'active', id: d.row.id, active: !d.row.active, reason });
            else if (d.op === 'logo') {
              if (!logoFile) throw new Error('Choose an image.');
              await change.mutateAsync({ op: 'logo', id: d.row.id, file: logoFile, reason });
            }
            else {
              if (!intoId) throw new Error(`Choose the ${spec.noun} to keep.`);
              await change.mutateAsync({ op: 'merge', id: d.row.id, intoId, reason });
            }
            toast.success(d.op === 'create' ? `${spec.noun[0]!.toUpperCase()}${spec.noun.slice(1)} created` : 'Saved');
          }}
        >
          {(d.op === 'create' || d.op === 'update') && <FormFields fields={spec.fields} values={values} onChange={(name, value) => setValues((v) => ({ ...v, [name]: value }))} />}
          {d.op === 'merge' && <MergeTarget kind={kind} row={d.row} value={intoId} onChange={setIntoId} />}
          {d.op === 'logo' && (
            <label className="field">
              <span className="field__label">Image</span>
              {d.row.logoUrl && <img src={d.row.logoUrl} alt="" width={64} height={64} className="admin-logo-preview" />}
              <input type="file" accept="image/png,image/jpeg,image/webp" onChange={(e) => setLogoFile(e.target.files?.[0] ?? null)} />
            </label>
          )}
        </ConfirmDialog>
      )}
    </AdminPage>
  );
}

export const SubjectsPage = () => <CataloguePage kind="subjects" />;
export const UniversitiesPage = () => <CataloguePage kind="universities" />;
export const CoursesPage = () => <CataloguePage kind="courses" />;
export const TextbooksPage = () => <CataloguePage kind="textbooks" />;
