// /legal: the index of the legal pages.
import { useLingui } from '@lingui/react';
import { Trans, useLingui as useLinguiMacro } from '@lingui/react/macro';
import { ArrowRight } from 'lucide-react';
import { Link } from 'wouter';
import { useLegalPages } from '../../api/content.ts';
import { legalPages } from '../../components/content-data.ts';
import { PageHeader } from '../../components/ui/PageHeader.tsx';
import { usePageMeta } from '../../hooks/usePageMeta.ts';
import { useFormat } from '../../hooks/useFormat.ts';

export default function LegalIndexPage() {
  const { _ } = useLingui();
  const { t } = useLinguiMacro();
  const format = useFormat();
  usePageMeta({
    title: t`Legal`,
    description: t`Studyhall’s terms, privacy and cookie policies, community rules, refund policy and how to report content.`,
  });
  const updated = new Map<string, string>((useLegalPages().data?.items ?? []).map((p) => [p.slug, p.updated]));
  return (
    <>
      <PageHeader
        crumbs={[{ label: t`Home`, href: '/' }, { label: t`Legal` }]}
        title={t`Legal`}
        lead={t`The rules that keep Studyhall fair for students, sellers and rights holders, in plain language.`}
      />
      <section className="section section--tight">
        <div className="container">
          <ul className="grid grid--2">
            {legalPages.map((p) => (
              <li key={p.slug}>
                <Link href={p.href} className="card card--pad related-card">
                  <span className="icon-tile" style={{ ['--tile-color' as string]: '#334155' }}>
                    <p.icon aria-hidden="true" />
                  </span>
                  <span className="related-card__text">
                    <span className="related-card__title">{_(p.title)}</span>
                    <span className="related-card__desc">{_(p.description)}</span>
                    {updated.has(p.slug) && <span className="legal-updated">
                        <Trans>Last updated {format.date(updated.get(p.slug)!)}</Trans>
                      </span>}
                  </span>
                  <ArrowRight className="related-card__arrow" aria-hidden="true" />
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </section>
    </>
  );
}
