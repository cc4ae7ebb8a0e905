// /dashboard/seller-dashboard: the seller's home. Earnings from the wallet, the documents' totals and status mix
// from the documents module, and the newest and best-selling uploads. Every figure links to the page that
// explains it; the status mix and lists stay live while documents are processed or moderated.
import { useQuery } from '@tanstack/react-query';
import { ArrowRight, BadgeCheck, Clock, Download, Eye, FileText, HandCoins, ShoppingBag, Star, TriangleAlert, Upload, XCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import type { MyUpload, SellerOverview } from '../../../../modules/documents/contract.ts';
import { useSellerOverview } from '../../api/documents.ts';
import { walletApi, walletKeys } from '../../api/wallet.ts';
import { Skeleton } from '../../components/ui/Skeleton.tsx';
import { EmptyState, ErrorPanel } from '../../components/ui/States.tsx';
import { useLiveDocuments } from '../../hooks/useLiveDocuments.ts';
import { usePageMeta } from '../../hooks/usePageMeta.ts';
import { documentAge, formatPoints, formatRating } from '../../lib/documents.ts';
import { formatNumber, plural } from '../../lib/format.ts';
import '../../styles/wallet.css';
import { DashSection } from '../../components/dashboard/DashSection.tsx';

type StatusTile = { key: keyof SellerOverview['documents']; label: string; icon: typeof Clock; tone: string; href: string };

const STATUS_TILES: StatusTile[] = [
  { key: 'approved', label: 'Live', icon: BadgeCheck, tone: 'success', href: '/dashboard/seller-documents?status=approved' },
  { key: 'pending', label: 'In review', icon: Clock, tone: 'warning', href: '/dashboard/seller-documents?status=pending' },
  { key: 'softReject', label: 'Needs changes', icon: TriangleAlert, tone: 'warning', href: '/dashboard/seller-documents?status=soft-reject' },
  { key: 'rejected', label: 'Rejected', icon: XCircle, tone: 'danger', href: '/dashboard/seller-documents?status=rejected' },
];

export default function SellerDashboardPage() {
  usePageMeta({ title: 'Seller overview', description: 'Sales, earnings and how your documents perform.', noIndex: true });
  useLiveDocuments();
  const overview = useSellerOverview();
  const earnings = useQuery({ queryKey: walletKeys.earnings, queryFn: ({ signal }) => walletApi.earnings(signal) });
  const o = overview.data;
  const e = earnings.data;

  return (
    <div className="dash-page wallet seller-home">
      <header className="lib-head">
        <div>
          <h1 className="dash-page__title">Seller overview</h1>
          <p className="dash-page__lead">How your documents sell, what you have earned, and what is waiting for review.</p>
        </div>
        <Link href="/dashboard/documents/upload" className="btn btn--primary">
          <Upload aria-hidden="true" /> Upload & Earn Points!
        </Link>
      </header>

      {overview.isError ? (
        <ErrorPanel title="Failed to load your seller overview" message={overview.error.message} onRetry={() => void overview.refetch()} />
      ) : (
        <>
          <div className="wallet-stats wallet-stats--seller" data-testid="seller-stats">
            <Link href="/dashboard/wallet-seller" className="wallet-balance seller-home__earnings">
              <span className="wallet-balance__label">
                <HandCoins aria-hidden="true" /> Earned from sales
              </span>
              <strong className="wallet-balance__value">
                {e ? formatNumber(e.earnedPoints) : <Skeleton width={120} height={40} />}
                <small> pts</small>
              </strong>
              <span className="wallet-balance__usd">
                {e ? `${formatNumber(e.withdrawablePoints)} pts withdrawable · you keep ${e.sellerSharePercent}% of each sale` : ' '}
              </span>
            </Link>
            <Stat label="Sales" value={o?.totals.purchases} icon={ShoppingBag} href="/dashboard/seller-orders" />
            <Stat label="Views" value={o?.totals.views} icon={Eye} />
            <Stat label="Downloads" value={o?.totals.downloads} icon={Download} />
            <Stat
              label={o ? `Rating · ${plural(o.reviewCount, 'review')}` : 'Rating'}
              value={o?.averageRating}
              format={(v) => (o?.reviewCount ? formatRating(v) : '–')}
              icon={Star}
            />
          </div>

          <DashSection
            id="status-title"
            title="Your documents"
            aside={
              <Link href="/dashboard/seller-documents" className="link-arrow">
                Manage all {o ? formatNumber(o.documents.total) : ''} <ArrowRight aria-hidden="true" />
              </Link>
            }
          >
            <div className="status-tiles" data-testid="status-tiles">
              {STATUS_TILES.map((t) => (
                <Link key={t.key} href={t.href} className={`card status-tile status-tile--${t.tone}`}>
                  <t.icon aria-hidden="true" />
                  <span className="status-tile__count">{o ? formatNumber(o.documents[t.key]) : <Skeleton width={32} height={24} />}</span>
                  <span className="status-tile__label">{t.label}</span>
                </Link>
              ))}
            </div>
            {o && (o.documents.processing > 0 || o.documents.failed > 0) && (
              <p className="seller-home__note" role="status">
                {o.documents.processing > 0 && `${plural(o.documents.processing, 'document')} being processed. `}
                {o.documents.failed > 0 && `${plural(o.documents.failed, 'document')} could not be processed: open it to see why.`}
              </p>
            )}
          </DashSection>

          {o && o.documents.total === 0 ? (
            <EmptyState
              icon={FileText}
              title="You have not uploaded anything yet"
              text="Upload your notes, summaries and past papers. Students buy them with points, and you keep your share of every sale."
              actions={
                <Link href="/dashboard/documents/upload" className="btn btn--primary">
                  Upload your first document
                </Link>
              }
            />
          ) : (
            <div className="seller-home__lists">
              <UploadList
                title="Most downloaded"
                items={o?.topDocuments.filter((d) => d.stats.downloads > 0 || d.stats.purchases > 0)}
                empty="Your most downloaded documents show here once students buy them."
                stat={(d) => `${plural(d.stats.downloads, 'download')} · ${plural(d.stats.purchases, 'sale')} · ${formatNumber(d.stats.revenue)} pts earned`}
              />
              <UploadList title="Newest uploads" items={o?.recentUploads} empty="Nothing uploaded yet." stat={(d) => `${d.statusRecord.displayName} · ${documentAge(d.createdAt)}`} />
            </div>
          )}
        </>
      )}
    </div>
  );
}

function Stat({ label, value, icon: Icon, href, format = formatNumber }: { label: string; value: number | undefined; icon: typeof Eye; href?: string; format?: (v: number) => string }) {
  const body: ReactNode = (
    <>
      <Icon aria-hidden="true" className="wallet-stat__icon wallet-stat__icon--up" />
      <span className="wallet-stat__label">{label}</span>
      <strong>{value === undefined ? <Skeleton width={60} height={22} /> : format(value)}</strong>
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
                <span className="seller-mini__price">{formatPoints(d.pointsPrice)}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
