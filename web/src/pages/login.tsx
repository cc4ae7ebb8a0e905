import { LogIn } from 'lucide-react';
import { AuthComingSoon } from '../components/AuthComingSoon.tsx';

export default function LoginPage() {
  return (
    <AuthComingSoon
      metaTitle="Log in"
      title="Log in to Studyhall"
      text="Pick up where you left off: your documents, points wallet, flashcards and study plans."
      icon={LogIn}
      switchTo={{ prompt: 'New to Studyhall?', label: 'Create an account', path: '/register' }}
    />
  );
}
