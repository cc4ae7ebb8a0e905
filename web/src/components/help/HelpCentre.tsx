// The help centre (spec 001 §2 Help): searchable FAQ in four categories with expandable answers, then Email
// Support (the contact form) and Live Chat (the support widget when one is configured). Shown at /help and,
// inside the dashboard, at /dashboard/help.
import { Trans, useLingui } from '@lingui/react/macro';
import { ChevronDown, LifeBuoy, Mail, MessageCircle, SearchX } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { Link } from 'wouter';
import { CONTACT_EMAILS, type FaqEntry, useFaq } from '../../api/content.ts';
import { EnglishFallbackNote } from '../content/EnglishFallbackNote.tsx';
import { usePublicConfig } from '../../api/platform.ts';
import { useDebouncedValue } from '../../hooks/useDebouncedValue.ts';
import { filterFaq } from '../../lib/faq.ts';
import { SearchInput } from '../ui/SearchInput.tsx';
import { Skeleton } from '../ui/Skeleton.tsx';
import { EmptyState, ErrorPanel } from '../ui/States.tsx';

export function HelpCentre({ contactHref = '/contact' }: { contactHref?: string }) {
  const faq = useFaq();
  const { t } = useLingui();
  const [query, setQuery] = useState('');
  const [category, setCategory] = useState<string | null>(null);
  const [open, setOpen] = useState<Set<string>>(() => new Set());
  const debounced = useDebouncedValue(query, 150);
  const items = faq.data?.items ?? [];
  const shown = useMemo(() => filterFaq(items, debounced, category), [items, debounced, category]);

  // A link to /help#refunds opens that answer.
  useEffect(() => {
    const id = window.location.hash.slice(1);
    if (!id || !items.some((e) => e.id === id)) return;
    setOpen((prev) => new Set(prev).add(id));
    document.getElementById(`faq-${id}`)?.scrollIntoView({ block: 'center' });
  }, [items]);

  const toggle = (id: string) =>
    setOpen((prev) => {
      const next = new Set(prev);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  const categories = faq.data?.categories ?? [];
  const named = (category: FaqEntry['category']) => faq.data?.categoryNames[category] ?? category;
  return (
    <div className="help">
      <div className="help__search">
        <SearchInput value={query} onChange={setQuery} placeholder={t`Search answers: refund, withdraw, 2FA…`} label={t`Search the help centre`} />
      </div>
      <fieldset className="chips chips--scroll help__chips">
        <legend className="sr-only">
          <Trans>Category</Trans>
        </legend>
        <button type="button" className="chip" aria-pressed={category === null} onClick={() => setCategory(null)}>
          <Trans>All</Trans> <span className="chip__count">{items.length}</span>
        </button>
        {categories.map((c) => (
          <button key={c} type="button" className="chip" aria-pressed={category === c} onClick={() => setCategory(category === c ? null : c)}>
            {named(c)} <span className="chip__count">{items.filter((e) => e.category === c).length}</span>
          </button>
        ))}
      </fieldset>

      {faq.isPending && <FaqSkeleton />}
      {faq.isError && <ErrorPanel title={t`The help centre could not be loaded`} message={faq.error.message} onRetry={() => faq.refetch()} />}
      {faq.data && shown.length === 0 && (
        <EmptyState
          icon={SearchX}
          title={t`No answers match “${debounced.trim()}”`}
          text={t`Try other words, or ask us directly: we reply within 24 hours on working days.`}
          actions={
            <Link href={contactHref} className="btn btn--primary">
              <Mail aria-hidden="true" /> <Trans>Email Support</Trans>
            </Link>
          }
        />
      )}
      {faq.data &&
        (category || debounced.trim() ? [null] : categories).map((group) => {
          const entries = group ? shown.filter((e) => e.category === group) : shown;
          if (!entries.length) return null;
          return (
            <section key={group ?? 'results'} className="help__group" aria-label={group ? named(group) : t`Matching answers`}>
              {group && <h2 className="help__group-title">{named(group)}</h2>}
              <ul className="faq-list">
                {entries.map((entry) => (
                  <FaqItem key={entry.id} entry={entry} open={open.has(entry.id)} onToggle={() => toggle(entry.id)} />
                ))}
              </ul>
            </section>
          );
        })}

      <SupportOptions contactHref={contactHref} />
    </div>
  );
}

function FaqItem({ entry, open, onToggle }: { entry: FaqEntry; open: boolean; onToggle: () => void }) {
  const panelId = `faq-${entry.id}-answer`;
  return (
    <li className={`faq-item${open ? ' faq-item--open' : ''}`} id={`faq-${entry.id}`}>
      <h3 className="faq-item__heading">
        <button type="button" className="faq-item__question" aria-expanded={open} aria-controls={panelId} onClick={onToggle}>
          <span lang={entry.language}>{entry.question}</span>
          <ChevronDown aria-hidden="true" />
        </button>
      </h3>
      <section className="faq-item__answer" id={panelId} aria-label={entry.question} hidden={!open}>
        {entry.fallback && <EnglishFallbackNote of="answer" />}
        {/* Rendered on the server from our own Markdown, with raw HTML escaped. */}
        <div className="legal-article" lang={entry.language} dangerouslySetInnerHTML={{ __html: entry.html }} />
      </section>
    </li>
  );
}

function SupportOptions({ contactHref }: { contactHref: string }) {
  const config = usePublicConfig();
  const [chatHelp, setChatHelp] = useState(false);
  const widget = Boolean(config.data?.supportWidgetUrl);
  const openChat = () => {
    const api = window.StudyhallSupport;
    if (widget && api) {
      (api.open ?? api.show)?.();
      return;
    }
    setChatHelp(true);
  };
  return (
    <section className="help__support" aria-labelledby="help-support-title">
      <LifeBuoy aria-hidden="true" className="help__support-icon" />
      <div className="help__support-text">
        <h2 id="help-support-title">
          <Trans>Still need help?</Trans>
        </h2>
        <p>
          <Trans>Our support team replies within 24 hours on working days.</Trans>
        </p>
        {chatHelp && (
          <p className="help__support-note" role="status">
            <Trans>
              Live chat is not available right now. Use Email Support or write to{' '}
              <a href={`mailto:${CONTACT_EMAILS.supportEmail}`}>{CONTACT_EMAILS.supportEmail}</a>, and we will get back to
              you.
            </Trans>
          </p>
        )}
      </div>
      <div className="help__support-actions">
        <Link href={contactHref} className="btn btn--primary">
          <Mail aria-hidden="true" /> <Trans>Email Support</Trans>
        </Link>
        <button type="button" className="btn btn--secondary" onClick={openChat}>
          <MessageCircle aria-hidden="true" /> <Trans>Live Chat</Trans>
        </button>
      </div>
    </section>
  );
}

function FaqSkeleton() {
  return (
    <ul className="faq-list" aria-busy="true">
      {[0, 1, 2, 3, 4].map((i) => (
        <li key={i} className="faq-item">
          <div className="faq-item__question">
            <Skeleton className="skeleton--text" width={`${60 + ((i * 7) % 30)}%`} />
          </div>
        </li>
      ))}
    </ul>
  );
}
