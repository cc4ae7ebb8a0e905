// The text to check: typed or pasted, or read from a file. A .txt is read here in the browser; a .docx or .pdf is
// sent to the server, which reads it with the documents pipeline, and followed until its text is ready.
import { Trans, useLingui } from '@lingui/react/macro';
import { FileUp } from 'lucide-react';
import { useState } from 'react';
import { useLocation } from 'wouter';
import { useAuth } from '../../api/accounts.ts';
import { readUpload, TEXT_MAX_CHARS, uploadForCheck } from '../../api/integrity.ts';
import { authHref } from '../../lib/paths.ts';
import { Alert, Spinner } from '../ui/Form.tsx';

const POLL_MS = 1_500;
const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The file's text; rejects with the server's message (already in the page's language), else with null. */
async function textOfFile(file: File): Promise<string> {
  if (/\.txt$/i.test(file.name) || file.type === 'text/plain') return file.text();
  let upload = await uploadForCheck(file);
  while (upload.status === 'queued' || upload.status === 'processing') {
    await wait(POLL_MS);
    upload = await readUpload(upload.id);
  }
  if (upload.status === 'failed' || upload.text === null) throw new Error(upload.error ?? '');
  return upload.text;
}

export function TextSource({ value, onChange, placeholder }: { value: string; onChange: (text: string) => void; placeholder: string }) {
  const { t } = useLingui();
  const auth = useAuth();
  const [location, navigate] = useLocation();
  const [reading, setReading] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const choose = async (file: File | undefined) => {
    if (!file) return;
    const local = /\.txt$/i.test(file.name);
    if (!local && auth.status !== 'signed-in') {
      navigate(authHref('/login', location, ''));
      return;
    }
    setError(null);
    setReading(file.name);
    try {
      onChange((await textOfFile(file)).slice(0, TEXT_MAX_CHARS));
    } catch (e) {
      setError((e as Error).message || t`We could not read any text in this file.`);
    } finally {
      setReading(null);
    }
  };

  return (
    <div className="ic-source-input">
      <label htmlFor="ic-text" className="ic-source-input__label">
        <Trans>Your text</Trans>
      </label>
      <textarea
        id="ic-text"
        className="input ic-source-input__text"
        placeholder={placeholder}
        value={value}
        maxLength={TEXT_MAX_CHARS}
        rows={10}
        onChange={(e) => onChange(e.target.value)}
      />
      <div className="ic-source-input__row">
        <label className="btn btn--secondary ic-file">
          <FileUp aria-hidden="true" /> <Trans>Upload .docx, .pdf or .txt</Trans>
          <input type="file" accept=".txt,.docx,.pdf,text/plain,application/pdf,application/vnd.openxmlformats-officedocument.wordprocessingml.document" className="sr-only" onChange={(e) => void choose(e.target.files?.[0])} />
        </label>
        {reading && (
          <span className="ic-file__status" role="status">
            <Spinner /> <Trans>Reading {reading}…</Trans>
          </span>
        )}
      </div>
      {error && <Alert tone="danger">{error}</Alert>}
    </div>
  );
}
