// AI Writer's public page (spec 001 §1-2, §9). /xywriter redirects here.
import { Trans, useLingui } from '@lingui/react/macro';
import { BookOpen, FileDown, FileText, History, ListTree, Quote, Wand2 } from 'lucide-react';
import { useAiPrice } from '../api/ai-prices.ts';
import { ToolLanding } from '../components/papers/ToolLanding.tsx';
import { usePoints } from '../components/tools/points.ts';
import { usePageMeta } from '../hooks/usePageMeta.ts';

export default function AiWriterPage() {
  const { t } = useLingui();
  const price = useAiPrice();
  const points = usePoints();
  usePageMeta({
    title: t`AI Writer: drafts from your sources, with citations`,
    description: t`Start a paper from your title, level and instructions. Drafts quote your sources with their pages, in APA, MLA, Chicago or Harvard, priced by the words you ask for.`,
  });
  const wordPrice = points.long(price('word-generation', 'points'));
  const perWords = price('word-generation', 'words');
  const searchPrice = points.long(price('reference-search', 'points'));
  return (
    <ToolLanding
      title={t`Write papers from your sources, cited page by page.`}
      lead={t`Give the AI Writer your title, level and instructions, choose documents you uploaded or bought, and get an outline and a draft whose every quotation names its page. Autosaved, with every version kept.`}
      start={{ label: t`Start a paper`, href: '/dashboard/ai-writer/paper' }}
      mine={{ label: t`Your papers`, href: '/dashboard/ai-writer' }}
      steps={[
        { icon: FileText, title: t`Describe the paper`, text: t`Title, type, level, citation style and instructions. Pick your sources: documents and links.` },
        {
          icon: Wand2,
          title: t`Generate a draft or a section`,
          text: t`See the price first: ${wordPrice} per ${perWords} words. The draft is built from your sources’ passages.`,
        },
        { icon: History, title: t`Edit, compare, export`, text: t`Autosave keeps every version. Compare, restore, and export to Word or PDF with your references.` },
      ]}
      facts={[
        {
          icon: Quote,
          title: t`Cited, never invented`,
          text: t`Every claim points to a page of your sources. Without an AI model configured, local mode quotes your sources outright and says so.`,
        },
        { icon: BookOpen, title: t`Four citation styles`, text: t`APA 7, MLA 9, Chicago (author-date) and Harvard reference lists from the sources you actually use.` },
        {
          icon: FileDown,
          title: t`Word and PDF`,
          text: t`Download your paper with its reference list at any time. Reference search finds related marketplace documents for ${searchPrice}.`,
        },
      ]}
      demo={
        <>
          <div className="docchat-demo__doc">
            <ListTree />{' '}
            <span>
              <Trans>Outline · 1. Ribosome 2. Synapse 3. Homeostasis</Trans>
            </span>
          </div>
          <p className="docchat-demo__q">
            <Trans>Ribosome</Trans>
          </p>
          <div className="docchat-demo__a">
            <Quote size={16} />
            <p>
              <Trans>“The ribosome is the subject of this chapter, and its function is explained in detail below.”</Trans>{' '}
              <span className="cite">
                <Trans>Cell notes, p. 1</Trans>
              </span>
            </p>
          </div>
        </>
      }
    />
  );
}
