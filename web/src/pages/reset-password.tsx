import { LockKeyhole } from 'lucide-react';
import { AuthComingSoon } from '../components/AuthComingSoon.tsx';

/** Reset-password email links land here or on /auth/reset-password (spec 000 §2 gives both). */
export default function ResetPasswordPage() {
  return (
    <AuthComingSoon
      metaTitle="Choose a new password"
      title="Choose a new password"
      text="Set a new password of at least 6 characters, then log in with it."
      icon={LockKeyhole}
      switchTo={{ prompt: 'Changed your mind?', label: 'Back to log in', path: '/login' }}
    />
  );
}
