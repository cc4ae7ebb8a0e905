// /checkout/success (sign-in required): the payment return page, with the payments module.
import { BadgeCheck } from 'lucide-react';
import { ComingSoon } from '../../components/ComingSoon.tsx';

export default function CheckoutSuccessPage() {
  return (
    <ComingSoon
      title="Payment complete"
      description="After paying, you land here while we confirm the payment with the provider and add the points to your wallet."
      icon={BadgeCheck}
      color="#059669"
      eyebrow="Payments"
      requiresSignIn
      primary={{ label: 'Go to your wallet', href: '/dashboard/wallet' }}
      secondary={{ label: 'Browse documents', href: '/documents' }}
    />
  );
}
