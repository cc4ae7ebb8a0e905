// Koa routes of /api/papers (the owner's papers, versions, export and AI requests) and /api/admin/papers (admins).
// Guests are turned away before their input is read, with the spec's words; another user's paper is 404.
import type { Context, Middleware, Next } from 'koa';
import { requireAdmin, requireUser } from '../accounts/index.ts';
import { aiPrices, aiProviderOf, quote, quoteNow } from '../ai/index.ts';
import { type ApiRouter, HttpError, type Platform } from '../platform/index.ts';
import { deletePapers, listAllPapers, reassignPaper } from './admin.ts';
import { requestDraft, requestEditorAction, requestReferenceSearch } from './ai-requests.ts';
import { adminPapersRoutes as a, type CitationStyle, editorActions, PAPER_MESSAGES as M, papersRoutes as r } from './contract.ts';
import { editorActionCost } from './editor-tool.ts';
import { paperDocx, paperPdf } from './export.ts';
import {
  createFromEditor, createPaper, deletePaper, listPapers, listVersions, ownPaper, paperOf, readVersion, restoreVersion, savePaper,
} from './papers.ts';
import { paperReferences } from './references.ts';

const PUBLIC = new Set(['/api/papers/costs', '/api/papers/quote']);

export function papersGuard(): Middleware {
  return (ctx: Context, next: Next) => {
    if (ctx.path.startsWith('/api/admin/papers')) requireAdmin(ctx);
    else if (ctx.path.startsWith('/api/papers') && !PUBLIC.has(ctx.path) && !ctx.state.user) throw new HttpError(401, 'unauthenticated', M.mustSignIn);
    return next();
  };
}

const REFERENCES_HEADING: Record<CitationStyle, string> = { APA_7: 'References', MLA: 'Works Cited', CHICAGO: 'References', HARVARD: 'Reference list' };

function accepted(ctx: Context, value: unknown): undefined {
  ctx.status = 202;
  ctx.body = value;
  return undefined;
}

export function mountPapersRoutes(api: ApiRouter, platform: Platform) {
  api.add({ ...r.list, summary: 'Your papers, most recently changed first' }, ({ ctx, em, query }) => listPapers(em, requireUser(ctx).id, query));
  api.add({ ...r.create, summary: 'A new paper from the AI Writer form (version 1 if it comes with content)' }, ({ ctx, em, body }) =>
    createPaper(platform, em, requireUser(ctx).id, body),
  );
  api.add({ ...r.fromEditor, summary: 'The XY Editor auto-create: a draft paper/editing with version 1 from the first text typed' }, ({ ctx, em, body }) =>
    createFromEditor(platform, em, requireUser(ctx).id, body.content),
  );
  api.add({ ...r.costs, summary: 'The points each writer and editor action costs (spec 001 §9), and which AI answers' }, async ({ em }) => {
    const prices = await aiPrices(em);
    return {
      provider: aiProviderOf(platform).provider,
      perHundredWords: quote(prices, 'word-generation', { words: 100 }),
      referenceSearch: quote(prices, 'reference-search', { references: 1 }),
      actions: Object.fromEntries(editorActions.map((action) => [action, editorActionCost(prices, action)])),
    };
  });
  api.add({ ...r.quote, summary: 'The points a draft of this many words costs' }, async ({ em, query }) => ({ points: await quoteNow(em, 'word-generation', { words: query.words }) }));
  api.add({ ...r.get, summary: 'One of your papers' }, async ({ ctx, em, params }) => {
    ctx.set('Cache-Control', 'no-store');
    return paperOf(await ownPaper(em, requireUser(ctx).id, params.id));
  });
  api.add({ ...r.save, summary: 'Save based on a version: changed content becomes the next version; a stale base is 409' }, ({ ctx, em, params, body }) =>
    savePaper(platform, em, requireUser(ctx).id, params.id, body),
  );
  api.add({ ...r.remove, summary: 'Delete your paper and its versions' }, async ({ ctx, em, params }) => {
    await deletePaper(platform, em, requireUser(ctx).id, params.id);
    return { deleted: true as const };
  });
  api.add({ ...r.versions, summary: "The paper's versions, newest first" }, ({ ctx, em, params }) => listVersions(em, requireUser(ctx).id, params.id));
  api.add({ ...r.version, summary: 'One version and its diff against the one before' }, ({ ctx, em, params }) =>
    readVersion(em, requireUser(ctx).id, params.id, params.number),
  );
  api.add({ ...r.restore, summary: 'Restore a version: its content becomes a new version' }, async ({ ctx, em, params, body }) => {
    const paper = await restoreVersion(platform, em, requireUser(ctx).id, params.id, params.number, body.baseVersion);
    ctx.status = 200;
    ctx.body = paper;
    return undefined;
  });
  api.add({ ...r.references, summary: 'The references of the paper’s sources in its citation style' }, async ({ ctx, em, params }) => {
    const user = requireUser(ctx);
    const paper = paperOf(await ownPaper(em, user.id, params.id));
    return { style: paper.citationStyle, items: await paperReferences(platform, em, user.id, paper) };
  });
  api.add({ ...r.export }, async ({ ctx, em, params, query }) => {
    const user = requireUser(ctx);
    const paper = paperOf(await ownPaper(em, user.id, params.id));
    const input = {
      title: paper.title, content: paper.content, references: await paperReferences(platform, em, user.id, paper),
      referencesHeading: REFERENCES_HEADING[paper.citationStyle],
    };
    const name = paper.title.replace(/[^\p{L}\p{N} _-]+/gu, '').trim().slice(0, 80) || 'paper';
    ctx.set('Content-Disposition', `attachment; filename="${encodeURIComponent(name)}.${query.format}"`);
    ctx.type = query.format === 'docx' ? 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' : 'application/pdf';
    ctx.body = query.format === 'docx' ? await paperDocx(input) : await paperPdf(input);
    return undefined;
  });
  api.add({ ...r.generate, summary: 'Generate a draft or a section: 10 points per 100 words, charged now, written by the worker' }, async ({ ctx, em, params, body }) =>
    accepted(ctx, await requestDraft(platform, em, requireUser(ctx).id, params.id, body)),
  );
  api.add({ ...r.referenceSearch, summary: 'Find marketplace documents and passages related to the paper (5 points)' }, async ({ ctx, em, params, body }) =>
    accepted(ctx, await requestReferenceSearch(platform, em, requireUser(ctx).id, params.id, body)),
  );
  api.add({ ...r.editorAction, summary: 'A toolbar action on the selected text (3 or 10 points)' }, async ({ ctx, em, body }) =>
    accepted(ctx, await requestEditorAction(platform, em, requireUser(ctx).id, body)),
  );

  api.add({ ...a.list, summary: 'Every paper, newest change first; filter by owner or title/email text' }, ({ ctx, em, query }) => {
    requireAdmin(ctx);
    return listAllPapers(em, query);
  });
  api.add({ ...a.reassign, summary: 'Give a paper to another user (audited)' }, async ({ ctx, em, params, body }) => {
    const admin = requireAdmin(ctx);
    const paper = await reassignPaper(em, { adminId: admin.id, reason: body.reason, paperId: params.id, email: body.email });
    ctx.status = 200;
    ctx.body = paper;
    return undefined;
  });
  api.add({ ...a.remove, summary: 'Delete a paper (audited)' }, async ({ ctx, em, params, body }) => {
    const deleted = await deletePapers(platform, em, { adminId: requireAdmin(ctx).id, reason: body.reason, ids: [params.id] });
    if (!deleted) throw new HttpError(404, 'not_found', M.notFound);
    ctx.status = 200;
    ctx.body = { deleted };
    return undefined;
  });
  api.add({ ...a.bulkRemove, summary: 'Delete several papers (each audited)' }, async ({ ctx, em, body }) => {
    ctx.status = 200;
    ctx.body = { deleted: await deletePapers(platform, em, { adminId: requireAdmin(ctx).id, reason: body.reason, ids: body.ids }) };
    return undefined;
  });
}
