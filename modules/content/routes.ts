// /api/content: the legal pages and the help centre's FAQ. Public, and cacheable: they change with a deploy.
import { type ApiRouter, notFound, type Platform } from '../platform/index.ts';
import { receiveContactMessage } from './contact.ts';
import { CONTACT_MESSAGES, contentRoutes as r, FAQ_CATEGORIES } from './contract.ts';
import { faqEntries } from './faq.ts';
import { legalPageBySlug, listLegalPages } from './legal-pages.ts';

const cacheFor = (ctx: { set: (k: string, v: string) => void }) => ctx.set('Cache-Control', 'public, max-age=300');

export function mountContentRoutes(api: ApiRouter, platform: Platform) {
  api.add({ ...r.legalPages, summary: 'The legal pages, with when each last changed' }, ({ ctx }) => {
    cacheFor(ctx);
    return { items: listLegalPages() };
  });
  api.add({ ...r.legalPage, summary: 'One legal page, rendered' }, ({ ctx, params }) => {
    const page = legalPageBySlug(params.slug);
    if (!page) throw notFound('Page not found');
    cacheFor(ctx);
    return page;
  });
  api.add({ ...r.faq, summary: 'The help centre questions and answers, by category' }, ({ ctx }) => {
    cacheFor(ctx);
    return { categories: [...FAQ_CATEGORIES], items: faqEntries() };
  });
  api.add({ ...r.contact, summary: 'A message to support; the sender gets a receipt' }, async ({ ctx, em, body }) => {
    await receiveContactMessage(em, platform.mailer, body, { ip: ctx.ip || 'unknown', userId: ctx.state.user?.id ?? null });
    // 202: accepted for the team to answer (the router would say 201, but nothing addressable was created).
    ctx.status = 202;
    ctx.body = { received: true as const, message: CONTACT_MESSAGES.received };
  });
}
