// /checkout (sign-in required): buying points by card or PayPal, with the payments module.
import { CreditCard } from 'lucide-react';
import { ComingSoon } from '../../components/ComingSoon.tsx';

export default function CheckoutPage() {
  return (
    <ComingSoon
      title="Checkout"
      description="Top up your points by card or PayPal. One US dollar buys 10 points, and points never expire."
      icon={CreditCard}
      color="#4f46e5"
      eyebrow="Payments"
      requiresSignIn
      features={['Pay by major cards or PayPal', '10 points for every $1', '30-day money-back guarantee']}
      primary={{ label: 'Back to your cart', href: '/cart' }}
      secondary={{ label: 'Browse documents', href: '/documents' }}
    />
  );
}
