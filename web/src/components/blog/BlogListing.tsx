// The blog's list pages (/blog and /blog/category/{slug}): featured posts on the first page of /blog, then ten
// posts a page (spec 001 §9), with categories and their counts, the ten popular tags and a title search beside
// them. Page, tag and search live in the address, so a filtered list can be shared.
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Newspaper, Rss, SearchX } from 'lucide-react';
import { Link } from 'wouter';
import { BLOG_PAGE_SIZE, useBlogCategories, useBlogPosts, useFeaturedPosts, usePopularTags } from '../../api/blog.ts';
import { useDebouncedValue } from '../../hooks/useDebouncedValue.ts';
import { useQueryParam } from '../../hooks/useQueryParam.ts';
import { Pagination } from '../ui/Pagination.tsx';
import { SearchInput } from '../ui/SearchInput.tsx';
import { Skeleton } from '../ui/Skeleton.tsx';
import { EmptyState } from '../ui/States.tsx';
import { PostCard } from './PostCard.tsx';

export function BlogListing({ category }: { category?: string }) {
  const { t } = useLingui();
  const [pageParam, setPage] = useQueryParam('page');
  const [tag, setTag] = useQueryParam('tag');
  const [q, setQ] = useQueryParam('q');
  const query = useDebouncedValue(q, 250);
  const page = Math.max(1, Number(pageParam) || 1);
  const posts = useBlogPosts({ page, pageSize: BLOG_PAGE_SIZE, category, tag: tag || undefined, q: query || undefined });
  const featured = useFeaturedPosts();
  const showFeatured = !category && !tag && !query && page === 1;
  const featuredSlugs = new Set(showFeatured ? (featured.data?.items ?? []).map((p) => p.slug) : []);
  const items = (posts.data?.items ?? []).filter((p) => !featuredSlugs.has(p.slug));
  const last = Math.max(1, Math.ceil((posts.data?.total ?? 0) / BLOG_PAGE_SIZE));

  return (
    <div className="container blog-layout">
      <div className="blog-main">
        {showFeatured && (featured.data?.items.length ?? 0) > 0 && (
          <section aria-label={t`Featured posts`} className="blog-featured">
            {featured.data!.items.map((post, i) => (
              <PostCard key={post.slug} post={post} size={i === 0 ? 'lg' : 'md'} />
            ))}
          </section>
        )}
        {(tag || query) && (
          <p className="blog-filter" role="status">
            <FilterSummary total={posts.data?.total} tag={tag.replace(/-/g, ' ')} query={query} />
            <button
              type="button"
              className="btn btn--ghost btn--sm"
              onClick={() => {
                setTag('');
                setQ('');
              }}
            >
              <Trans>Clear</Trans>
            </button>
          </p>
        )}
        {posts.isPending && <PostListSkeleton />}
        {posts.data && posts.data.total === 0 && (
          <EmptyState
            icon={query || tag ? SearchX : Newspaper}
            title={query || tag ? t`No posts match` : t`No posts here yet`}
            text={query || tag ? t`Try other words, or clear the filter.` : t`New articles appear here as they are published.`}
          />
        )}
        {posts.isError && !posts.data && (
          <EmptyState icon={Newspaper} title={t`No posts to show right now`} text={t`Please try again in a moment.`} />
        )}
        <div className="blog-list">
          {items.map((post) => (
            <PostCard key={post.slug} post={post} />
          ))}
        </div>
        <Pagination
          page={page}
          last={last}
          onPage={(p) => {
            setPage(p === 1 ? '' : String(p));
            window.scrollTo({ top: 0 });
          }}
        />
      </div>
      <aside className="blog-side" aria-label={t`Browse the blog`}>
        <SearchInput value={q} onChange={(v) => { setQ(v); setPage(''); }} placeholder={t`Search titles`} label={t`Search blog posts`} size="md" />
        <Categories current={category} />
        <Tags current={tag} onTag={(t) => { setTag(t === tag ? '' : t); setPage(''); }} />
        <a className="blog-side__rss" href="/blog/rss.xml">
          <Rss aria-hidden="true" /> <Trans>RSS feed</Trans>
        </a>
      </aside>
    </div>
  );
}

/** "3 posts tagged “exam prep” matching “recall”": one sentence per combination, so each language can order it. */
function FilterSummary({ total, tag, query }: { total: number | undefined; tag: string; query: string }) {
  const { t } = useLingui();
  if (total === undefined) {
    if (tag && query) return <>{t`Posts tagged “${tag}” matching “${query}”`}</>;
    if (tag) return <>{t`Posts tagged “${tag}”`}</>;
    return <>{t`Posts matching “${query}”`}</>;
  }
  if (tag && query) return <>{t`${plural(total, { one: '# post', other: '# posts' })} tagged “${tag}” matching “${query}”`}</>;
  if (tag) return <>{t`${plural(total, { one: '# post', other: '# posts' })} tagged “${tag}”`}</>;
  return <>{t`${plural(total, { one: '# post', other: '# posts' })} matching “${query}”`}</>;
}

function Categories({ current }: { current?: string }) {
  const categories = useBlogCategories();
  return (
    <section className="blog-side__block">
      <h2 className="blog-side__title">
        <Trans>Categories</Trans>
      </h2>
      <ul className="blog-side__list">
        <li>
          <Link href="/blog" aria-current={current ? undefined : 'page'}>
            <Trans>All posts</Trans>
          </Link>
        </li>
        {categories.isPending && [0, 1, 2].map((i) => <li key={i}><Skeleton className="skeleton--text" width="70%" /></li>)}
        {(categories.data?.items ?? []).map((c) => (
          <li key={c.slug}>
            <Link href={`/blog/category/${c.slug}`} aria-current={c.slug === current ? 'page' : undefined}>
              {c.name} <span className="chip__count">{c.count}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

function Tags({ current, onTag }: { current: string; onTag: (tag: string) => void }) {
  const tags = usePopularTags();
  if (!tags.data?.items.length) return null;
  return (
    <section className="blog-side__block">
      <h2 className="blog-side__title">
        <Trans>Popular tags</Trans>
      </h2>
      <div className="blog-tags">
        {tags.data.items.map((t) => (
          <button key={t.slug} type="button" className="chip" aria-pressed={t.slug === current} onClick={() => onTag(t.slug)}>
            {t.name}
          </button>
        ))}
      </div>
    </section>
  );
}

function PostListSkeleton() {
  return (
    <div className="blog-list" aria-busy="true">
      {[0, 1, 2, 3].map((i) => (
        <div key={i} className="post-card">
          <Skeleton className="post-card__cover" />
          <div className="post-card__body">
            <Skeleton className="skeleton--text" width="30%" />
            <Skeleton className="skeleton--text" width="85%" />
            <Skeleton className="skeleton--text" width="60%" />
          </div>
        </div>
      ))}
    </div>
  );
}
