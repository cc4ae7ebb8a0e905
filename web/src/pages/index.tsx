// Home page (spec 000 §2 Home page).
import { useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import { DownloadBand } from '../components/home/DownloadBand.tsx';
import { FlashcardSection } from '../components/home/FlashcardSection.tsx';
import { Hero, StatsBand } from '../components/home/Hero.tsx';
import { TestPrepSection } from '../components/home/TestPrepSection.tsx';
import { Testimonials } from '../components/home/Testimonials.tsx';
import { ToolCards } from '../components/home/ToolCards.tsx';
import { TopSubjects } from '../components/home/TopSubjects.tsx';
import { UniversityStrip } from '../components/home/UniversityStrip.tsx';
import { WriterFeature } from '../components/home/WriterFeature.tsx';
import { JsonLd } from '../components/ui/JsonLd.tsx';
import { usePageMeta } from '../hooks/usePageMeta.ts';
import { pageOrigin } from '../lib/page-origin.ts';

export default function HomePage() {
  const { t } = useLingui();
  usePageMeta({
    title: t`Studyhall · Study notes, past papers and AI study tools`,
    description: t`Browse 10K+ student notes, summaries and past papers from 100+ universities, buy with points, and study faster with AI flashcards, test prep, a homework helper and an AI writer.`,
  });

  // Arriving at /#ai-tools from another page scrolls to the tools.
  useEffect(() => {
    if (window.location.hash === '#ai-tools') {
      requestAnimationFrame(() => document.getElementById('ai-tools')?.scrollIntoView({ block: 'start' }));
    }
  }, []);

  const origin = pageOrigin();
  return (
    <>
      <JsonLd
        data={{
          '@context': 'https://schema.org',
          '@type': 'WebSite',
          name: 'Studyhall',
          url: `${origin}/`,
          potentialAction: {
            '@type': 'SearchAction',
            target: { '@type': 'EntryPoint', urlTemplate: `${origin}/search?q={search_term_string}` },
            'query-input': 'required name=search_term_string',
          },
        }}
      />
      <JsonLd
        data={{
          '@context': 'https://schema.org',
          '@type': 'Organization',
          name: 'Studyhall',
          url: `${origin}/`,
          logo: `${origin}/favicon.svg`,
        }}
      />
      <Hero />
      <UniversityStrip />
      <StatsBand />
      <ToolCards />
      <WriterFeature />
      <TopSubjects />
      <TestPrepSection />
      <FlashcardSection />
      <Testimonials />
      <DownloadBand />
    </>
  );
}
