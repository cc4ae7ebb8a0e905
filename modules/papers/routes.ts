
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

const REFERENCES_HEADING: Record<CitationStyle, string> = { APA_7: 'References', MLA: 'Works Cited', CHICAGO: 'References', HARVARD: 'Reference list' };

export function mountPapersRoutes(api: ApiRouter, platform: Platform) {
  api.add({ ...r.list, summary: 'Your papers, most recently changed first' }, ({ user, em, query }) => listPapers(em, user.id, query));
  api.add({ ...r.create, summary: 'A new paper from the AI Writer form (version 1 if it comes with content)' }, ({ user, em, body }) =>
    createPaper(platform, em, user.id, body),
  );
  api.add({ ...r.fromEditor, summary: 'The XY Editor auto-create: a draft paper/editing with version 1 from the first text typed' }, ({ user, em, body }) =>
    createFromEditor(platform, em, user.id, body.content),
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
  api.add({ ...r.get, summary: 'One of your papers' }, async ({ user, ctx, em, params }) => {
    ctx.set('Cache-Control', 'no-store');
    return paperOf(await ownPaper(em, user.id, params.id));
  });
  api.add({ ...r.save, summary: 'Save based on a version: changed content becomes the next version; a stale base is 409' }, ({ user, em, params, body }) =>
    savePaper(platform, em, user.id, params.id, body),
  );
  api.add({ ...r.remove, summary: 'Delete your paper and its versions' }, async ({ user, em, params }) => {
    await deletePaper(platform, em, user.id, params.id);
    return { deleted: true as const };
  });
  api.add({ ...r.versions, summary: "The paper's versions, newest first" }, ({ user, em, params }) => listVersions(em, user.id, params.id));
  api.add({ ...r.version, summary: 'One version and its diff against the one before' }, ({ user, em, params }) =>
    readVersion(em, user.id, params.id, params.number),
  );
  api.add({ ...r.restore, status: 200, summary: 'Restore a version: its content becomes a new version' }, async ({ user, em, params, body }) => {
    const paper = await restoreVersion(platform, em, user.id, params.id, params.number, body.baseVersion);
    return paper;
  });
  api.add({ ...r.references, summary: 'The references of the paper’s sources in its citation style' }, async ({ user, em, params }) => {
    const paper = paperOf(await ownPaper(em, user.id, params.id));
    return { style: paper.citationStyle, items: await paperReferences(platform, em, user.id, paper) };
  });
  api.add({ ...r.export }, async ({ user, ctx, em, params, query }) => {
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
  api.add({ ...r.generate, status: 202, summary: 'Generate a draft or a section: 10 points per 100 words, charged now, written by the worker' }, ({ user, em, params, body }) =>
    requestDraft(platform, em, user.id, params.id, body),
  );
  api.add({ ...r.referenceSearch, status: 202, summary: 'Find marketplace documents and passages related to the paper (5 points)' }, ({ user, em, params, body }) =>
    requestReferenceSearch(platform, em, user.id, params.id, body),
  );
  api.add({ ...r.editorAction, status: 202, summary: 'A toolbar action on the selected text (3 or 10 points)' }, ({ user, em, body }) =>
    requestEditorAction(platform, em, user.id, body),
  );

  api.add({ ...a.list, summary: 'Every paper, newest change first; filter by owner or title/email text' }, ({ em, query }) => {
    return listAllPapers(em, query);
  });
  api.add({ ...a.reassign, status: 200, summary: 'Give a paper to another user (audited)' }, async ({ user: admin, em, params, body }) => {
    const paper = await reassignPaper(em, { adminId: admin.id, reason: body.reason, paperId: params.id, email: body.email });
    return paper;
  });
  api.add({ ...a.remove, status: 200, summary: 'Delete a paper (audited)' }, async ({ user, em, params, body }) => {
    const deleted = await deletePapers(platform, em, { adminId: user.id, reason: body.reason, ids: [params.id] });
    if (!deleted) throw new HttpError(404, 'not_found', M.notFound);
    return { deleted };
  });
  api.add({ ...a.bulkRemove, status: 200, summary: 'Delete several papers (each audited)' }, async ({ user, em, body }) => {
    return { deleted: await deletePapers(platform, em, { adminId: user.id, reason: body.reason, ids: body.ids }) };
  });
}
