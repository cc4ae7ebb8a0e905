// The composition root's list: every module, in dependency order. Entry points (api, worker, cli, tests)
// take it from here; platform/ never imports a module.
import { migrations } from '../migrations/index.ts';
import { accountsModule, setUserAdminPort } from './accounts/index.ts';
import { aiModule } from './ai/index.ts';
import { catalogueModule } from './catalogue/index.ts';
import { contentModule } from './content/index.ts';
import { docChatModule } from './docchat/index.ts';
import { documentForSale, documentsModule, setAccessPort, setTextSearch, uploadedDocumentCount } from './documents/index.ts';
import { homeworkModule } from './homework/index.ts';
import { notificationsModule } from './notifications/index.ts';
import type { StudyhallModule } from './platform/index.ts';
import { paymentsModule } from './payments/index.ts';
import { searchDocumentText, searchModule } from './search/index.ts';
import { acquiredDocumentIds, balanceOf, catalogFromLookup, credit, documentAccess, setDocumentCatalog, walletModule } from './wallet/index.ts';

export const modules: StudyhallModule[] = [
  catalogueModule, accountsModule, documentsModule, walletModule, paymentsModule, searchModule, aiModule, docChatModule, homeworkModule,
  contentModule, notificationsModule,
];
export { migrations };

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
