// The papers' AI requests: each checks the paper is the user's, gathers its usable sources, and asks the AI
// platform in one transaction (the charge, the action and its job commit together; a retried key charges once).
import type { EntityManager } from '@mikro-orm/postgresql';
import { ensureDocumentIndexed, keyTerms, requestAiAction } from '../ai/index.ts';
import { documentForChat } from '../documents/index.ts';
import { type Platform, uuidv7 } from '../platform/index.ts';
import type { EditorAction } from './contract.ts';
import { editorActionTool } from './editor-tool.ts';
import { ownPaper } from './papers.ts';
import { referenceSearchTool } from './reference-search-tool.ts';
import { plainText } from './text.ts';
import { type WriterInput, writerTool } from './writer-tool.ts';
import type { Row } from './db.ts';

/** The paper's chosen documents the user may still use and that are ready to read, indexed for retrieval. */
async function readySources(tx: EntityManager, userId: string, paper: Row): Promise<{ id: string; title: string }[]> {
  const out: { id: string; title: string }[] = [];
  for (const id of paper.sources.references.files as string[]) {
    const doc = await documentForChat(tx, userId, id);
    if (doc?.processing !== 'ready') continue;
    await ensureDocumentIndexed(tx, id);
    out.push({ id, title: doc.title });
  }
  return out;
}

const requested = ({ actionId, points }: { actionId: string; points: number }) => ({ actionId, points });

export function requestDraft(platform: Platform, em: EntityManager, userId: string, paperId: string, body: { words: number; section?: string; key?: string; points?: number }) {
  return em.transactional(async (tx) => {
    const paper = await ownPaper(tx, userId, paperId);
    const input: WriterInput = {
      paperId, title: paper.title, paperType: paper.paper_type.mainType, level: paper.level, instructions: paper.instructions, section: body.section || undefined,
      words: body.words, inlineCitation: paper.sources.inlineCitation, sources: await readySources(tx, userId, paper),
    };
    return requested(await requestAiAction(platform, tx, { tool: writerTool.name, userId, input, key: `paper-writer:${paperId}:${body.key ?? uuidv7()}`, quotedPoints: body.points }));
  });
}

export function requestReferenceSearch(platform: Platform, em: EntityManager, userId: string, paperId: string, body: { query?: string; key?: string; points?: number }) {
  return em.transactional(async (tx) => {
    const paper = await ownPaper(tx, userId, paperId);
    const terms = keyTerms([paper.title, plainText(paper.content)], 4);
    const input = { paperId, query: body.query || paper.title, terms };
    return requested(await requestAiAction(platform, tx, { tool: referenceSearchTool.name, userId, input, key: `paper-references:${paperId}:${body.key ?? uuidv7()}`, quotedPoints: body.points }));
  });
}

export function requestEditorAction(
  platform: Platform,
  em: EntityManager,
  userId: string,
  body: { action: EditorAction; selection: string; query?: string; paperId?: string; key?: string; points?: number },
) {
  return em.transactional(async (tx) => {
    const sources = body.paperId ? await readySources(tx, userId, await ownPaper(tx, userId, body.paperId)) : [];
    const input = { action: body.action, selection: body.selection, query: body.query, sourceIds: sources.map((s) => s.id) };
    return requested(await requestAiAction(platform, tx, { tool: editorActionTool.name, userId, input, key: `xy-editor:${body.key ?? uuidv7()}`, quotedPoints: body.points }));
  });
}
