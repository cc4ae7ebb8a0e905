// /api/content: the legal pages and the help centre's FAQ. Public, and cacheable: they change with a deploy.
import type { Context } from 'koa';
import { type ApiRouter, apiLanguage, clientIp, ipRateKey, notFound, type Platform } from '../platform/index.ts';
import { adminListPosts, adminPost, adminSavePost } from './blog-admin.ts';
import { toggleLike } from './blog-likes.ts';
import { deletePost, readingMinutes } from './blog-posts.ts';
import * as blog from './blog-queries.ts';
import { receiveContactMessage } from './contact.ts';
import {
  BLOG_MESSAGES, blogAdminRoutes as a, blogRoutes as b, CONTACT_MESSAGES, type ContentLanguage, contentRoutes as r, FAQ_CATEGORIES, FORM_MESSAGES,
  formRoutes as f,
} from './contract.ts';
import { faqCategoryNames, faqEntries } from './faq.ts';
import { actOnLegalNotice, listLegalNotices, receiveLegalNotice } from './legal-notices.ts';
import { legalPageBySlug, listLegalPages } from './legal-pages.ts';
import { renderMarkdown } from './markdown.ts';
import { applyForScholarship, listScholarshipApplications, setScholarshipStatus } from './scholarships.ts';

const cacheFor = (ctx: { set: (k: string, v: string) => void }) => ctx.set('Cache-Control', 'public, max-age=300');
/** Spec 001 §9: blog requests are cached 5000 ms. */
const blogCache = (ctx: { set: (k: string, v: string) => void }) => ctx.set('Cache-Control', 'public, max-age=5');

/**
 * The language of a legal page or the help centre: the page's, which the web app sends as `?lang=` (so each language
 * has its own cacheable address, and a server render of `/legal/terms?lang=de` gets German before the cookie is set);
 * else the request's, and then the answer varies on what decided it.
 */
function contentLanguage(ctx: Context, query: { lang?: ContentLanguage }): ContentLanguage {
  if (query.lang) return query.lang;
  ctx.vary('Cookie');
  ctx.vary('Accept-Language');
  return apiLanguage(ctx);
}

export function mountContentRoutes(api: ApiRouter, platform: Platform) {
  api.add({ ...r.legalPages, summary: 'The legal pages, with when each last changed, in the language asked for' }, ({ ctx, query }) => {
    const language = contentLanguage(ctx, query);
    cacheFor(ctx);
    return { items: listLegalPages(language) };
  });
  api.add({ ...r.legalPage, summary: 'One legal page, rendered in the language asked for, else in English' }, ({ ctx, params, query }) => {
    const page = legalPageBySlug(params.slug, contentLanguage(ctx, query));
    if (!page) throw notFound('Page not found');
    cacheFor(ctx);
    return page;
  });
  api.add({ ...r.faq, summary: 'The help centre questions and answers, by category, in the language asked for' }, ({ ctx, query }) => {
    const language = contentLanguage(ctx, query);
    cacheFor(ctx);
    return { language, categories: [...FAQ_CATEGORIES], categoryNames: faqCategoryNames(language), items: faqEntries(language) };
  });
  api.add({ ...r.contact, status: 202, summary: 'A message to support; the sender gets a receipt' }, async ({ ctx, em, body }) => {
    await receiveContactMessage(em, platform.mailer, body, { ip: ipRateKey(clientIp(ctx)), userId: ctx.state.user?.id ?? null });
    // 202: accepted for the team to answer (the router would say 201, but nothing addressable was created).
    return { received: true as const, message: CONTACT_MESSAGES.received };
  });
  // The scholarship and legal-notice forms answer like the contact form: 202, and the same for a filled honeypot.
  const sender = (ctx: Parameters<typeof clientIp>[0] & { state: { user?: { id: string } } }) => ({ ip: ipRateKey(clientIp(ctx)), userId: ctx.state.user?.id ?? null });
  api.add({ ...f.apply, status: 202, summary: 'Apply for the Studyhall Scholarship; the applicant gets a receipt' }, async ({ ctx, em, body }) => {
    await applyForScholarship(em, platform.mailer, body, sender(ctx));
    return { received: true as const, message: FORM_MESSAGES.applicationReceived };
  });
  api.add({ ...f.notice, status: 202, summary: 'A notice-and-takedown request or a complaint; the sender gets a receipt' }, async ({ ctx, em, body }) => {
    await receiveLegalNotice(em, platform, body, sender(ctx));
    return { received: true as const, message: FORM_MESSAGES.noticeReceived };
  });
  api.add({ ...f.scholarships, summary: 'Scholarship applications, newest first; by status or applicant' }, ({ em, query }) => {
    return listScholarshipApplications(em, query);
  });
  api.add({ ...f.scholarshipStatus, status: 200, summary: 'Shortlist, award or decline an application; audited with the reason' }, async ({ user: admin, em, params, body }) => {
    return await setScholarshipStatus(em, { id: params.id, status: body.status, reason: body.reason, adminId: admin.id });
  });
  api.add({ ...f.notices, summary: 'Takedown notices and complaints, newest first; by status, kind or sender' }, ({ em, query }) => {
    return listLegalNotices(em, query);
  });
  api.add({ ...f.noticeAction, status: 200, summary: 'Change the state, take the document down, or reply by mail; audited' }, async ({ user: admin, em, params, body }) => {
    return await actOnLegalNotice(platform, em, params.id, body, admin.id);
  });

  api.add({ ...b.posts, summary: 'Published posts, newest first; by category, tag or title words' }, async ({ ctx, em, query }) => {
    blogCache(ctx);
    return blog.listPosts(em, query);
  });
  api.add({ ...b.featured, summary: 'The three featured posts' }, async ({ ctx, em }) => {
    blogCache(ctx);
    return { items: await blog.featuredPosts(em) };
  });
  api.add({ ...b.recent, summary: 'The ten newest posts' }, async ({ ctx, em }) => {
    blogCache(ctx);
    return { items: await blog.recentPosts(em) };
  });
  api.add({ ...b.categories, summary: 'Categories by name, with published post counts' }, async ({ ctx, em }) => {
    blogCache(ctx);
    return { items: await blog.blogCategories(em) };
  });
  api.add({ ...b.category, summary: 'One category' }, async ({ em, params }) => {
    return (await blog.blogCategoryBySlug(em, params.slug)) ?? Promise.reject(notFound(BLOG_MESSAGES.categoryNotFound));
  });
  api.add({ ...b.tags, summary: 'The ten most used tags' }, async ({ ctx, em }) => {
    blogCache(ctx);
    return { items: await blog.popularTags(em) };
  });
  // Not cached: it says whether this reader liked the post.
  api.add({ ...b.post, summary: 'One published post with related posts' }, async ({ ctx, em, params }) => {
    const post = await blog.postBySlug(em, params.slug, ctx.state.user?.id ?? null);
    if (!post) throw notFound(BLOG_MESSAGES.postNotFound);
    return post;
  });
  api.add({ ...b.like, status: 200, summary: 'Like a post, or take the like back' }, async ({ user, em, params }) => {
    return await toggleLike(em, params.slug, user.id);
  });

  // --- blog management (admins only; never cached) ---

  api.add({ ...a.list, summary: 'Every post, any status, recently edited first; by title words, status or category' }, ({ em, query }) => {
    return adminListPosts(em, query);
  });
  api.add({ ...a.show, summary: 'One post with its Markdown, for the editor' }, ({ em, params }) => {
    return adminPost(em, params.id);
  });
  api.add({ ...a.create, summary: 'Write a post: draft, scheduled or published' }, ({ user: admin, em, body }) => {
    return adminSavePost(em, body, admin);
  });
  api.add({ ...a.update, summary: 'Edit a post; its author stays who wrote it' }, ({ user: admin, em, params, body }) => {
    return adminSavePost(em, body, admin, params.id);
  });
  api.add({ ...a.remove, summary: 'Delete a post with its likes' }, async ({ em, params }) => {
    if (!(await deletePost(em, params.id))) throw notFound(BLOG_MESSAGES.postNotFound);
    return { deleted: true as const };
  });
  api.add({ ...a.preview, status: 200, summary: 'Markdown rendered exactly as the post page will show it' }, ({ body }) => {
    return { ...renderMarkdown(body.markdown), readingMinutes: readingMinutes(body.markdown) };
  });
}
