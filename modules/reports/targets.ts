// What a report points at, read through the owning modules' public faces: whether it exists, what to call it,
// where its public page is and whose it is.
import type { EntityManager } from '@mikro-orm/postgresql';
import { documentForSale, reviewForReport } from '../documents/index.ts';
import { deckForReport } from '../flashcards/index.ts';
import { questionForReport } from '../homework/index.ts';
import type { ReportTarget } from './contract.ts';

export type TargetInfo = { title: string; href: string | null; ownerId: string | null; isPublic: boolean };

export async function targetInfo(em: EntityManager, type: ReportTarget, id: string): Promise<TargetInfo | null> {
  switch (type) {
    case 'document': {
      const doc = await documentForSale(em, id);
      return doc ? { title: doc.title, href: `/documents/${doc.slug}`, ownerId: doc.userId, isPublic: doc.status === 'approved' } : null;
    }
    case 'question': {
      const q = await questionForReport(em, id);
      return q ? { title: q.title, href: q.isPublic ? `/ai-homework-helper/${q.slug}` : null, ownerId: q.userId, isPublic: q.isPublic } : null;
    }
    case 'review': {
      const r = await reviewForReport(em, id);
      return r
        ? { title: `${r.rating}★ review on “${r.document.title}”: ${r.comment || '(no text)'}`, href: `/documents/${r.document.slug}`, ownerId: r.userId, isPublic: true }
        : null;
    }
    case 'deck': {
      const d = await deckForReport(em, id);
      return d ? { title: `Flashcard deck “${d.title}”`, href: d.isPublic ? `/flashcards/${d.slug}` : null, ownerId: d.ownerId, isPublic: d.isPublic } : null;
    }
  }
}
