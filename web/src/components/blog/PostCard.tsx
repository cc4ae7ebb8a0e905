// A blog post as a card: the category colour band stands in for a cover image when the post has none.
import { Plural, Trans } from '@lingui/react/macro';
import { Clock, Heart } from 'lucide-react';
import { Link } from 'wouter';
import type { BlogPostCard } from '../../api/blog.ts';
import { useFormat } from '../../hooks/useFormat.ts';

const BANDS: Record<string, string> = {
  'study-methods': 'linear-gradient(135deg, #4f46e5, #7c3aed)',
  'exam-preparation': 'linear-gradient(135deg, #ea580c, #db2777)',
  'using-studyhall': 'linear-gradient(135deg, #059669, #0891b2)',
};
export const bandOf = (categorySlug: string) => BANDS[categorySlug] ?? 'linear-gradient(135deg, #334155, #64748b)';

export function PostCard({ post, size = 'md' }: { post: BlogPostCard; size?: 'md' | 'lg' }) {
  const format = useFormat();
  return (
    <article className={`post-card post-card--${size}`}>
      <Link href={`/blog/${post.slug}`} className="post-card__cover" style={{ background: post.coverUrl ? undefined : bandOf(post.category.slug) }} tabIndex={-1} aria-hidden="true">
        {post.coverUrl ? <img src={post.coverUrl} alt="" loading="lazy" /> : <span>{post.category.name}</span>}
      </Link>
      <div className="post-card__body">
        <Link href={`/blog/category/${post.category.slug}`} className="post-card__category">
          {post.category.name}
        </Link>
        <h3 className="post-card__title">
          <Link href={`/blog/${post.slug}`}>{post.title}</Link>
        </h3>
        <p className="post-card__excerpt">{post.excerpt}</p>
        <p className="post-card__meta">
          <span>{post.authorName}</span>
          <span aria-hidden="true">·</span>
          <time dateTime={post.publishedAt}>{format.date(post.publishedAt)}</time>
          <span aria-hidden="true">·</span>
          <span>
            <Clock aria-hidden="true" /> <Trans>{post.readingMinutes} min read</Trans>
          </span>
          {post.likeCount > 0 && (
            <span>
              <Heart aria-hidden="true" /> {format.number(post.likeCount)}
              <span className="sr-only">
                {' '}
                <Plural value={post.likeCount} one="like" other="likes" />
              </span>
            </span>
          )}
        </p>
      </div>
    </article>
  );
}
