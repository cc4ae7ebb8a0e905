// /legal/{page}: one legal page, rendered from its Markdown file in modules/content/legal, with the day it last
// changed, a table of contents and the other legal pages. Unknown pages are a 404.
import { useLingui } from '@lingui/react';
import { Trans, useLingui as useLinguiMacro } from '@lingui/react/macro';
import { ArrowRight, CalendarDays, Mail } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { Link, useParams } from 'wouter';
import { CONTACT_EMAILS, useLegalPage } from '../../api/content.ts';
import { isNotFound } from '../../api/client.ts';
import { LEGAL_NOTICE_PAGE } from '../../../../modules/content/contract.ts';
import { legalPages } from '../../components/content-data.ts';
import { EnglishFallbackNote } from '../../components/content/EnglishFallbackNote.tsx';
import { PageHeader } from '../../components/ui/PageHeader.tsx';
import { Skeleton } from '../../components/ui/Skeleton.tsx';
import { ErrorPanel } from '../../components/ui/States.tsx';
import { usePageMeta } from '../../hooks/usePageMeta.ts';
import { useFormat } from '../../hooks/useFormat.ts';
import NotFoundPage from '../not-found.tsx';

// The notice and complaint forms validate as they are filled in (zod): they load on the two pages that have them,
// not with every legal page.
const LegalNoticeForm = lazy(() => import('../../components/forms/LegalNoticeForm.tsx').then((m) => ({ default: m.LegalNoticeForm })));

export default function LegalPage() {
  const { page: slug = '' } = useParams<{ page: string }>();
  const { _ } = useLingui();
  const { t } = useLinguiMacro();
  const format = useFormat();
  const found = legalPages.find((p) => p.slug === slug);
  const entry = found && { ...found, title: _(found.title), description: _(found.description) };
  const page = useLegalPage(slug);
  usePageMeta({ title: entry?.title ?? t`Legal`, description: entry?.description });
  if (!entry || isNotFound(page.error)) return <NotFoundPage />;
  const others = legalPages.filter((p) => p.slug !== slug);

  return (
    <>
      <PageHeader crumbs={[{ label: t`Home`, href: '/' }, { label: t`Legal`, href: '/legal' }, { label: entry.title }]} title={entry.title} lead={entry.description}>
        <div className="page-header__meta">
          <span>
            <CalendarDays aria-hidden="true" />
            {page.data ? <Trans>Last updated {format.date(page.data.updated)}</Trans> : <Skeleton width={140} />}
          </span>
        </div>
      </PageHeader>
      <section className="section section--tight">
        <div className="container legal-layout">
          <aside className="legal-toc" aria-label={t`On this page`}>
            {page.data && page.data.headings.length > 0 && (
              <>
                <p className="legal-toc__title">
                  <Trans>On this page</Trans>
                </p>
                <ol>
                  {page.data.headings.map((h) => (
                    <li key={h.id}>
                      <a href={`#${h.id}`}>{h.text}</a>
                    </li>
                  ))}
                </ol>
              </>
            )}
          </aside>
          <div>
            {page.isPending && <ArticleSkeleton />}
            {page.isError && (
              <ErrorPanel title={t`This page could not be loaded`} message={page.error.message} onRetry={() => page.refetch()} />
            )}
            {page.data?.fallback && <EnglishFallbackNote of="page" />}
            {page.data && (
              // The HTML is rendered on the server from our own Markdown, with raw HTML escaped.
              <article className="legal-article" lang={page.data.language} dangerouslySetInnerHTML={{ __html: page.data.html }} />
            )}
            {LEGAL_NOTICE_PAGE[slug] && (
              <Suspense fallback={<Skeleton width="100%" height={480} />}>
                <LegalNoticeForm key={slug} kind={LEGAL_NOTICE_PAGE[slug]} />
              </Suspense>
            )}
            <div className="card card--pad legal-contact">
              <Mail aria-hidden="true" />
              <div>
                <p className="legal-contact__title">
                  <Trans>Questions about this page?</Trans>
                </p>
                <p>
                  <Trans>
                    Write to <a href={`mailto:${CONTACT_EMAILS.supportEmail}`}>{CONTACT_EMAILS.supportEmail}</a> or use the{' '}
                    <Link href="/contact">contact form</Link>. We reply within 24 hours on working days.
                  </Trans>
                </p>
              </div>
            </div>
          </div>
        </div>
      </section>
      <section className="section section--muted section--tight">
        <div className="container">
          <h2 className="section-title">
            <Trans>Other legal pages</Trans>
          </h2>
          <ul className="legal-others">
            {others.map((p) => (
              <li key={p.slug}>
                <Link href={p.href} className="legal-others__link">
                  <p.icon aria-hidden="true" />
                  <span>{_(p.title)}</span>
                  <ArrowRight aria-hidden="true" />
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </section>
    </>
  );
}

function ArticleSkeleton() {
  return (
    <div className="legal-article" aria-busy="true">
      {[90, 100, 80, 95, 60].map((w, i) => (
        <Skeleton key={i} className="skeleton--text" width={`${w}%`} />
      ))}
    </div>
  );
}
