// The composition root's list: every module, in dependency order. Entry points (api, worker, cli, tests)
// take it from here; platform/ never imports a module.
import { migrations } from '../migrations/index.ts';
import { accountsModule } from './accounts/index.ts';
import { aiModule } from './ai/index.ts';
import { catalogueModule } from './catalogue/index.ts';
import { homeworkModule } from './homework/index.ts';
import { documentForSale, documentsModule, setAccessPort, setTextSearch } from './documents/index.ts';
import type { StudyhallModule } from './platform/index.ts';
import { paymentsModule } from './payments/index.ts';
import { searchDocumentText, searchModule } from './search/index.ts';
import { catalogFromLookup, documentAccess, setDocumentCatalog, walletModule } from './wallet/index.ts';

export const modules: StudyhallModule[] = [catalogueModule, accountsModule, documentsModule, walletModule, paymentsModule, searchModule, aiModule, homeworkModule];
export { migrations };

// The wallet sells documents and the documents module asks who may open one; neither imports the other.
setDocumentCatalog(catalogFromLookup(documentForSale));
setAccessPort(documentAccess);
// The catalogue's text filter (/documents?q=) uses the search engine; documents does not import search.
setTextSearch(searchDocumentText);
