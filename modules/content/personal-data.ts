// What content keeps about a user when their account is exported or deleted: their blog likes, the scholarship
// applications and legal notices (takedown requests, complaints) they sent, signed in or not (the address they
// gave is theirs), and the messages they wrote through the contact form (in the mail outbox, Reply-To them).
// Deletion deletes all of it: the forms are the sender's words, and what an admin decided on them stays in the
// admin audit log. Posts an admin wrote keep their byline.
import { profileById } from '../accounts/index.ts';
import { type PersonalDataPort, type Platform, rows } from '../platform/index.ts';
import { iso } from './blog-queries.ts';

const CONTACT_KIND = 'content.contact-message';
/** The forms' rows of a user: sent while signed in, or with their address (the address is lower case on users). */
const SENT_BY = '(user_id = ? or lower(email) = ?)';

const dated = (list: Record<string, any>[]) => list.map((r) => ({ ...r, created_at: iso(r.created_at), updated_at: iso(r.updated_at) }));

export const contentPersonalData = (platform: Platform): PersonalDataPort => ({
  export: async (em, userId) => {
    const email = (await profileById(em, userId))?.email ?? '';
    return {
      blogLikes: await rows(em, 'select l.post_id, p.slug, l.created_at from blog_post_likes l join blog_posts p on p.id = l.post_id where l.user_id = ? order by l.created_at', [userId]),
      scholarshipApplications: dated(
        await rows(em, `select id, name, email, university, course, essay, status, created_at, updated_at from scholarship_applications where ${SENT_BY} order by created_at`, [userId, email]),
      ),
      legalNotices: dated(
        await rows(em, `select id, kind, name, email, concerns, claim, good_faith, document_id, status, created_at, updated_at from legal_notices where ${SENT_BY} order by created_at`, [userId, email]),
      ),
      contactMessages: email ? (await platform.mailer.about(em, email)).filter((m) => m.kind === CONTACT_KIND).map(({ id, subject, text, createdAt }) => ({ id, subject, text, createdAt })) : [],
    };
  },
  erase: async (em, userId) => {
    const email = (await profileById(em, userId))?.email ?? '';
    await rows(em, 'delete from blog_post_likes where user_id = ?', [userId]);
    await rows(em, `delete from scholarship_applications where ${SENT_BY}`, [userId, email]);
    await rows(em, `delete from legal_notices where ${SENT_BY}`, [userId, email]);
    // The contact messages go with the rest of the mail about the address, when accounts erases it (mailer.forget).
  },
});
