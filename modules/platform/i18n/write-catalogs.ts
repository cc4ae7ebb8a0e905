// `npm run i18n:server`: writes the server's messages into `locales/<lang>.po` for German, Spanish and French,
// keeping every translation already there, adding new messages untranslated and dropping the ones no longer
// written. Each entry names the file its English comes from.
import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createItem, createPoFile, stringifyPo } from 'pofile-ts';
import { DEFAULT_LANGUAGE, LANGUAGES } from '../http/language.ts';
import { LOCALES_DIR, readCatalog } from './catalog.ts';
import { extractServerMessages, ROOT, TEXT_NOTE } from './extract.ts';

const messages = extractServerMessages(ROOT);
for (const language of LANGUAGES.filter((l) => l !== DEFAULT_LANGUAGE)) {
  const path = join(LOCALES_DIR, `${language}.po`);
  const before = existsSync(path) ? readCatalog(language) : new Map<string, string>();
  const po = createPoFile();
  po.headers = { 'Content-Type': 'text/plain; charset=utf-8', 'Content-Transfer-Encoding': '8bit', Language: language };
  po.items = [...messages].map(([id, { origin, text }]) => {
    const item = createItem();
    item.msgid = id;
    item.msgstr = [before.get(id) ?? ''];
    item.references = [origin];
    if (text) item.extractedComments = [TEXT_NOTE];
    return item;
  });
  writeFileSync(path, stringifyPo(po));
  const missing = po.items.filter((item) => !item.msgstr[0]).length;
  console.log(`${language}: ${po.items.length} messages, ${missing} untranslated`);
}
