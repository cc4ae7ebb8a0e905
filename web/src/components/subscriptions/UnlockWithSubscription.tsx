// "Unlock with subscription": offered on the document page and in the cart while the user's plan has bonus unlocks
// left this period (nothing is shown otherwise). Each document costs one unlock and 0 points.
import { Trans, useLingui } from '@lingui/react/macro';
import { plural } from '@lingui/core/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { BadgeCheck } from 'lucide-react';
import type { UnlockResult } from '../../../../modules/subscriptions/contract.ts';
import { documentKeys } from '../../api/documents.ts';
import { useUnlock, useUnlocksLeft } from '../../api/subscriptions.ts';
import { toast } from '../toast.ts';

export function UnlockWithSubscription({ documentIds, onDone }: { documentIds: string[]; onDone?: (result: UnlockResult) => void }) {
  const { t } = useLingui();
  const left = useUnlocksLeft();
  const unlock = useUnlock();
  const client = useQueryClient();
  const run = useMutation({
    mutationFn: async () => {
      const result = await unlock(documentIds);
      await client.invalidateQueries({ queryKey: documentKeys.all });
      return result;
    },
    onSuccess: (result) => {
      const unlocked = result.unlocked.length;
      const unlocksLeft = result.unlocksLeft;
      toast.success(t`Unlocked with your subscription`, {
        description: t`${plural(unlocked, { one: '# document', other: '# documents' })} unlocked · ${plural(unlocksLeft, { one: '# unlock', other: '# unlocks' })} left this period`,
      });
      onDone?.(result);
    },
    onError: (e) => toast.error(t`Could not unlock with your subscription`, { description: e instanceof Error ? e.message : undefined }),
  });
  const busy = run.isPending;
  if (left === 0 || documentIds.length === 0) return null;
  const fits = documentIds.length <= left;

  return (
    <div className="subscription-unlock">
      <button type="button" className="btn btn--secondary btn--lg btn--block" disabled={!fits || busy} aria-busy={busy} onClick={() => run.mutate()}>
        <BadgeCheck aria-hidden="true" /> <Trans>Unlock with subscription</Trans>
      </button>
      <p className="subscription-unlock__note" data-testid="subscription-unlocks-left">
        {fits
          ? t`${plural(left, { one: '# unlock', other: '# unlocks' })} left this period`
          : t`Your plan has ${plural(left, { one: '# unlock', other: '# unlocks' })} left this period`}
      </p>
    </div>
  );
}
