// A user's blog likes when their account is exported or deleted. Posts an admin wrote keep their byline.
import type { PersonalDataPort } from '../platform/index.ts';
import { rows } from './blog-queries.ts';

export const contentPersonalData = (): PersonalDataPort => ({
  export: async (em, userId) => ({
    blogLikes: await rows(em, 'select p.slug, l.created_at from blog_post_likes l join blog_posts p on p.id = l.post_id where l.user_id = ? order by l.created_at', [userId]),
  }),
  erase: async (em, userId) => {
    await rows(em, 'delete from blog_post_likes where user_id = ?', [userId]);
  },
});
