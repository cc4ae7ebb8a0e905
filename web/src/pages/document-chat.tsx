// Document Chat (spec 001 §1, §9 point costs).
import { ToolComingSoon } from '../components/ComingSoon.tsx';

export default function Page() {
  return (
    <ToolComingSoon
      href="/document-chat"
      features={[
        'Upload a PDF, lecture slides or your own notes',
        'Ask questions in plain language, with answers that point to the page',
        '5 points per chat, plus 2 points for every 5 messages already sent',
      ]}
    />
  );
}
