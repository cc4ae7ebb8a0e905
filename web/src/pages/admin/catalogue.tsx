// /admin/subjects, /admin/universities, /admin/courses, /admin/textbooks: one page per kind over the same list
// (searched, filtered by state, sorted and paged on the server). New and Edit open a form whose fields are the
// contract's for that kind; Deactivate hides an entry from the public lists (its page stays); Merge folds a
// duplicate into another entry (documents and courses move, the old address redirects). Each asks for a reason.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Ban, BookMarked, BookOpen, Building2, GitMerge, GraduationCap, ImageUp, type LucideIcon, Pencil, Plus, RotateCcw } from 'lucide-react';
import { useState } from 'react';
import { type CatalogueKind, courseLevels } from '../../../../modules/catalogue/contract.ts';
import { type AdminCatalogueRow, useAdminCatalogue, useCatalogueChange } from '../../api/admin-catalogue.ts';
import { ADMIN_PAGE_SIZE } from '../../api/admin.ts';
import { useSubjects, useUniversities } from '../../api/catalogue.ts';
import { AdminPage, Pill, StatusTabs } from '../../components/admin/AdminPage.tsx';
import { AdminTable, type Column } from '../../components/admin/AdminTable.tsx';
import { auditReason, ConfirmDialog } from '../../components/admin/ConfirmDialog.tsx';
import { useListParams } from '../../components/admin/useListParams.ts';
import { toast } from '../../components/toast.ts';
import { Field } from '../../components/ui/Form.tsx';
import { SearchInput } from '../../components/ui/SearchInput.tsx';
import { useFormat } from '../../hooks/useFormat.ts';
import { useQueryParam } from '../../hooks/useQueryParam.ts';

type FieldSpec = {
  name: string;
  label: MessageDescriptor;
  type?: 'text' | 'textarea' | 'color' | 'level' | 'university' | 'subject';
  hint?: MessageDescriptor;
  optional?: boolean;
  /** The empty choice of a required picker ("Choose a university"). */
  choose?: MessageDescriptor;
};

/** Shown as is in the address hints (not a placeholder of the message). */
const SLUG = '{slug}';

/** Each kind's words as whole messages, so each language can inflect its noun. */
type KindWords = {
  title: MessageDescriptor;
  /** The name column's header. */
  one: MessageDescriptor;
  lead: MessageDescriptor;
  create: MessageDescriptor;
  created: MessageDescriptor;
  tabs: MessageDescriptor;
  search: MessageDescriptor;
  table: MessageDescriptor;
  failed: MessageDescriptor;
  noMatch: MessageDescriptor;
  findToKeep: MessageDescriptor;
  chooseToKeep: MessageDescriptor;
  mergeTitle: (name: string) => MessageDescriptor;
};

const KINDS: Record<CatalogueKind, { words: KindWords; icon: LucideIcon; fields: FieldSpec[] }> = {
  subjects: {
    icon: BookOpen,
    words: {
      title: msg`Subjects`,
      one: msg`Subject`,
      lead: msg`The subjects documents are filed under, with their icon and colour. Edits show on the public pages at once.`,
      create: msg`New subject`,
      created: msg`Subject created`,
      tabs: msg`Subjects state`,
      search: msg`Search subjects`,
      table: msg`subjects`,
      failed: msg`Failed to load subjects`,
      noMatch: msg`No subjects match`,
      findToKeep: msg`Find the subject to keep`,
      chooseToKeep: msg`Choose the subject to keep.`,
      mergeTitle: (name) => msg`Merge ${name} into another subject`,
    },
    fields: [
      { name: 'name', label: msg`Name` },
      { name: 'slug', label: msg`Slug`, hint: msg`Its address: /subjects/${SLUG}. Made from the name when empty.`, optional: true },
      { name: 'acronym', label: msg`Acronym`, optional: true },
      { name: 'iconName', label: msg`Icon`, hint: msg`A Lucide icon name, like atom or calculator.` },
      { name: 'color', label: msg`Colour`, type: 'color' },
      { name: 'category', label: msg`Category` },
      { name: 'description', label: msg`Description`, type: 'textarea', optional: true },
    ],
  },
  universities: {
    icon: Building2,
    words: {
      title: msg`Universities`,
      one: msg`University`,
      lead: msg`Universities students pick on their profile and documents. Merge duplicates; their courses and documents move.`,
      create: msg`New university`,
      created: msg`University created`,
      tabs: msg`Universities state`,
      search: msg`Search universities`,
      table: msg`universities`,
      failed: msg`Failed to load universities`,
      noMatch: msg`No universities match`,
      findToKeep: msg`Find the university to keep`,
      chooseToKeep: msg`Choose the university to keep.`,
      mergeTitle: (name) => msg`Merge ${name} into another university`,
    },
    fields: [
      { name: 'name', label: msg`Name` },
      { name: 'slug', label: msg`Slug`, hint: msg`Its address: /universities/${SLUG}. Made from the name when empty.`, optional: true },
      { name: 'city', label: msg`City`, optional: true },
      { name: 'countryCode', label: msg`Country code`, hint: msg`Two letters, like GB or US.`, optional: true },
    ],
  },
  courses: {
    icon: GraduationCap,
    words: {
      title: msg`Courses`,
      one: msg`Course`,
      lead: msg`The courses of each university. A course merges only into another course of the same university.`,
      create: msg`New course`,
      created: msg`Course created`,
      tabs: msg`Courses state`,
      search: msg`Search courses`,
      table: msg`courses`,
      failed: msg`Failed to load courses`,
      noMatch: msg`No courses match`,
      findToKeep: msg`Find the course to keep`,
      chooseToKeep: msg`Choose the course to keep.`,
      mergeTitle: (name) => msg`Merge ${name} into another course`,
    },
    fields: [
      { name: 'name', label: msg`Name` },
      { name: 'slug', label: msg`Slug`, hint: msg`Made from the name when empty.`, optional: true },
      { name: 'universityId', label: msg`University`, type: 'university', choose: msg`Choose a university` },
      { name: 'level', label: msg`Level`, type: 'level' },
    ],
  },
  textbooks: {
    icon: BookMarked,
    words: {
      title: msg`Textbooks`,
      one: msg`Textbook`,
      lead: msg`Textbooks documents can be written for, with their subject.`,
      create: msg`New textbook`,
      created: msg`Textbook created`,
      tabs: msg`Textbooks state`,
      search: msg`Search textbooks`,
      table: msg`textbooks`,
      failed: msg`Failed to load textbooks`,
      noMatch: msg`No textbooks match`,
      findToKeep: msg`Find the textbook to keep`,
      chooseToKeep: msg`Choose the textbook to keep.`,
      mergeTitle: (name) => msg`Merge ${name} into another textbook`,
    },
    fields: [
      { name: 'title', label: msg`Title` },
      { name: 'slug', label: msg`Slug`, hint: msg`Made from the title when empty.`, optional: true },
      { name: 'author', label: msg`Author` },
      { name: 'edition', label: msg`Edition`, optional: true },
      { name: 'isbn', label: msg`ISBN`, optional: true },
      { name: 'subjectId', label: msg`Subject`, type: 'subject', optional: true },
    ],
  },
};

const LEVEL_LABEL: Record<(typeof courseLevels)[number], MessageDescriptor> = {
  foundation: msg`Foundation`,
  undergraduate: msg`Undergraduate`,
  postgraduate: msg`Postgraduate`,
  doctoral: msg`Doctoral`,
};

type Tab = 'active' | 'inactive' | 'merged' | 'all';
const TABS: { id: Tab; label: MessageDescriptor }[] = [
  { id: 'active', label: msg`Active` },
  { id: 'inactive', label: msg`Inactive` },
  { id: 'merged', label: msg`Merged` },
  { id: 'all', label: msg`All` },
];

type Dialog = { op: 'create' } | { op: 'update' | 'active' | 'merge' | 'logo'; row: AdminCatalogueRow };

function FormFields({ fields, values, onChange }: { fields: FieldSpec[]; values: Record<string, string>; onChange: (name: string, value: string) => void }) {
  const { t, i18n } = useLingui();
  const universities = useUniversities();
  const subjects = useSubjects();
  return (
    <>
      {fields.map((f) => (
        <Field key={f.name} label={i18n._(f.label)} hint={f.hint && i18n._(f.hint)} optional={f.optional}>
          {({ id, describedBy }) => {
            const common = { id, 'aria-describedby': describedBy, value: values[f.name] ?? '', className: 'input', name: f.name };
            if (f.type === 'textarea') return <textarea {...common} maxLength={2000} onChange={(e) => onChange(f.name, e.target.value)} />;
            if (f.type === 'color') return <input {...common} type="color" onChange={(e) => onChange(f.name, e.target.value)} />;
            if (f.type === 'level' || f.type === 'university' || f.type === 'subject') {
              const options =
                f.type === 'level'
                  ? courseLevels.map((l) => ({ value: l, label: i18n._(LEVEL_LABEL[l]) }))
                  : (f.type === 'university' ? universities.data?.items : subjects.data?.items)?.map((u) => ({ value: u.id, label: u.name })) ?? [];
              return (
                <select {...common} className="input select" onChange={(e) => onChange(f.name, e.target.value)}>
                  {f.type !== 'level' && <option value="">{f.optional || !f.choose ? t`None` : i18n._(f.choose)}</option>}
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
  const { t, i18n } = useLingui();
  const [q, setQ] = useState('');
  const found = useAdminCatalogue(kind, { status: 'active', q: q.trim() || undefined, pageSize: 20, ...(kind === 'courses' ? { universityId: String(row.values.universityId) } : {}) });
  const options = (found.data?.items ?? []).filter((i) => i.id !== row.id);
  return (
    <>
      <SearchInput value={q} onChange={setQ} placeholder={i18n._(KINDS[kind].words.findToKeep)} label={i18n._(KINDS[kind].words.findToKeep)} size="md" />
      <Field label={t`Merge into`}>
        {({ id }) => (
          <select id={id} className="input select" value={value} onChange={(e) => onChange(e.target.value)}>
            <option value="">{t`Choose one`}</option>
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
  const { t, i18n } = useLingui();
  const format = useFormat();
  const spec = KINDS[kind];
  const words = spec.words;
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
      header: i18n._(words.one),
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
      header: t`State`,
      cell: (r) =>
        r.mergedInto ? (
          <>
            <Pill tone="muted">
              <Trans>Merged</Trans>
            </Pill>
            <span className="cell-sub">{t`into ${r.mergedInto.name}`}</span>
          </>
        ) : (
          <Pill tone={r.active ? 'success' : 'warning'}>{r.active ? t`Active` : t`Inactive`}</Pill>
        ),
    },
    { id: 'updated', header: t`Updated`, kind: 'nowrap', cell: (r) => format.date(r.updatedAt) },
    {
      id: 'actions',
      header: t`Actions`,
      kind: 'actions',
      cell: (r) =>
        r.mergedInto ? null : (
          <div className="cell-actions">
            <button type="button" className="btn btn--secondary btn--sm" onClick={() => open({ op: 'update', row: r })} aria-label={t`Edit ${r.name}`}>
              <Pencil aria-hidden="true" /> <Trans>Edit</Trans>
            </button>
            <button type="button" className="btn btn--secondary btn--sm" onClick={() => open({ op: 'active', row: r })}>
              {r.active ? t`Deactivate` : t`Reactivate`}
            </button>
            <button type="button" className="btn btn--secondary btn--sm" onClick={() => open({ op: 'merge', row: r })}>
              <Trans>Merge</Trans>
            </button>
            {kind === 'universities' && (
              <button type="button" className="btn btn--secondary btn--sm" onClick={() => open({ op: 'logo', row: r })} aria-label={t`Logo of ${r.name}`}>
                <Trans>Logo</Trans>
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
      eyebrow={t`Marketplace`}
      title={i18n._(words.title)}
      lead={i18n._(words.lead)}
      testId={`admin-${kind}`}
      actions={
        <button type="button" className="btn btn--primary" onClick={() => open({ op: 'create' })}>
          <Plus aria-hidden="true" /> {i18n._(words.create)}
        </button>
      }
    >
      <StatusTabs<Tab>
        label={i18n._(words.tabs)}
        tabs={TABS.map((tab) => ({ ...tab, label: i18n._(tab.label) }))}
        value={status}
        onChange={(id) => {
          setStatus(id === 'active' ? '' : id);
          resetPage();
        }}
      />
      <div className="admin-tools">
        <SearchInput value={search} onChange={setSearch} placeholder={t`Name or slug`} label={i18n._(words.search)} size="md" />
        <select
          className="input select"
          aria-label={t`Sort`}
          value={sort}
          onChange={(e) => {
            setSort(e.target.value);
            resetPage();
          }}
        >
          <option value="">{t`By name`}</option>
          <option value="updated_at">{t`Recently changed`}</option>
        </select>
      </div>
      <AdminTable
        noun={i18n._(words.table)}
        failedTitle={i18n._(words.failed)}
        columns={columns}
        query={query}
        rowKey={(r) => r.id}
        testId={`admin-${kind}-table`}
        onPage={setPage}
        empty={{ icon: spec.icon, title: i18n._(words.noMatch), text: t`Try another search or state.` }}
      />
      {d && (
        <ConfirmDialog
          title={
            d.op === 'create'
              ? i18n._(words.create)
              : d.op === 'update'
                ? t`Edit ${d.row.name}`
                : d.op === 'merge'
                  ? i18n._(words.mergeTitle(d.row.name))
                  : d.op === 'logo'
                    ? t`Logo of ${d.row.name}`
                    : d.row.active
                      ? t`Deactivate ${d.row.name}?`
                      : t`Reactivate ${d.row.name}?`
          }
          text={
            d.op === 'merge'
              ? t`Its documents (and a university’s courses) move to the one you keep; its address redirects there. This cannot be undone.`
              : d.op === 'logo'
                ? t`A PNG, JPEG or WebP image of at most 2 MB, shown at 256 × 256 on the university’s page and cards.`
                : d.op === 'active'
                  ? d.row.active
                    ? t`It disappears from public lists and pickers. Its page and its documents stay.`
                    : t`It shows in public lists and pickers again.`
                  : t`Changes show on the public pages and in search.`
          }
          confirmLabel={
            d.op === 'create' ? t`Create` : d.op === 'update' ? t`Save` : d.op === 'merge' ? t`Merge` : d.op === 'logo' ? t`Upload` : d.row.active ? t`Deactivate` : t`Reactivate`
          }
          tone={d.op === 'merge' || (d.op === 'active' && d.row.active) ? 'danger' : 'primary'}
          icon={d.op === 'merge' ? GitMerge : d.op === 'active' ? (d.row.active ? Ban : RotateCcw) : d.op === 'create' ? Plus : d.op === 'logo' ? ImageUp : Pencil}
          reason={auditReason(i18n)}
          onClose={() => setDialog(null)}
          onConfirm={async (reason) => {
            if (d.op === 'create') await change.mutateAsync({ op: 'create', values: cleaned(), reason });
            else if (d.op === 'update') await change.mutateAsync({ op: 'update', id: d.row.id, values: cleaned(), reason });
            else if (d.op === 'active') await change.mutateAsync({ op: 'active', id: d.row.id, active: !d.row.active, reason });
            else if (d.op === 'logo') {
              if (!logoFile) throw new Error(t`Choose an image.`);
              await change.mutateAsync({ op: 'logo', id: d.row.id, file: logoFile, reason });
            }
            else {
              if (!intoId) throw new Error(i18n._(words.chooseToKeep));
              await change.mutateAsync({ op: 'merge', id: d.row.id, intoId, reason });
            }
            toast.success(d.op === 'create' ? i18n._(words.created) : t`Saved`);
          }}
        >
          {(d.op === 'create' || d.op === 'update') && <FormFields fields={spec.fields} values={values} onChange={(name, value) => setValues((v) => ({ ...v, [name]: value }))} />}
          {d.op === 'merge' && <MergeTarget kind={kind} row={d.row} value={intoId} onChange={setIntoId} />}
          {d.op === 'logo' && (
            <label className="field">
              <span className="field__label">
                <Trans>Image</Trans>
              </span>
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
