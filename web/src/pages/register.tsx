import { UserPlus } from 'lucide-react';
import { AuthComingSoon } from '../components/AuthComingSoon.tsx';

export default function RegisterPage() {
  return (
    <AuthComingSoon
      metaTitle="Create your account"
      title="Create your free account"
      text="Save documents, buy with points, sell your own notes and use every AI study tool."
      icon={UserPlus}
      switchTo={{ prompt: 'Already have an account?', label: 'Log in', path: '/login' }}
    />
  );
}
