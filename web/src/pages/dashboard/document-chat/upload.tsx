// /dashboard/document-chat/upload: pick or drop a file; it is uploaded as a private document (never listed or
// sold), and the chat opens while the worker reads its pages.
import { Trans, useLingui } from '@lingui/react/macro';
import { CloudUpload, Loader2, Lock } from 'lucide-react';
import { useId, useState } from 'react';
import { useLocation } from 'wouter';
import { uploadForChat } from '../../../api/docchat.ts';
import { toast } from '../../../components/toast.ts';
import { Breadcrumbs } from '../../../components/ui/Breadcrumbs.tsx';
import { Dropzone } from '../../../components/ui/Dropzone.tsx';
import { Alert } from '../../../components/ui/Form.tsx';
import { usePageMeta } from '../../../hooks/usePageMeta.ts';

const ACCEPT = '.pdf,.docx,.pptx,.odt,.rtf,application/pdf';

export default function UploadForChatPage() {
  const { t } = useLingui();
  usePageMeta({ title: t`Start a document chat`, description: t`Upload a PDF or notes and start asking questions about it.` });
  const inputId = useId();
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [, navigate] = useLocation();

  const upload = async (file: File | undefined | null) => {
    if (!file || busy) return;
    setError(null);
    setBusy(file.name);
    try {
      const chat = await uploadForChat(file);
      toast.success(t`Document uploaded`, { description: t`We are reading its pages.` });
      navigate(`/dashboard/document-chat/${chat.id}`);
    } catch (err) {
      setError(err instanceof Error ? err.message : t`The upload failed.`);
      setBusy(null);
    }
  };

  return (
    <div className="dash-page chat-upload">
      <Breadcrumbs items={[{ label: t`Document Chat`, href: '/dashboard/document-chat' }, { label: t`New chat` }]} />
      <header className="dash-page__head">
        <h1 className="dash-page__title">
          <Trans>Start a document chat</Trans>
        </h1>
        <p className="dash-page__lead">
          <Trans>Upload a PDF, slides or your notes, then ask questions in plain language. Answers cite the page they come from.</Trans>
        </p>
      </header>
      <div className="card card--pad">
        {error && (
          <Alert tone="danger" title={t`The upload was refused`}>
            {error}
          </Alert>
        )}
        <Dropzone inputId={inputId} onFiles={(files) => void upload(files[0])}>
          {busy ? <Loader2 className="spin" aria-hidden="true" /> : <CloudUpload aria-hidden="true" />}
          <span className="dropzone__title">{busy ? t`Uploading ${busy}…` : t`Drag and drop your document here`}</span>
          <span className="dropzone__hint">
            <Trans>or click to browse · PDF, DOCX, PPTX, ODT or RTF · up to 50 MB</Trans>
          </span>
          <input id={inputId} type="file" accept={ACCEPT} className="sr-only" aria-label={t`Document file`} disabled={Boolean(busy)} onChange={(e) => void upload(e.target.files?.[0])} />
        </Dropzone>
        <p className="chat-upload__private">
          <Lock aria-hidden="true" size={16} /> <Trans>Private: only you can see this document and its chats. It is never listed in the marketplace.</Trans>
        </p>
      </div>
    </div>
  );
}
