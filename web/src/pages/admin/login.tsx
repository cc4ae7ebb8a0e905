import { ShieldCheck } from 'lucide-react';
import { AuthComingSoon } from '../../components/AuthComingSoon.tsx';

export default function AdminLoginPage() {
  return (
    <AuthComingSoon
      metaTitle="Admin sign-in"
      title="Admin sign-in"
      text="The back office for moderating documents, managing the catalogue, orders, payouts and content."
      icon={ShieldCheck}
    />
  );
}
