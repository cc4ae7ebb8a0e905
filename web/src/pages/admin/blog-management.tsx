// /admin/blog-management: every post in any status, recently edited first, with tabs by status, a title search and a
// category filter; each row shows the status (a scheduled post with the time it goes live), likes and whether it is
// featured. New post and Edit open the editor in place (?edit=new or ?edit=<id>), so a reload keeps it open.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Newspaper, PenLine, Plus } from 'lucide-react';
import type { BlogStatus } from '../../../../modules/content/contract.ts';
import { type AdminBlogPost, useAdminBlogPost, useAdminBlogPosts } from '../../api/admin-blog.ts';
import { ADMIN_PAGE_SIZE } from '../../api/admin.ts';
import { useBlogCategories } from '../../api/blog.ts';
import { AdminPage, Pill, StatusTabs } from '../../components/admin/AdminPage.tsx';
import { AdminTable, type Column } from '../../components/admin/AdminTable.tsx';
import { BlogPostEditor } from '../../components/admin/BlogPostEditor.tsx';
import { useListParams } from '../../components/admin/useListParams.ts';
import { PageSkeleton } from '../../components/ui/Skeleton.tsx';
import { SearchInput } from '../../components/ui/SearchInput.tsx';
import { ErrorPanel } from '../../components/ui/States.tsx';
import { useFormat } from '../../hooks/useFormat.ts';
import { useQueryParam } from '../../hooks/useQueryParam.ts';

type Tab = BlogStatus | 'all';
const TABS: { id: Tab; label: MessageDescriptor }[] = [
  { id: 'all', label: msg`All` },
  { id: 'published', label: msg`Published` },
  { id: 'scheduled', label: msg`Scheduled` },
  { id: 'draft', label: msg`Drafts` },
];

function StatusCell({ post }: { post: AdminBlogPost }) {
  const { t } = useLingui();
  const format = useFormat();
  if (post.status === 'draft')
    return (
      <Pill tone="muted">
        <Trans>Draft</Trans>
      </Pill>
    );
  if (!post.live)
    return (
      <>
        <Pill tone="warning">
          <Trans>Scheduled</Trans>
        </Pill>
        {post.publishedAt && <span className="cell-sub">{t`Goes live ${format.dateTime(post.publishedAt)}`}</span>}
      </>
    );
  return (
    <>
      <Pill tone="success">
        <Trans>Published</Trans>
      </Pill>
      {post.publishedAt && <span className="cell-sub">{format.dateTime(post.publishedAt)}</span>}
    </>
  );
}

function Editor({ edit, close, open }: { edit: string; close: () => void; open: (id: string) => void }) {
  const { t } = useLingui();
  const id = edit === 'new' ? null : edit;
  const post = useAdminBlogPost(id);
  if (id && post.isError) return <ErrorPanel title={t`Failed to load the post`} message={post.error.message} onRetry={() => void post.refetch()} />;
  if (id && !post.data) return <PageSkeleton />;
  return <BlogPostEditor key={id ?? 'new'} post={post.data ?? null} backHref="/admin/blog-management" onSaved={(p) => open(p.id)} onDeleted={close} />;
}

export default function AdminBlogPage() {
  const { t, i18n } = useLingui();
  const format = useFormat();
  const [edit, setEdit] = useQueryParam('edit');
  const [statusParam, setStatus] = useQueryParam('status');
  const [category, setCategory] = useQueryParam('category');
  const { page, setPage, resetPage, search, setSearch, debounced } = useListParams('q');
  const status = (TABS.find((t) => t.id === statusParam)?.id ?? 'all') as Tab;
  const categories = useBlogCategories().data?.items ?? [];
  const query = useAdminBlogPosts({ status: status === 'all' ? undefined : status, q: debounced, category, page, pageSize: ADMIN_PAGE_SIZE });

  const columns: Column<AdminBlogPost>[] = [
    {
      id: 'post',
      header: t`Post`,
      kind: 'primary',
      cell: (p) => (
        <>
          <button type="button" className="cell-link" onClick={() => setEdit(p.id)}>
            {p.title}
          </button>
          <span className="cell-sub">
            {/* i18n-ignore: the post's address and its category's name */}
            /blog/{p.slug} · {p.category.name}
            {p.tags.length > 0 && ` · ${p.tags.map((tag) => tag.name).join(', ')}`}
          </span>
        </>
      ),
    },
    { id: 'status', header: t`Status`, cell: (p) => <StatusCell post={p} /> },
    { id: 'likes', header: t`Likes`, kind: 'end', cell: (p) => format.number(p.likeCount) },
    {
      id: 'featured',
      header: t`Featured`,
      cell: (p) =>
        p.featured ? (
          <Pill tone="brand">
            <Trans>Featured</Trans>
          </Pill>
        ) : (
          <span className="cell-sub">
            <Trans>No</Trans>
          </span>
        ),
    },
    { id: 'updated', header: t`Last edited`, kind: 'nowrap', cell: (p) => format.dateTime(p.updatedAt) },
    {
      id: 'actions',
      header: t`Actions`,
      kind: 'actions',
      cell: (p) => (
        <button type="button" className="btn btn--secondary btn--sm" aria-label={t`Edit ${p.title}`} onClick={() => setEdit(p.id)}>
          <PenLine aria-hidden="true" /> <Trans>Edit</Trans>
        </button>
      ),
    },
  ];

  const writing = Boolean(edit);
  return (
    <AdminPage
      eyebrow={t`Content`}
      title={writing ? (edit === 'new' ? t`New post` : t`Edit post`) : t`Blog management`}
      lead={writing ? t`Write in Markdown; the preview shows the post as readers will see it.` : t`Write, schedule and publish blog posts.`}
      actions={
        !writing && (
          <button type="button" className="btn btn--primary" onClick={() => setEdit('new')}>
            <Plus aria-hidden="true" /> <Trans>New post</Trans>
          </button>
        )
      }
      testId="admin-blog"
    >
      {writing ? (
        <Editor edit={edit} close={() => setEdit('')} open={setEdit} />
      ) : (
        <>
          <StatusTabs<Tab>
            label={t`Post status`}
            tabs={TABS.map((tab) => ({ ...tab, label: i18n._(tab.label) }))}
            value={status}
            onChange={(id) => {
              setStatus(id === 'all' ? '' : id);
              resetPage();
            }}
          />
          <div className="admin-tools">
            <SearchInput value={search} onChange={setSearch} placeholder={t`Search titles`} label={t`Search posts by title`} size="md" />
            <select
              className="input select"
              aria-label={t`Filter by category`}
              value={category}
              onChange={(e) => {
                setCategory(e.target.value);
                resetPage();
              }}
            >
              <option value="">{t`All categories`}</option>
              {categories.map((c) => (
                <option key={c.slug} value={c.slug}>
                  {c.name}
                </option>
              ))}
            </select>
          </div>
          <AdminTable
            noun={t`posts`}
            failedTitle={t`Failed to load posts`}
            columns={columns}
            query={query}
            rowKey={(p) => p.id}
            testId="admin-blog-table"
            onPage={setPage}
            empty={{
              icon: Newspaper,
              title: status === 'all' && !debounced && !category ? t`No posts yet` : t`No posts match these filters`,
              text: t`New posts start as drafts; publish them now or schedule them for later.`,
            }}
          />
        </>
      )}
    </AdminPage>
  );
}
