// A like toggles (spec 001 §4): an existing like is removed, otherwise one is added. The primary key keeps one
// like per user and post; a transaction-scoped lock on the pair makes two quick clicks (two tabs, a double tap)
// toggle twice in order instead of racing to the same answer.
import type { EntityManager } from '@mikro-orm/postgresql';
import { notFound, rows } from '../platform/index.ts';
import { BLOG_MESSAGES } from './contract.ts';
import { VISIBLE } from './blog-queries.ts';

export async function toggleLike(em: EntityManager, slug: string, userId: string): Promise<{ liked: boolean; likeCount: number }> {
  return em.transactional(async (tx) => {
    const [post] = await rows(tx, `select p.id from blog_posts p where p.slug = ? and ${VISIBLE}`, [slug]);
    if (!post) throw notFound(BLOG_MESSAGES.postNotFound);
    await rows(tx, `select pg_advisory_xact_lock(hashtextextended(?, 0))`, [`blog-like:${post.id}:${userId}`]);
    const removed = await rows(tx, 'delete from blog_post_likes where post_id = ? and user_id = ? returning 1', [post.id, userId]);
    if (!removed.length) await rows(tx, 'insert into blog_post_likes (post_id, user_id) values (?, ?)', [post.id, userId]);
    const [{ count }] = (await rows(tx, 'select count(*)::int as count from blog_post_likes where post_id = ?', [post.id])) as [
      { count: number },
    ];
    return { liked: !removed.length, likeCount: count };
  });
}
