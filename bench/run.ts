// `npm run bench [-- suite ...]`: performance suites. Each measures a baseline in the same run and prints
// the ratio, so results compare across machines. With no suite named, every suite runs.
import { aiBench } from './ai.bench.ts';
import { aiQualityBench } from './ai-quality.bench.ts';
import { catalogueBench } from './catalogue.bench.ts';
import { flashcardsBench } from './flashcards.bench.ts';
import { integrityBench } from './integrity.bench.ts';
import { loadBench } from './load.bench.ts';
import { ocrBench } from './ocr.bench.ts';
import { pagesBench } from './pages.bench.ts';
import { walletBench } from './wallet.bench.ts';
import { walletProfileBench } from './wallet-profile.bench.ts';
import { previewsBench } from './previews.bench.ts';
import { searchBench } from './search.bench.ts';
import { fullSearchBench } from './full-search.bench.ts';
import { fuzzBench } from './fuzz.bench.ts';
import { staticBench } from './static.bench.ts';
import { uploadPreviewBench } from './upload-preview.bench.ts';

const suites: Record<string, () => Promise<void>> = {
  ai: aiBench, 'ai-quality': aiQualityBench, catalogue: catalogueBench, flashcards: flashcardsBench, 'full-search': fullSearchBench, fuzz: fuzzBench, integrity: integrityBench, load: loadBench, ocr: ocrBench, pages: pagesBench, previews: previewsBench, search: searchBench, static: staticBench,
  'upload-preview': uploadPreviewBench,
  wallet: walletBench, 'wallet-profile': walletProfileBench,
};

const asked = process.argv.slice(2).filter((a) => !a.startsWith('-'));
const unknown = asked.filter((name) => !suites[name]);
if (unknown.length) {
  console.error(`unknown suite(s): ${unknown.join(', ')}; known: ${Object.keys(suites).join(', ')}`);
  process.exit(2);
}
for (const name of asked.length ? asked : Object.keys(suites)) {
  console.log(`\n== ${name} ==`);
  await suites[name]!();
}
// A suite that finds a budget broken sets the exit code.
process.exit(process.exitCode ?? 0);
