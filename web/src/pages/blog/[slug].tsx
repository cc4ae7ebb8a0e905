// /blog/{slug}: one post with its sections, tags, likes (a like toggles; guests are asked to sign in) and related
// posts. An unknown or not yet published post is a 404.
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
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
import { useFormat } from '../../hooks/useFormat.ts';
import { usePageMeta } from '../../hooks/usePageMeta.ts';
import { loginHref } from '../../lib/auth-routes.ts';
import NotFoundPage from '../not-found.tsx';

export default function BlogPostPage() {
  const { slug = '' } = useParams<{ slug: string }>();
  const post = useBlogPost(slug);
  const { t } = useLingui();
  const format = useFormat();
  usePageMeta({ title: post.data?.title ?? t`Blog`, description: post.data?.excerpt });
  if (isNotFound(post.error)) return <NotFoundPage title={t`We couldn’t find that post`} />;
  if (post.isError) return <EmptyState icon={Clock} title={t`This post could not be loaded`} text={t`Please try again in a moment.`} />;
  const data = post.data;
  return (
    <article className="blog-post">
      <header className="page-header blog-post__header">
        <div className="container container--narrow">
          <Breadcrumbs
            items={[
              { label: t`Home`, href: '/' },
              { label: t`Blog`, href: '/blog' },
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
                <span>
                  <Trans>By {data.authorName}</Trans>
                </span>
                <span>
                  <CalendarDays aria-hidden="true" /> <time dateTime={data.publishedAt}>{format.date(data.publishedAt)}</time>
                </span>
                <span>
                  <Clock aria-hidden="true" /> <Trans>{data.readingMinutes} min read</Trans>
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
                <ul className="blog-tags" aria-label={t`Tags`}>
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
                <ArrowLeft aria-hidden="true" /> <Trans>All posts</Trans>
              </Link>
            </div>
          </section>
          {data.related.length > 0 && (
            <section className="section section--muted section--tight" aria-labelledby="related-title">
              <div className="container">
                <h2 id="related-title" className="section-title">
                  <Trans>Keep reading</Trans>
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
  const { t } = useLingui();
  const likes = post.likeCount;
  const onClick = () => {
    if (!user) {
      navigate(loginHref(window.location.pathname, window.location.search));
      return;
    }
    like.mutate(undefined, {
      onError: (error) => toast.error(t`Your like was not saved`, { description: error instanceof ApiError ? error.message : undefined }),
    });
  };
  return (
    <button
      type="button"
      className={`like-button${post.likedByMe ? ' like-button--on' : ''}`}
      aria-pressed={post.likedByMe}
      aria-label={
        post.likedByMe
          ? t`Unlike this post (${plural(likes, { one: '# like', other: '# likes' })})`
          : t`Like this post (${plural(likes, { one: '# like', other: '# likes' })})`
      }
      onClick={onClick}
      disabled={like.isPending}
    >
      <Heart aria-hidden="true" /> <span>{post.likeCount}</span>
    </button>
  );
}
