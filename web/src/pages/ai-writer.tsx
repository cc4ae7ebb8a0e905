// AI Writer's public page (spec 001 §1-2, §9). /xywriter redirects here.
import { BookOpen, FileDown, FileText, History, ListTree, Quote, Wand2 } from 'lucide-react';
import { ToolLanding } from '../components/papers/ToolLanding.tsx';
import { useAiPrice } from '../api/ai-prices.ts';
import { usePageMeta } from '../hooks/usePageMeta.ts';

export default function AiWriterPage() {
  const price = useAiPrice();
  usePageMeta({
    title: 'AI Writer: drafts from your sources, with citations',
    description: 'Start a paper from your title, level and instructions. Drafts quote your sources with their pages, in APA, MLA, Chicago or Harvard, priced by the words you ask for.',
  });
  return (
    <ToolLanding
      title="Write papers from your sources, cited page by page."
      lead="Give the AI Writer your title, level and instructions, choose documents you uploaded or bought, and get an outline and a draft whose every quotation names its page. Autosaved, with every version kept."
      start={{ label: 'Start a paper', href: '/dashboard/ai-writer/paper' }}
      mine={{ label: 'Your papers', href: '/dashboard/ai-writer' }}
      steps={[
        { icon: FileText, title: 'Describe the paper', text: 'Title, type, level, citation style and instructions. Pick your sources: documents and links.' },
        { icon: Wand2, title: 'Generate a draft or a section', text: `See the price first: ${price('word-generation', 'points')} points per ${price('word-generation', 'words')} words. The draft is built from your sources’ passages.` },
        { icon: History, title: 'Edit, compare, export', text: 'Autosave keeps every version. Compare, restore, and export to Word or PDF with your references.' },
      ]}
      facts={[
        { icon: Quote, title: 'Cited, never invented', text: 'Every claim points to a page of your sources. Without an AI model configured, local mode quotes your sources outright and says so.' },
        { icon: BookOpen, title: 'Four citation styles', text: 'APA 7, MLA 9, Chicago (author-date) and Harvard reference lists from the sources you actually use.' },
        { icon: FileDown, title: 'Word and PDF', text: `Download your paper with its reference list at any time. Reference search finds related marketplace documents for ${price('reference-search', 'points')} points.` },
      ]}
      demo={
        <>
          <div className="docchat-demo__doc">
            <ListTree /> <span>Outline · 1. Ribosome 2. Synapse 3. Homeostasis</span>
          </div>
          <p className="docchat-demo__q">Ribosome</p>
          <div className="docchat-demo__a">
            <Quote size={16} />
            <p>
              “The ribosome is the subject of this chapter, and its function is explained in detail below.” <span className="cite">Cell notes, p. 1</span>
            </p>
          </div>
        </>
      }
    />
  );
}
