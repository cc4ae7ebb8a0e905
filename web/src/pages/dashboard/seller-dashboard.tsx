// /dashboard/seller-dashboard: the seller's home. Earnings from the wallet, the documents' totals and status mix
// from the documents module, and the newest and best-selling uploads. Every figure links to the page that
// explains it; the status mix and lists stay live while documents are processed or moderated.
import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { ArrowRight, BadgeCheck, Clock, Download, Eye, FileText, HandCoins, ShoppingBag, Star, TriangleAlert, Upload, XCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import type { MyUpload, SellerOverview } from '../../../../modules/documents/contract.ts';
import { useSellerOverview } from '../../api/documents.ts';
import { walletApi, walletKeys } from '../../api/wallet.ts';
import { Skeleton } from '../../components/ui/Skeleton.tsx';
import { EmptyState, ErrorPanel } from '../../components/ui/States.tsx';
import { useFormat } from '../../hooks/useFormat.ts';
import { useLiveDocuments } from '../../hooks/useLiveDocuments.ts';
import { usePageMeta } from '../../hooks/usePageMeta.ts';
import { documentAge, formatPoints, formatRating } from '../../lib/documents.ts';
import '../../styles/wallet.css';
import { DashSection } from '../../components/dashboard/DashSection.tsx';

type StatusTile = { key: keyof SellerOverview['documents']; label: MessageDescriptor; icon: typeof Clock; tone: string; href: string };

const STATUS_TILES: StatusTile[] = [
  { key: 'approved', label: msg`Live`, icon: BadgeCheck, tone: 'success', href: '/dashboard/seller-documents?status=approved' },
  { key: 'pending', label: msg`In review`, icon: Clock, tone: 'warning', href: '/dashboard/seller-documents?status=pending' },
  { key: 'softReject', label: msg`Needs changes`, icon: TriangleAlert, tone: 'warning', href: '/dashboard/seller-documents?status=soft-reject' },
  { key: 'rejected', label: msg`Rejected`, icon: XCircle, tone: 'danger', href: '/dashboard/seller-documents?status=rejected' },
];

export default function SellerDashboardPage() {
  const { t, i18n } = useLingui();
  const format = useFormat();
  usePageMeta({ title: t`Seller overview`, description: t`Sales, earnings and how your documents perform.`, noIndex: true });
  useLiveDocuments();
  const overview = useSellerOverview();
  const earnings = useQuery({ queryKey: walletKeys.earnings, queryFn: ({ signal }) => walletApi.earnings(signal) });
  const o = overview.data;
  const e = earnings.data;

  return (
    <div className="dash-page wallet seller-home">
      <header className="lib-head">
        <div>
          <h1 className="dash-page__title">
            <Trans>Seller overview</Trans>
          </h1>
          <p className="dash-page__lead">
            <Trans>How your documents sell, what you have earned, and what is waiting for review.</Trans>
          </p>
        </div>
        <Link href="/dashboard/documents/upload" className="btn btn--primary">
          <Upload aria-hidden="true" /> <Trans>Upload & Earn Points!</Trans>
        </Link>
      </header>

      {overview.isError ? (
        <ErrorPanel title={t`Failed to load your seller overview`} message={overview.error.message} onRetry={() => void overview.refetch()} />
      ) : (
        <>
          <div className="wallet-stats wallet-stats--seller" data-testid="seller-stats">
            <Link href="/dashboard/wallet-seller" className="wallet-balance seller-home__earnings">
              <span className="wallet-balance__label">
                <HandCoins aria-hidden="true" /> <Trans>Earned from sales</Trans>
              </span>
              <strong className="wallet-balance__value">
                {e ? format.number(e.earnedPoints) : <Skeleton width={120} height={40} />}
                <small> {t`pts`}</small>
              </strong>
              <span className="wallet-balance__usd">
                {e ? t`${format.number(e.withdrawablePoints)} pts withdrawable · you keep ${e.sellerSharePercent}% of each sale` : ' '}
              </span>
            </Link>
            <Stat label={t`Sales`} value={o?.totals.purchases} icon={ShoppingBag} href="/dashboard/seller-orders" />
            <Stat label={t`Views`} value={o?.totals.views} icon={Eye} />
            <Stat label={t`Downloads`} value={o?.totals.downloads} icon={Download} />
            <Stat
              label={o ? t`Rating · ${plural(o.reviewCount, { one: '# review', other: '# reviews' })}` : t`Rating`}
              value={o?.averageRating}
              format={(v) => (o?.reviewCount ? formatRating(v, i18n) : '–')}
              icon={Star}
            />
          </div>

          <DashSection
            id="status-title"
            title={t`Your documents`}
            aside={
              <Link href="/dashboard/seller-documents" className="link-arrow">
                {o ? <Trans>Manage all {format.number(o.documents.total)}</Trans> : <Trans>Manage all</Trans>} <ArrowRight aria-hidden="true" />
              </Link>
            }
          >
            <div className="status-tiles" data-testid="status-tiles">
              {STATUS_TILES.map((tile) => (
                <Link key={tile.key} href={tile.href} className={`card status-tile status-tile--${tile.tone}`}>
                  <tile.icon aria-hidden="true" />
                  <span className="status-tile__count">{o ? format.number(o.documents[tile.key]) : <Skeleton width={32} height={24} />}</span>
                  <span className="status-tile__label">{i18n._(tile.label)}</span>
                </Link>
              ))}
            </div>
            {o && (o.documents.processing > 0 || o.documents.failed > 0) && (
              <p className="seller-home__note" role="status">
                {o.documents.processing > 0 && (
                  <>
                    <Plural value={o.documents.processing} one="# document being processed." other="# documents being processed." />{' '}
                  </>
                )}
                {o.documents.failed > 0 && (
                  <Plural
                    value={o.documents.failed}
                    one="# document could not be processed: open it to see why."
                    other="# documents could not be processed: open it to see why."
                  />
                )}
              </p>
            )}
          </DashSection>

          {o && o.documents.total === 0 ? (
            <EmptyState
              icon={FileText}
              title={t`You have not uploaded anything yet`}
              text={t`Upload your notes, summaries and past papers. Students buy them with points, and you keep your share of every sale.`}
              actions={
                <Link href="/dashboard/documents/upload" className="btn btn--primary">
                  <Trans>Upload your first document</Trans>
                </Link>
              }
            />
          ) : (
            <div className="seller-home__lists">
              <UploadList
                title={t`Most downloaded`}
                items={o?.topDocuments.filter((d) => d.stats.downloads > 0 || d.stats.purchases > 0)}
                empty={t`Your most downloaded documents show here once students buy them.`}
                stat={(d) =>
                  t`${plural(d.stats.downloads, { one: '# download', other: '# downloads' })} · ${plural(d.stats.purchases, { one: '# sale', other: '# sales' })} · ${format.number(d.stats.revenue)} pts earned`
                }
              />
              <UploadList
                title={t`Newest uploads`}
                items={o?.recentUploads}
                empty={t`Nothing uploaded yet.`}
                stat={(d) => `${d.statusRecord.displayName} · ${documentAge(d.createdAt, undefined, i18n)}`} />
            </div>
          )}
        </>
      )}
    </div>
  );
}

function Stat({ label, value, icon: Icon, href, format }: { label: string; value: number | undefined; icon: typeof Eye; href?: string; format?: (v: number) => string }) {
  const formats = useFormat();
  const body: ReactNode = (
    <>
      <Icon aria-hidden="true" className="wallet-stat__icon wallet-stat__icon--up" />
      <span className="wallet-stat__label">{label}</span>
      <strong>{value === undefined ? <Skeleton width={60} height={22} /> : (format ?? formats.number)(value)}</strong>
    </>
  );
  return href ? (
    <Link href={href} className="card wallet-stat seller-home__stat">
      {body}
    </Link>
  ) : (
    <div className="card wallet-stat">{body}</div>
  );
}

function UploadList({ title, items, empty, stat }: { title: string; items: MyUpload[] | undefined; empty: string; stat: (d: MyUpload) => string }) {
  const { i18n } = useLingui();
  return (
    <section className="card dash-card" aria-label={title}>
      <div className="dash-card__head">
        <h2 className="dash-card__title">{title}</h2>
      </div>
      {!items ? (
        <Skeleton height={160} />
      ) : items.length === 0 ? (
        <p className="dash-card__sub">{empty}</p>
      ) : (
        <ul className="seller-mini">
          {items.map((d) => (
            <li key={d.id}>
              <Link href={`/dashboard/documents/${d.slug}`} className="seller-mini__row">
                <span className="seller-mini__cover" aria-hidden="true">
                  {d.coverUrl ? <img src={d.coverUrl} alt="" loading="lazy" /> : <FileText />}
                </span>
                <span className="seller-mini__text">
                  <span className="seller-mini__title">{d.title}</span>
                  <span className="seller-mini__meta">{stat(d)}</span>
                </span>
                <span className="seller-mini__price">{formatPoints(d.pointsPrice, i18n)}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
