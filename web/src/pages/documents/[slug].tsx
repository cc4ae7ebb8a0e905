// /documents/{slug}: a document's page. Title, type, subject, university, course, author, rating and counts,
// the description, the preview (readable pages, then blurred ones with the price to unlock), related
// documents, reviews, a bookmark toggle, Add to cart (or View Document for owners and buyers), a recorded
// view, schema.org LearningResource JSON-LD and the page meta.
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import {
  Bookmark,
  BookOpen,
  Building2,
  Check,
  Eye,
  FileText,
  GraduationCap,
  Lock,
  MessagesSquare,
  ShoppingCart,
  User,
} from 'lucide-react';
import { lazy, Suspense, useEffect, useRef } from 'react';
import { Link, useLocation, useParams } from 'wouter';
import { documentJsonLd } from '../../../../modules/documents/contract.ts';
import { useAuth } from '../../api/accounts.ts';
import { ApiError } from '../../api/client.ts';
import { pageOrigin } from '../../lib/page-origin.ts';
import { useStartChat } from '../../api/docchat.ts';
import { type DocumentDetail, documentsApi, useBookmark, useDocument } from '../../api/documents.ts';
import { DocumentCardView, TypeBadge } from '../../components/documents/DocumentCard.tsx';
import { useDocumentText } from '../../components/documents/document-text.ts';
import { ReportButton } from '../../components/reports/ReportButton.tsx';
import { useCart } from '../../components/cart/CartProvider.tsx';
import { toast } from '../../components/toast.ts';
import { EntityFallback } from '../../components/ui/EntityFallback.tsx';
import { Avatar } from '../../components/ui/Avatar.tsx';
import { Breadcrumbs } from '../../components/ui/Breadcrumbs.tsx';
import { JsonLd } from '../../components/ui/JsonLd.tsx';
import { PageSkeleton } from '../../components/ui/Skeleton.tsx';
import { Stars } from '../../components/ui/Stars.tsx';
import { useFormat } from '../../hooks/useFormat.ts';
import { usePageMeta } from '../../hooks/usePageMeta.ts';
import { authHref } from '../../lib/paths.ts';

// Shown only to a signed-in reader (the subscription offer) or a buyer (the review form): loaded with the page that
// shows them, so a guest's first visit does not carry them or their form (the 150 KB budget, issue #29).
// Server-rendered, they stay as the server drew them until their code arrives.
const ReviewForm = lazy(() => import('../../components/documents/ReviewForm.tsx').then((m) => ({ default: m.ReviewForm })));
const UnlockWithSubscription = lazy(() =>
  import('../../components/subscriptions/UnlockWithSubscription.tsx').then((m) => ({ default: m.UnlockWithSubscription })),
);

/** Adds the document to the shared cart (spec 000 §4); the cart refuses a duplicate with its warning toast. */
function useAddToCart() {
  const { t } = useLingui();
  const cart = useCart();
  const [, navigate] = useLocation();
  return (doc: DocumentDetail) => {
    const added = cart.addItem({ id: doc.id, price: doc.pointsPrice, title: doc.title, slug: doc.slug, cover: doc.coverUrl, coverUrl: doc.coverUrl });
    if (added) toast.success(t`Added to cart`, { description: doc.title, action: { label: t`View cart`, onClick: () => navigate('/cart') } });
    return added;
  };
}

export default function DocumentPage() {
  const { slug = '' } = useParams<{ slug: string }>();
  const { data: doc, isPending, isError, error, refetch } = useDocument(slug);
  const { t } = useLingui();
  usePageMeta({
    title: doc ? doc.title : t`Document`,
    description: doc ? pageDescription(doc) : undefined,
  });

  // One view per page visit (the server counts one per viewer in 30 minutes).
  const viewed = useRef<string | null>(null);
  useEffect(() => {
    if (doc?.status !== 'approved' || viewed.current === doc.id) return;
    viewed.current = doc.id;
    documentsApi.recordView(doc.id).catch(() => undefined);
  }, [doc]);

  if (isPending || isError) {
    return (
      <EntityFallback
        error={error}
        retry={refetch}
        notFound={{ title: t`We couldn’t find that document`, message: t`It may have been removed by its author.` }}
        failed={t`Failed to load this document`}
        loading={<PageSkeleton />}
      />
    );
  }
  return <DocumentView doc={doc} />;

  /** Its type, subject and university, then the start of its description (modules/documents/structured-data.ts). */
  function pageDescription(d: DocumentDetail): string {
    const type = d.documentType?.name ?? t`Document`;
    const excerpt = d.description.slice(0, 140);
    const subject = d.subject?.name;
    const university = d.university?.name;
    if (subject && university) return t`${type} for ${subject} at ${university}: ${excerpt}`;
    if (subject) return t`${type} for ${subject}: ${excerpt}`;
    if (university) return t`${type} at ${university}: ${excerpt}`;
    return `${type}: ${excerpt}`;
  }
}

function DocumentView({ doc }: { doc: DocumentDetail }) {
  const { t } = useLingui();
  const format = useFormat();
  const text = useDocumentText();
  const auth = useAuth();
  const [location] = useLocation();
  const bookmark = useBookmark(doc.slug);
  const addToCart = useAddToCart();
  const readable = doc.previewPages.filter((p) => !p.locked);
  const free = readable.length;
  // Two blurred pages are enough to show what is behind the lock.
  const locked = doc.previewPages.filter((p) => p.locked).slice(0, 2);
  const owned = doc.isOwner || doc.isPurchased || doc.hasAccess;
  // A link to one page (#page-N, from a plagiarism report) scrolls to it once the pages are on screen.
  useEffect(() => {
    if (window.location.hash.startsWith('#page-')) document.getElementById(window.location.hash.slice(1))?.scrollIntoView();
  }, []);
  const viewHref = `/dashboard/documents/${doc.slug}`;

  const toggleBookmark = () => {
    if (auth.status !== 'signed-in') {
      window.location.assign(authHref('/login', location, window.location.search));
      return;
    }
    const on = !doc.bookmarked;
    bookmark.mutate(on, {
      onSuccess: () => toast.success(on ? t`Saved to your library` : t`Removed from saved`),
      onError: (e) => toast.error(t`Could not update your saved documents`, { description: e.message }),
    });
  };

  const facts = (
    <p className="doc-head__facts">
      {doc.subject && (
        <Link href={`/subjects/${doc.subject.slug}`}>
          <BookOpen aria-hidden="true" /> {doc.subject.name}
        </Link>
      )}
      {doc.university && (
        <Link href={`/universities/${doc.university.slug}`}>
          <Building2 aria-hidden="true" /> {doc.university.name}
        </Link>
      )}
      {doc.course && doc.university && (
        <Link href={`/universities/${doc.university.slug}/courses/${doc.course.slug}`}>
          <GraduationCap aria-hidden="true" /> {doc.course.name}
        </Link>
      )}
      {doc.textbook && (
        <Link href={`/textbooks/${doc.textbook.slug}`}>
          <FileText aria-hidden="true" /> {doc.textbook.title}
        </Link>
      )}
      <span>
        <User aria-hidden="true" /> {doc.user.fullName}
      </span>
    </p>
  );

  return (
    <>
      <JsonLd data={documentJsonLd(doc, pageOrigin())} />
      <div className="container section section--tight">
        <Breadcrumbs
          items={[
            { label: t`Home`, href: '/' },
            { label: t`Documents`, href: '/documents' },
            ...(doc.subject ? [{ label: doc.subject.name, href: `/subjects/${doc.subject.slug}` }] : []),
            { label: doc.title },
          ]}
        />
        {doc.status !== 'approved' && (
          <div className="doc-notice" role="status" style={{ marginTop: 16 }}>
            <Eye aria-hidden="true" />
            <div>
              <strong>{doc.statusRecord.displayName}.</strong>{' '}
              {doc.isOwner ? (
                <Trans>Only you can see this page until the document is approved.</Trans>
              ) : (
                <Trans>Only you (as an admin) and the author can see this page until the document is approved.</Trans>
              )}
              {doc.statusReason && (
                <>
                  {' '}
                  <Trans>Reason: {doc.statusReason}</Trans>
                </>
              )}
            </div>
          </div>
        )}
        <header className="doc-head">
          <TypeBadge name={doc.documentType?.name} />
          <h1 className="doc-head__title" data-testid="document-title">
            {doc.title}
          </h1>
          {facts}
        </header>
        <div className="doc-detail">
          <article>
            <dl className="doc-stats">
              <div>
                <dt>
                  <Trans>Rating</Trans>
                </dt>
                <dd>
                  <span style={{ color: 'var(--star)' }}>★</span> {text.rating(doc.averageRating)}{' '}
                  <small style={{ color: 'var(--text-subtle)', fontWeight: 500 }}>({format.number(doc.reviewCount)})</small>
                </dd>
              </div>
              <div>
                <dt>
                  <Trans>Downloads</Trans>
                </dt>
                <dd>{format.number(doc.downloadCount)}</dd>
              </div>
              <div>
                <dt>
                  <Trans>Pages</Trans>
                </dt>
                <dd>{doc.pageCount ? format.number(doc.pageCount) : '—'}</dd>
              </div>
              <div>
                <dt>
                  <Trans>Views</Trans>
                </dt>
                <dd>{format.number(doc.viewCount)}</dd>
              </div>
            </dl>

            <section className="doc-section" aria-labelledby="about-doc">
              <h2 id="about-doc" className="doc-section__title">
                <Trans>About this document</Trans>
              </h2>
              <p className="doc-description">{doc.description}</p>
            </section>

            <section className="doc-section" aria-labelledby="preview-doc">
              <h2 id="preview-doc" className="doc-section__title">
                <Trans>Preview</Trans>
                {doc.pageCount ? (
                  <small style={{ color: 'var(--text-subtle)', fontWeight: 500, fontSize: 'var(--text-sm)', marginLeft: 8 }}>
                    <Plural value={doc.pageCount} one={`${free} of # page free`} other={`${free} of # pages free`} />
                  </small>
                ) : null}
              </h2>
              {doc.previewPages.length === 0 ? (
                <p className="doc-description">
                  <Trans>The preview is being prepared.</Trans>
                </p>
              ) : (
                <div className="doc-preview" data-testid="preview">
                  {readable.map((p, i) => (
                    <figure key={p.pageNumber} id={`page-${p.pageNumber}`} className="doc-page" data-testid="preview-page">
                      {/* The first page is the largest thing on the screen: fetched at once, ahead of the scripts. */}
                      <img
                        src={p.url}
                        width={p.width}
                        height={p.height}
                        alt={t`Page ${p.pageNumber} of ${doc.title}`}
                        loading={i === 0 ? 'eager' : 'lazy'}
                        fetchPriority={i === 0 ? 'high' : 'auto'}
                      />
                      <span className="doc-page__no">
                        <Trans>Page {p.pageNumber}</Trans>
                      </span>
                    </figure>
                  ))}
                  {locked.map((p, i) => (
                    <figure key={p.pageNumber} id={`page-${p.pageNumber}`} className="doc-page doc-page--locked" data-testid="locked-page">
                      <img src={p.url} width={p.width} height={p.height} alt={t`Page ${p.pageNumber} (locked)`} />
                      {i === 0 && !owned ? (
                        <div className="doc-lock">
                          <div className="doc-lock__panel">
                            <Lock aria-hidden="true" />
                            <p className="doc-lock__title">
                              {doc.lockedPageCount > 0 ? (
                                <Plural value={doc.lockedPageCount} one="# more page locked" other="# more pages locked" />
                              ) : (
                                <Trans>Locked pages</Trans>
                              )}
                            </p>
                            <p className="doc-lock__text">
                              <Trans>Unlock the full document for {text.points(doc.pointsPrice)}.</Trans>
                            </p>
                            <button type="button" className="btn btn--primary btn--sm" onClick={() => addToCart(doc)}>
                              <ShoppingCart aria-hidden="true" /> <Trans>Unlock for {text.points(doc.pointsPrice)}</Trans>
                            </button>
                          </div>
                        </div>
                      ) : (
                        <div className="doc-lock" aria-hidden="true" />
                      )}
                      <span className="doc-page__no">
                        <Trans>Page {p.pageNumber}</Trans>
                      </span>
                    </figure>
                  ))}
                </div>
              )}
            </section>

            <Reviews doc={doc} />
          </article>

          <aside className="doc-buy" aria-label={t`Get this document`}>
            {doc.coverUrl && (
              <div className="doc-buy__cover">
                <img src={doc.coverUrl} alt="" />
              </div>
            )}
            <p className="doc-buy__price" data-testid="document-price">
              {text.points(doc.pointsPrice)}
              {doc.pointsPrice > 0 && <span className="doc-buy__usd">≈ {format.money(doc.priceCents)}</span>}
            </p>
            <div className="doc-buy__row">
              {owned ? (
                <Link href={viewHref} className="btn btn--primary btn--lg">
                  <Eye aria-hidden="true" /> <Trans>View Document</Trans>
                </Link>
              ) : (
                <button type="button" className="btn btn--primary btn--lg" onClick={() => addToCart(doc)}>
                  <ShoppingCart aria-hidden="true" /> <Trans>Add to cart</Trans>
                </button>
              )}
              <button
                type="button"
                className="btn btn--secondary btn--lg"
                aria-pressed={doc.bookmarked}
                aria-label={doc.bookmarked ? t`Remove from saved` : t`Save document`}
                title={doc.bookmarked ? t`Saved` : t`Save`}
                onClick={toggleBookmark}
                disabled={bookmark.isPending}
                data-testid="bookmark"
              >
                <Bookmark aria-hidden="true" />
              </button>
            </div>
            {!owned && doc.status === 'approved' && auth.status === 'signed-in' && (
              <Suspense fallback={null}>
                <UnlockWithSubscription documentIds={[doc.id]} />
              </Suspense>
            )}
            {owned && doc.status === 'approved' && <ChatButton documentId={doc.id} />}
            <ul className="doc-buy__perks">
              <li>
                <Check aria-hidden="true" />{' '}
                {doc.pageCount ? (
                  <Plural value={doc.pageCount} one="Full document, # page" other="Full document, # pages" />
                ) : (
                  <Trans>Full document, every page</Trans>
                )}
              </li>
              <li>
                <Check aria-hidden="true" /> <Trans>Download the PDF and keep it in your library</Trans>
              </li>
              <li>
                <Check aria-hidden="true" /> <Plural value={doc.bookmarkCount} one="Saved by # student" other="Saved by # students" />
              </li>
            </ul>
            <div className="doc-review__head" style={{ margin: 0 }}>
              <Avatar name={doc.user.fullName} src={doc.user.avatarUrl} size={36} />
              <div>
                <div>{doc.user.fullName}</div>
                <div style={{ color: 'var(--text-subtle)', fontSize: 'var(--text-sm)', fontWeight: 400 }}>
                  <Trans>Shared {text.age(doc.publishedAt ?? doc.createdAt)}</Trans>
                </div>
              </div>
            </div>
            {!doc.isOwner && doc.status === 'approved' && <ReportButton targetType="document" targetId={doc.id} />}
          </aside>
        </div>

        {doc.related.length > 0 && (
          <section className="doc-section" aria-labelledby="related-docs">
            <h2 id="related-docs" className="doc-section__title">
              <Trans>Related documents</Trans>
            </h2>
            <ul className="doc-rail">
              {doc.related.map((d) => (
                <li key={d.id}>
                  <DocumentCardView doc={d} />
                </li>
              ))}
            </ul>
          </section>
        )}
      </div>
    </>
  );
}

function Reviews({ doc }: { doc: DocumentDetail }) {
  const { reviews } = doc;
  const format = useFormat();
  const text = useDocumentText();
  const max = Math.max(1, ...Object.values(reviews.distribution));
  return (
    <section className="doc-section" aria-labelledby="reviews-doc">
      <h2 id="reviews-doc" className="doc-section__title">
        <Trans>Reviews</Trans>
      </h2>
      <div className="doc-reviews">
        <div>
          <p className="doc-reviews__score">{reviews.reviewCount > 0 ? text.rating(reviews.averageRating) : '–'}</p>
          <Stars rating={reviews.averageRating} />
          <p style={{ color: 'var(--text-subtle)', fontSize: 'var(--text-sm)' }}><Plural value={reviews.reviewCount} one="# review" other="# reviews" />
          </p>
          <div className="doc-dist">
            {([5, 4, 3, 2, 1] as const).map((n) => (
              <div key={n} className="doc-dist__row">
                <span>{n}</span>
                <span className="doc-dist__bar">
                  <span style={{ width: `${(reviews.distribution[n] / max) * 100}%` }} />
                </span>
                <span>{format.number(reviews.distribution[n])}</span>
              </div>
            ))}
          </div>
        </div>
        <div>
          {doc.hasAccess && !doc.isOwner && (
            <Suspense fallback={null}>
              <ReviewForm key={doc.myReview?.updatedAt ?? 'new'} documentRef={doc.id} mine={doc.myReview} />
            </Suspense>
          )}
          {reviews.items.length === 0 ? (
            <p className="doc-description">
              <Trans>No reviews yet. Students who buy this document can rate it.</Trans>
            </p>
          ) : (
            reviews.items.map((r) => (
              <div key={r.id} className="doc-review">
                <div className="doc-review__head">
                  <Avatar name={r.user.fullName} src={r.user.avatarUrl} size={32} />
                  <span>{r.user.fullName}</span>
                  <Stars rating={r.rating} />
                  <span className="doc-review__date">{format.date(r.createdAt)}</span>
                  {r.id !== doc.myReview?.id && <ReportButton targetType="review" targetId={r.id} compact />}
                </div>
                {r.comment && <p className="doc-description">{r.comment}</p>}
              </div>
            ))
          )}
        </div>
      </div>
    </section>
  );
}

/** Opens Document Chat over this document (for its seller and its buyers). */
function ChatButton({ documentId }: { documentId: string }) {
  const { t } = useLingui();
  const [, navigate] = useLocation();
  const start = useStartChat();
  return (
    <button
      type="button"
      className="btn btn--secondary btn--block"
      disabled={start.isPending}
      onClick={() =>
        start.mutate(documentId, {
          onSuccess: (chat) => navigate(`/dashboard/document-chat/${chat.id}`),
          onError: (error) => toast.error(t`The chat could not be opened`, { description: error instanceof ApiError ? error.message : undefined }),
        })
      }
    >
      <MessagesSquare aria-hidden="true" /> <Trans>Chat with this document</Trans>
    </button>
  );
}
