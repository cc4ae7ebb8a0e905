// Small formatting helpers shared by pages. DOM-free.

const numberFormat = new Intl.NumberFormat('en-US');

export function formatNumber(n: number): string {
  return numberFormat.format(n);
}

/** "1 document", "12 documents". */
export function plural(n: number, singular: string, pluralForm = `${singular}s`): string {
  return `${formatNumber(n)} ${n === 1 ? singular : pluralForm}`;
}

/** Up to two initials from a name: "University of Oxford" -> "UO", "MIT" -> "MI". */
export function initials(name: string): string {
  const skip = new Set(['of', 'the', 'and', 'for', 'de', 'du', 'la', 'le', 'des', 'and', '&', 'at']);
  const words = name
    .split(/[\s\-–—,.()]+/)
    .filter(Boolean)
    .filter((w) => !skip.has(w.toLowerCase()));
  if (words.length === 0) return name.slice(0, 2).toUpperCase();
  if (words.length === 1) return words[0]!.slice(0, 2).toUpperCase();
  return (words[0]![0]! + words[1]![0]!).toUpperCase();
}

let regionNames: Intl.DisplayNames | null | undefined;
/** ISO 3166-1 alpha-2 to an English country name; the code itself when unknown. */
export function countryName(code: string | null | undefined): string | null {
  if (!code) return null;
  if (regionNames === undefined) {
    try {
      regionNames = new Intl.DisplayNames(['en'], { type: 'region' });
    } catch {
      regionNames = null;
    }
  }
  try {
    return regionNames?.of(code.toUpperCase()) ?? code.toUpperCase();
  } catch {
    return code.toUpperCase();
  }
}

/** "Undergraduate" from "undergraduate". */
export function titleCase(word: string): string {
  return word
    .split(/[\s_-]+/)
    .filter(Boolean)
    .map((w) => w[0]!.toUpperCase() + w.slice(1))
    .join(' ');
}

/** Case- and accent-insensitive "contains" used by the client-side filters. */
export function matchesQuery(haystack: (string | null | undefined)[], query: string): boolean {
  const q = fold(query.trim());
  if (!q) return true;
  return haystack.some((h) => h != null && fold(h).includes(q));
}

export function fold(s: string): string {
  return s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/** "3" -> "3rd edition", "2nd" -> "2nd edition", "Global edition" stays. */
export function formatEdition(edition: string | null | undefined): string | null {
  if (!edition) return null;
  const e = edition.trim();
  if (/^\d+$/.test(e)) {
    const n = Number(e);
    const suffix = n % 100 >= 11 && n % 100 <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th');
    return `${n}${suffix} edition`;
  }
  return /edition|ed\.?$/i.test(e) ? e : `${e} edition`;
}

/** Sort names the way people look them up: "The University of Sydney" under U. */
export function sortKey(name: string): string {
  return name.replace(/^the\s+/i, '');
}

/** "just now", "5 minutes ago", "3 hours ago", "2 days ago", else a date ("12 Mar 2026"). */
export function relativeTime(iso: string | Date, now: Date = new Date()): string {
  const then = typeof iso === 'string' ? new Date(iso) : iso;
  const seconds = Math.round((now.getTime() - then.getTime()) / 1000);
  if (!Number.isFinite(seconds)) return '';
  if (seconds < 60) return 'just now';
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return `${minutes} minute${minutes === 1 ? '' : 's'} ago`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${hours} hour${hours === 1 ? '' : 's'} ago`;
  const days = Math.floor(hours / 24);
  if (days < 7) return `${days} day${days === 1 ? '' : 's'} ago`;
  return formatDate(then);
}

/** "12 Mar 2026". */
export function formatDate(value: string | Date): string {
  const d = typeof value === 'string' ? new Date(value) : value;
  return d.toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });
}

/** "March 2026". */
export function formatMonthYear(value: string | Date): string {
  const d = typeof value === 'string' ? new Date(value) : value;
  return d.toLocaleDateString('en-US', { month: 'long', year: 'numeric' });
}

/** "$25.00" from whole cents (ISO 4217 code in any case; US dollars when absent or unknown). */
export function formatMoney(cents: number, currency = 'usd'): string {
  try {
    return new Intl.NumberFormat('en-US', { style: 'currency', currency: currency.toUpperCase() }).format(cents / 100);
  } catch {
    return `$${(cents / 100).toFixed(2)}`;
  }
}

/** A movement of points with its sign: "+50", "−20" (a true minus sign), "0". */
export function formatSignedPoints(n: number): string {
  if (n > 0) return `+${formatNumber(n)}`;
  if (n < 0) return `−${formatNumber(-n)}`;
  return '0';
}

/** "12 Mar 2026, 14:05" (the reader's time zone). */
export function formatDateTime(value: string | Date): string {
  const d = typeof value === 'string' ? new Date(value) : value;
  return `${formatDate(d)}, ${d.toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit' })}`;
}

/** "2.4 MB", "830 KB" from bytes. */
export function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
  if (bytes >= 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${bytes} B`;
}
