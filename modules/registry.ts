// The composition root's list: every module, in dependency order. Entry points (api, worker, cli, tests)
// take it from here; platform/ never imports a module.
import { migrations } from '../migrations/index.ts';
import { accountsModule, profileByEmail, recordAdminAction, setUserAdminPort } from './accounts/index.ts';
import { AI_PRICE_SETTINGS, aiModule } from './ai/index.ts';
import { catalogueModule, setCatalogueAdminPort } from './catalogue/index.ts';
import { contentModule } from './content/index.ts';
import { docChatModule } from './docchat/index.ts';
import { emailsModule } from './emails/index.ts';
import { documentForSale, documentsModule, setAccessPort, setTextSearch, uploadedDocumentCount } from './documents/index.ts';
import { deckForStudy, flashcardsModule } from './flashcards/index.ts';
import { homeworkModule } from './homework/index.ts';
import { integrityModule } from './integrity/index.ts';
import { notificationsModule } from './notifications/index.ts';
import { overviewModule } from './overview/index.ts';
import { papersModule } from './papers/index.ts';
import type { StudyhallModule } from './platform/index.ts';
import { paymentsModule } from './payments/index.ts';
import { reportsModule } from './reports/index.ts';
import { searchDocumentText, searchModule } from './search/index.ts';
import { registerSettings, settingsModule } from './settings/index.ts';
import { subscriptionsModule } from './subscriptions/index.ts';
import { setDeckResolver, testPrepModule } from './testprep/index.ts';
import { acquiredDocumentIds, balanceOf, catalogFromLookup, credit, documentAccess, setDocumentCatalog, walletModule } from './wallet/index.ts';

export const modules: StudyhallModule[] = [
  catalogueModule, accountsModule, settingsModule, documentsModule, walletModule, paymentsModule, subscriptionsModule, searchModule, aiModule,
  docChatModule, homeworkModule, flashcardsModule, testPrepModule, papersModule, integrityModule, contentModule, reportsModule, emailsModule,
  notificationsModule,
  overviewModule,
];
export { migrations };

// The AI module's prices are settings an admin changes; the settings module stores and audits them, knowing no rule.
registerSettings(AI_PRICE_SETTINGS);
// The wallet sells documents and the documents module asks who may open one; neither imports the other.
setDocumentCatalog(catalogFromLookup(documentForSale));
setAccessPort(documentAccess);
// The catalogue's text filter (/documents?q=) uses the search engine; documents does not import search.
setTextSearch(searchDocumentText);
// The admin Users panel shows points and activity and grants points; accounts sits below both modules it asks.
setUserAdminPort({
  pointsBalance: async (em, userId) => (await balanceOf(em, userId)).balance,
  counts: async (em, userId) => {
    const [documents, acquired] = await Promise.all([uploadedDocumentCount(em, userId), acquiredDocumentIds(em, userId)]);
    return { documents, orders: acquired.length };
  },
  // The wallet's grant: an `earned` credit keyed `admin-grant:{key}`, as `studyhall wallet grant` does.
  grantPoints: async (em, input) => {
    const result = await credit(em, {
      userId: input.userId,
      amount: input.points,
      description: `Granted by an admin: ${input.reason}`,
      metadata: { reason: input.reason, by: input.by },
      idempotencyKey: `admin-grant:${input.idempotencyKey}`,
    });
    // A credit is never refused, so it always names its ledger row.
    return { transactionId: result.transactionId!, replayed: result.outcome === 'replayed' };
  },
});
// The catalogue's admin commands and routes need the admin lookup and the audit log; accounts sits above the catalogue.
setCatalogueAdminPort({
  record: recordAdminAction,
  activeAdminByEmail: async (em, email) => {
    const found = await profileByEmail(em, email);
    return found?.role === 'admin' && found.status === 'active' ? { id: found.id } : null;
  },
});
// Test Prep plans take the user's own flashcard decks (made or copied); every deck is an AI text source under its
// id, one page per card, indexed by flashcards whenever its cards change.
setDeckResolver({
  resolve: async (em, userId, id) => {
    const deck = await deckForStudy(em, userId, id);
    return deck && { title: deck.title, state: deck.ready ? 'ready' : 'processing', pageCount: deck.cardCount, href: `/dashboard/ai-flashcard-maker/deck/${id}` };
  },
  ensureIndexed: async () => {},
});
