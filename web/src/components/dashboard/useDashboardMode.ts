// The dashboard mode (student or seller), persisted per user through PUT /api/account/dashboard-mode
// (spec 000 §2, spec 001 §4: the mode persists). The switch is optimistic and rolls back on failure.
import { useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'wouter';
import { accountKeys, accountsApi, type DashboardMode, type Profile, useAuth } from '../../api/accounts.ts';
import { toast } from '../toast.ts';
import { modeHome, modeOfPage } from './dashboard-nav.ts';

export function useDashboardMode() {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const { t } = useLingui();
  const [location, navigate] = useLocation();
  // The page's own menu wins over the saved mode (see modeOfPage); switching still saves the choice.
  const mode: DashboardMode = modeOfPage(location) ?? user?.dashboardMode ?? 'student';
  const mutation = useMutation({
    mutationFn: (next: DashboardMode) => accountsApi.setDashboardMode(next),
    onMutate: (next) => {
      const previous = queryClient.getQueryData<Profile | null>(accountKeys.me);
      queryClient.setQueryData<Profile | null>(accountKeys.me, (prev) => (prev ? { ...prev, dashboardMode: next } : prev));
      return { previous };
    },
    onError: (_error, _next, context) => {
      if (context?.previous !== undefined) queryClient.setQueryData(accountKeys.me, context.previous);
      toast.error(t`Could not switch dashboard mode`, { description: t`Please try again.` });
    },
    onSuccess: (saved) => {
      queryClient.setQueryData<Profile | null>(accountKeys.me, (prev) => (prev ? { ...prev, dashboardMode: saved } : prev));
    },
  });
  const setMode = (next: DashboardMode) => {
    if (next === mode || mutation.isPending) return;
    if (next !== user?.dashboardMode) mutation.mutate(next);
    navigate(modeHome(next));
  };
  return { mode, setMode, pending: mutation.isPending };
}
