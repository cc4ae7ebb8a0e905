// Points in the page's language, for the AI tools: "5 points" in a sentence, "10 pts" on a price tag or a balance.
// A price still loading is '…' (useAiPrice) or undefined.
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';

export function usePoints() {
  const { t } = useLingui();
  const short = (n: number) => t`${plural(n, { one: '# pt', other: '# pts' })}`;
  return {
    /** "1 point", "5 points", "… points" while the price loads. */
    long: (n: number | '…' | undefined) => (typeof n === 'number' ? t`${plural(n, { one: '# point', other: '# points' })}` : t`… points`),
    /** "10 pts" (a balance, an option's price). */
    short,
    /** A price tag: "10 pts", or "Free" for 0 (formatPoints' words, translated). */
    tag: (n: number) => (n > 0 ? short(n) : t`Free`),
  };
}
