import { LifeBuoy } from 'lucide-react';
import { ComingSoon } from '../components/ComingSoon.tsx';

export default function HelpPage() {
  return (
    <ComingSoon
      title="Help Center"
      description="Searchable answers about getting started, documents, purchases, and account and security, with email support and live chat."
      icon={LifeBuoy}
      color="#059669"
      eyebrow="Support"
      features={['Support replies within 24 hours', '30-day money-back guarantee', 'Payments by major cards and PayPal']}
      primary={{ label: 'Contact us', href: '/contact' }}
      secondary={{ label: 'Back to home', href: '/' }}
    />
  );
}
