import { LogIn } from 'lucide-react';
import { AuthComingSoon } from '../../components/AuthComingSoon.tsx';

/** Where social sign-in lands before going on to returnUrl or /dashboard. */
export default function AuthCallbackPage() {
  return (
    <AuthComingSoon
      metaTitle="Signing you in"
      title="Signing you in"
      text="After signing in with Google you will be taken straight back to where you were."
      icon={LogIn}
      switchTo={{ prompt: 'Prefer email?', label: 'Log in with your email', path: '/login' }}
    />
  );
}
