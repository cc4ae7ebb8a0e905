// Sonner's toaster with the app's placement and timings; loaded by ToasterWhenNeeded with the first toast.
import { useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import { Toaster as Sonner } from 'sonner';
import { TOAST_DURATION_MS } from './toast.ts';

export default function Toaster({ onListening }: { onListening: () => void }) {
  const { t } = useLingui();
  // A parent's effects run after its children's: sonner's toaster has subscribed by now.
  useEffect(() => onListening(), [onListening]);
  return (
    <Sonner
      position="top-right"
      duration={TOAST_DURATION_MS}
      richColors
      closeButton
      containerAriaLabel={t`Notifications`}
      toastOptions={{ style: { fontFamily: 'var(--font-sans)' }, closeButtonAriaLabel: t`Close toast` }}
    />
  );
}
