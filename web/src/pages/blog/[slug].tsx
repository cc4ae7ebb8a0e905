// /blog/{slug}: one post with its sections, tags, likes (a like toggles; guests are asked to sign in) and related
// posts. An unknown or not yet published post is a 404.
import { ArrowLeft, CalendarDays, Clock, Heart } from 'lucide-react';
import { Link, useLocation, useParams } from 'wouter';
import { useAuth } from '../../api/accounts.ts';
import { type BlogPost, useBlogPost, useToggleLike } from '../../api/blog.ts';
import { ApiError, isNotFound } from '../../api/client.ts';
import { bandOf, PostCard } from '../../components/blog/PostCard.tsx';
import { toast } from '../../components/toast.ts';
import { Breadcrumbs } from '../../components/ui/Breadcrumbs.tsx';
import { Skeleton } from '../../components/ui/Skeleton.tsx';
import { EmptyState } from '../../components/ui/States.tsx';
import { usePageMeta } from '../../hooks/usePageMeta.ts';
import { loginHref } from '../../lib/auth-routes.ts';
import { formatDate } from '../../lib/format.ts';
import NotFoundPage from '../not-found.tsx';

export default function BlogPostPage() {
  const { slug = '' } = useParams<{ slug: string }>();
  const post = useBlogPost(slug);
  usePageMeta({ title: post.data?.title ?? 'Blog', description: post.data?.excerpt });
  if (isNotFound(post.error)) return <NotFoundPage title="We couldn’t find that post" />;
  if (post.isError) return <EmptyState icon={Clock} title="This post could not be loaded" text="Please try again in a moment." />;
  const data = post.data;
  return (
    <article className="blog-post">
      <header className="page-header blog-post__header">
        <div className="container container--narrow">
          <Breadcrumbs
            items={[
              { label: 'Home', href: '/' },
              { label: 'Blog', href: '/blog' },
              ...(data ? [{ label: data.category.name, href: `/blog/category/${data.category.slug}` }] : []),
              { label: data?.title ?? '…' },
            ]}
          />
          {data ? (
            <>
              <Link href={`/blog/category/${data.category.slug}`} className="post-card__category">
                {data.category.name}
              </Link>
              <h1 className="page-header__title">{data.title}</h1>
              <p className="page-header__lead">{data.excerpt}</p>
              <div className="page-header__meta">
                <span>By {data.authorName}</span>
                <span>
                  <CalendarDays aria-hidden="true" /> <time dateTime={data.publishedAt}>{formatDate(data.publishedAt)}</time>
                </span>
                <span>
                  <Clock aria-hidden="true" /> {data.readingMinutes} min read
                </span>
              </div>
            </>
          ) : (
            <>
              <Skeleton width="70%" height={40} />
              <Skeleton className="skeleton--text" width="50%" />
            </>
          )}
        </div>
      </header>
      {data && (
        <>
          <div className="blog-post__band" style={{ background: bandOf(data.category.slug) }} aria-hidden="true" />
          <section className="section section--tight">
            <div className="container container--narrow">
              {/* Rendered on the server from the post's Markdown, with raw HTML escaped. */}
              <div className="legal-article blog-post__body" dangerouslySetInnerHTML={{ __html: data.html }} />
              <footer className="blog-post__footer">
                <ul className="blog-tags" aria-label="Tags">
                  {data.tags.map((t) => (
                    <li key={t.slug}>
                      <Link href={`/blog?tag=${t.slug}`} className="chip">
                        {t.name}
                      </Link>
                    </li>
                  ))}
                </ul>
                <LikeButton post={data} />
              </footer>
              <Link href="/blog" className="btn btn--ghost blog-post__back">
                <ArrowLeft aria-hidden="true" /> All posts
              </Link>
            </div>
          </section>
          {data.related.length > 0 && (
            <section className="section section--muted section--tight" aria-labelledby="related-title">
              <div className="container">
                <h2 id="related-title" className="section-title">
                  Keep reading
                </h2>
                <div className="blog-related">
                  {data.related.map((p) => (
                    <PostCard key={p.slug} post={p} />
                  ))}
                </div>
              </div>
            </section>
          )}
        </>
      )}
    </article>
  );
}

function LikeButton({ post }: { post: BlogPost }) {
  const { user } = useAuth();
  const [, navigate] = useLocation();
  const like = useToggleLike(post.slug);
  const onClick = () => {
    if (!user) {
      navigate(loginHref(window.location.pathname, window.location.search));
      return;
    }
    like.mutate(undefined, {
      onError: (error) => toast.error('Your like was not saved', { description: error instanceof ApiError ? error.message : undefined }),
    });
  };
  return (
    <button
      type="button"
      className={`like-button${post.likedByMe ? ' like-button--on' : ''}`}
      aria-pressed={post.likedByMe}
      aria-label={post.likedByMe ? `Unlike this post (${post.likeCount} likes)` : `Like this post (${post.likeCount} likes)`}
      onClick={onClick}
      disabled={like.isPending}
    >
      <Heart aria-hidden="true" /> <span>{post.likeCount}</span>
    </button>
  );
}
