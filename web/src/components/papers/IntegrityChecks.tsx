// The slot for the integrity tools (modules/integrity, built in parallel): "Check plagiarism" and "Detect AI" on
// the editor's current text. Until the lead wires them to that module, they open the tools' own pages; nothing here
// pretends to check anything. `text` is what the wired buttons will send.
import { Bot, ScanSearch } from 'lucide-react';
import { Link } from 'wouter';

export function IntegrityChecks(_props: { paperId: string | null; text: string }) {
  return (
    <div className="paper-integrity" data-testid="integrity-slot">
      <Link href="/plagiarism-checker" className="btn btn--secondary btn--sm">
        <ScanSearch aria-hidden="true" size={16} /> Check plagiarism
      </Link>
      <Link href="/ai-detector" className="btn btn--secondary btn--sm">
        <Bot aria-hidden="true" size={16} /> Detect AI
      </Link>
    </div>
  );
}
