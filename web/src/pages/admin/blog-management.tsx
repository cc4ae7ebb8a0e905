// /admin/blog-management: every post in any status, recently edited first, with tabs by status, a title search and a
// category filter; each row shows the status (a scheduled post with the time it goes live), likes and whether it is
// featured. New post and Edit open the editor in place (?edit=new or ?edit=<id>), so a reload keeps it open.
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
import { useQueryParam } from '../../hooks/useQueryParam.ts';
import { formatDateTime, formatNumber } from '../../lib/format.ts';

type Tab = BlogStatus | 'all';
const TABS: { id: Tab; label: string }[] = [
  { id: 'all', label: 'All' },
  { id: 'published', label: 'Published' },
  { id: 'scheduled', label: 'Scheduled' },
  { id: 'draft', label: 'Drafts' },
];

function StatusCell({ post }: { post: AdminBlogPost }) {
  if (post.status === 'draft') return <Pill tone="muted">Draft</Pill>;
  if (!post.live)
    return (
      <>
        <Pill tone="warning">Scheduled</Pill>
        {post.publishedAt && <span className="cell-sub">Goes live {formatDateTime(post.publishedAt)}</span>}
      </>
    );
  return (
    <>
      <Pill tone="success">Published</Pill>
      {post.publishedAt && <span className="cell-sub">{formatDateTime(post.publishedAt)}</span>}
    </>
  );
}

function Editor({ edit, close, open }: { edit: string; close: () => void; open: (id: string) => void }) {
  const id = edit === 'new' ? null : edit;
  const post = useAdminBlogPost(id);
  if (id && post.isError) return <ErrorPanel title="Failed to load the post" message={post.error.message} onRetry={() => void post.refetch()} />;
  if (id && !post.data) return <PageSkeleton />;
  return <BlogPostEditor key={id ?? 'new'} post={post.data ?? null} backHref="/admin/blog-management" onSaved={(p) => open(p.id)} onDeleted={close} />;
}

export default function AdminBlogPage() {
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
      header: 'Post',
      kind: 'primary',
      cell: (p) => (
        <>
          <button type="button" className="cell-link" onClick={() => setEdit(p.id)}>
            {p.title}
          </button>
          <span className="cell-sub">
            /blog/{p.slug} · {p.category.name}
            {p.tags.length > 0 && ` · ${p.tags.map((t) => t.name).join(', ')}`}
          </span>
        </>
      ),
    },
    { id: 'status', header: 'Status', cell: (p) => <StatusCell post={p} /> },
    { id: 'likes', header: 'Likes', kind: 'end', cell: (p) => formatNumber(p.likeCount) },
    {
      id: 'featured',
      header: 'Featured',
      cell: (p) =>
        p.featured ? <Pill tone="brand">Featured</Pill> : <span className="cell-sub">No</span>,
    },
    { id: 'updated', header: 'Last edited', kind: 'nowrap', cell: (p) => formatDateTime(p.updatedAt) },
    {
      id: 'actions',
      header: 'Actions',
      kind: 'actions',
      cell: (p) => (
        <button type="button" className="btn btn--secondary btn--sm" aria-label={`Edit ${p.title}`} onClick={() => setEdit(p.id)}>
          <PenLine aria-hidden="true" /> Edit
        </button>
      ),
    },
  ];

  const writing = Boolean(edit);
  return (
    <AdminPage
      eyebrow="Content"
      title={writing ? (edit === 'new' ? 'New post' : 'Edit post') : 'Blog management'}
      lead={writing ? 'Write in Markdown; the preview shows the post as readers will see it.' : 'Write, schedule and publish blog posts.'}
      actions={
        !writing && (
          <button type="button" className="btn btn--primary" onClick={() => setEdit('new')}>
            <Plus aria-hidden="true" /> New post
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
            label="Post status"
            tabs={TABS}
            value={status}
            onChange={(id) => {
              setStatus(id === 'all' ? '' : id);
              resetPage();
            }}
          />
          <div className="admin-tools">
            <SearchInput value={search} onChange={setSearch} placeholder="Search titles" label="Search posts by title" size="md" />
            <select
              className="input select"
              aria-label="Filter by category"
              value={category}
              onChange={(e) => {
                setCategory(e.target.value);
                resetPage();
              }}
            >
              <option value="">All categories</option>
              {categories.map((c) => (
                <option key={c.slug} value={c.slug}>
                  {c.name}
                </option>
              ))}
            </select>
          </div>
          <AdminTable
            noun="posts"
            columns={columns}
            query={query}
            rowKey={(p) => p.id}
            testId="admin-blog-table"
            onPage={setPage}
            empty={{
              icon: Newspaper,
              title: status === 'all' && !debounced && !category ? 'No posts yet' : 'No posts match these filters',
              text: 'New posts start as drafts; publish them now or schedule them for later.',
            }}
          />
        </>
      )}
    </AdminPage>
  );
}
