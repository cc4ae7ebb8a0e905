import { Trans } from '@lingui/react/macro';
import { WifiOff } from 'lucide-react';
import { useOnline } from '../../hooks/useOnline.ts';

export function OfflineBanner() {
  const online = useOnline();
  if (online) return null;
  return (
    <div className="offline-banner" role="status" aria-live="polite">
      <WifiOff aria-hidden="true" />
      <span>
        <Trans>You are currently offline. Some features may be limited.</Trans>
      </span>
    </div>
  );
}
