import { Mail } from 'lucide-react';
import { ComingSoon } from '../components/ComingSoon.tsx';

export default function ContactPage() {
  return (
    <ComingSoon
      title="Contact us"
      description="Questions about a document, your points or your account? Our support team replies within 24 hours."
      icon={Mail}
      color="#0891b2"
      eyebrow="Company"
      features={['Support replies within 24 hours', '30-day money-back guarantee on points', 'Payments by major cards and PayPal']}
      primary={{ label: 'Visit the Help Center', href: '/help' }}
      secondary={{ label: 'Back to home', href: '/' }}
    />
  );
}
