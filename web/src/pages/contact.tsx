// /contact: write to support (name, email, topic, message). The message lands in the support mailbox and the
// sender gets a receipt; a hidden honeypot field catches bots. Signed-in users have their name and email filled.
import { BookOpen, CheckCircle2, Clock, LifeBuoy, Mail, Scale } from 'lucide-react';
import { Link, useSearch } from 'wouter';
import { ApiError, apiFieldErrors } from '../api/client.ts';
import { CONTACT_EMAILS } from '../api/content.ts';
import { CONTACT_TOPICS, contactMessage, contentRoutes } from '../../../modules/content/contract.ts';
import { usePublicForm } from '../components/forms/usePublicForm.ts';
import { PageHeader } from '../components/ui/PageHeader.tsx';
import { Alert, Field, InputField, SelectField, SubmitButton } from '../components/ui/Form.tsx';
import { usePageMeta } from '../hooks/usePageMeta.ts';

export default function ContactPage() {
  usePageMeta({
    title: 'Contact us',
    description: 'Questions about a document, your points or your account? Write to Studyhall support: we reply within 24 hours.',
  });
  const topicFromUrl = new URLSearchParams(useSearch()).get('topic');
  const {
    values: form,
    errors,
    set,
    onSubmit,
    send,
  } = usePublicForm(contactMessage, contentRoutes.contact.path, {
    name: '',
    email: '',
    topic: CONTACT_TOPICS.find((t) => t === topicFromUrl) ?? '',
    message: '',
    website: '',
  });

  return (
    <>
      <PageHeader crumbs={[{ label: 'Home', href: '/' }, { label: 'Contact us' }]} title="Contact us" lead="Questions about a document, your points or your account? A person on our support team reads every message." />
      <section className="section section--tight">
        <div className="container contact-layout">
          <div className="card card--pad contact-card">
            {send.isSuccess ? (
              <div className="contact-sent" role="status">
                <CheckCircle2 aria-hidden="true" />
                <h2>Message sent</h2>
                <p>{send.data.message}</p>
                <p>
                  We sent a copy to <strong>{form.email}</strong>.
                </p>
                <Link href="/help" className="btn btn--secondary">
                  Browse the Help Center
                </Link>
              </div>
            ) : (
              <form className="contact-form" onSubmit={onSubmit} noValidate>
                <div className="contact-form__row">
                  <InputField label="Your name" autoComplete="name" value={form.name} onChange={set('name')} error={errors.name} />
                  <InputField label="Email" type="email" autoComplete="email" value={form.email} onChange={set('email')} error={errors.email} />
                </div>
                <SelectField label="Topic" value={form.topic} onChange={set('topic')} error={errors.topic}>
                  <option value="">Choose a topic</option>
                  {CONTACT_TOPICS.map((t) => (
                    <option key={t} value={t}>
                      {t}
                    </option>
                  ))}
                </SelectField>
                <Field label="Message" error={errors.message} hint="Include the document or order it is about, if any.">
                  {({ id, describedBy, invalid }) => (
                    <textarea
                      id={id}
                      className="input"
                      rows={7}
                      maxLength={5000}
                      value={form.message}
                      onChange={set('message')}
                      aria-invalid={invalid || undefined}
                      aria-describedby={describedBy}
                    />
                  )}
                </Field>
                {/* The honeypot: off-screen and out of the tab order, so only bots fill it. */}
                <div className="contact-form__trap" aria-hidden="true">
                  <label>
                    Website
                    <input type="text" tabIndex={-1} autoComplete="off" value={form.website} onChange={set('website')} />
                  </label>
                </div>
                {send.isError && !Object.keys(apiFieldErrors(send.error)).length && (
                  <Alert tone="danger" title="Your message was not sent">
                    {send.error instanceof ApiError ? send.error.message : 'Please check your connection and try again.'}
                  </Alert>
                )}
                <SubmitButton busy={send.isPending} busyLabel="Sending…" className="btn btn--primary btn--lg">
                  <Mail aria-hidden="true" /> Send message
                </SubmitButton>
              </form>
            )}
          </div>
          <aside className="contact-aside">
            <div className="contact-fact">
              <Clock aria-hidden="true" />
              <div>
                <p className="contact-fact__title">Replies within 24 hours</p>
                <p>On working days, from a person, not a bot.</p>
              </div>
            </div>
            <div className="contact-fact">
              <Mail aria-hidden="true" />
              <div>
                <p className="contact-fact__title">Prefer email?</p>
                <p>
                  <a href={`mailto:${CONTACT_EMAILS.supportEmail}`}>{CONTACT_EMAILS.supportEmail}</a>
                </p>
              </div>
            </div>
            <div className="contact-fact">
              <LifeBuoy aria-hidden="true" />
              <div>
                <p className="contact-fact__title">Quick answers</p>
                <p>
                  Points, refunds, uploads and security: <Link href="/help">Help Center</Link>.
                </p>
              </div>
            </div>
            <div className="contact-fact">
              <Scale aria-hidden="true" />
              <div>
                <p className="contact-fact__title">Copyright and complaints</p>
                <p>
                  <Link href="/legal/notice-takedown">Notice and takedown</Link> ·{' '}
                  <Link href="/legal/file-complaint">File a complaint</Link>
                </p>
              </div>
            </div>
            <div className="contact-fact">
              <BookOpen aria-hidden="true" />
              <div>
                <p className="contact-fact__title">Refunds</p>
                <p>
                  Within 30 days: see the <Link href="/legal/refund-policy">Refund Policy</Link>.
                </p>
              </div>
            </div>
          </aside>
        </div>
      </section>
    </>
  );
}
