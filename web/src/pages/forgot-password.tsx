import { KeyRound } from 'lucide-react';
import { AuthComingSoon } from '../components/AuthComingSoon.tsx';

export default function ForgotPasswordPage() {
  return (
    <AuthComingSoon
      metaTitle="Forgot password"
      title="Forgot your password?"
      text="Enter your email and we will send you a link to choose a new password."
      icon={KeyRound}
      switchTo={{ prompt: 'Remembered it?', label: 'Back to log in', path: '/login' }}
    />
  );
}
