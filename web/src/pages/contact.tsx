// /contact: write to support (name, email, topic, message). The message lands in the support mailbox and the
// sender gets a receipt; a hidden honeypot field catches bots. Signed-in users have their name and email filled.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { BookOpen, CheckCircle2, Clock, LifeBuoy, Mail, Scale } from 'lucide-react';
import { Link, useSearch } from 'wouter';
import { ApiError, apiFieldErrors } from '../api/client.ts';
import { CONTACT_EMAILS } from '../api/content.ts';
import { CONTACT_TOPICS, contactMessage, contentRoutes } from '../../../modules/content/contract.ts';
import { usePublicForm } from '../components/forms/usePublicForm.ts';
import { PageHeader } from '../components/ui/PageHeader.tsx';
import { Alert, Field, InputField, SelectField, SubmitButton } from '../components/ui/Form.tsx';
import { usePageMeta } from '../hooks/usePageMeta.ts';

// The topics are the API's values; the form shows each in the page's language.
const topicLabels: Record<(typeof CONTACT_TOPICS)[number], MessageDescriptor> = {
  'General question': msg`General question`,
  'Purchases and refunds': msg`Purchases and refunds`,
  'Selling and earnings': msg`Selling and earnings`,
  'Account and security': msg`Account and security`,
  Complaint: msg`Complaint`,
  'Press and partnerships': msg`Press and partnerships`,
};

export default function ContactPage() {
  const { t, i18n } = useLingui();
  usePageMeta({
    title: t`Contact us`,
    description: t`Questions about a document, your points or your account? Write to Studyhall support: we reply within 24 hours.`,
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
      <PageHeader
        crumbs={[{ label: t`Home`, href: '/' }, { label: t`Contact us` }]}
        title={t`Contact us`}
        lead={t`Questions about a document, your points or your account? A person on our support team reads every message.`}
      />
      <section className="section section--tight">
        <div className="container contact-layout">
          <div className="card card--pad contact-card">
            {send.isSuccess ? (
              <div className="contact-sent" role="status">
                <CheckCircle2 aria-hidden="true" />
                <h2>
                  <Trans>Message sent</Trans>
                </h2>
                <p>{send.data.message}</p>
                <p>
                  <Trans>
                    We sent a copy to <strong>{form.email}</strong>.
                  </Trans>
                </p>
                <Link href="/help" className="btn btn--secondary">
                  <Trans>Browse the Help Center</Trans>
                </Link>
              </div>
            ) : (
              <form className="contact-form" onSubmit={onSubmit} noValidate>
                <div className="contact-form__row">
                  <InputField label={t`Your name`} autoComplete="name" value={form.name} onChange={set('name')} error={errors.name} />
                  <InputField label={t`Email`} type="email" autoComplete="email" value={form.email} onChange={set('email')} error={errors.email} />
                </div>
                <SelectField label={t`Topic`} value={form.topic} onChange={set('topic')} error={errors.topic}>
                  <option value="">{t`Choose a topic`}</option>
                  {CONTACT_TOPICS.map((topic) => (
                    <option key={topic} value={topic}>
                      {i18n._(topicLabels[topic])}
                    </option>
                  ))}
                </SelectField>
                <Field label={t`Message`} error={errors.message} hint={t`Include the document or order it is about, if any.`}>
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
                    {/* i18n-ignore: only bots read the honeypot's label */}
                    Website
                    <input type="text" tabIndex={-1} autoComplete="off" value={form.website} onChange={set('website')} />
                  </label>
                </div>
                {send.isError && !Object.keys(apiFieldErrors(send.error)).length && (
                  <Alert tone="danger" title={t`Your message was not sent`}>
                    {send.error instanceof ApiError ? send.error.message : t`Please check your connection and try again.`}
                  </Alert>
                )}
                <SubmitButton busy={send.isPending} busyLabel={t`Sending…`} className="btn btn--primary btn--lg">
                  <Mail aria-hidden="true" /> <Trans>Send message</Trans>
                </SubmitButton>
              </form>
            )}
          </div>
          <aside className="contact-aside">
            <div className="contact-fact">
              <Clock aria-hidden="true" />
              <div>
                <p className="contact-fact__title">
                  <Trans>Replies within 24 hours</Trans>
                </p>
                <p>
                  <Trans>On working days, from a person, not a bot.</Trans>
                </p>
              </div>
            </div>
            <div className="contact-fact">
              <Mail aria-hidden="true" />
              <div>
                <p className="contact-fact__title">
                  <Trans>Prefer email?</Trans>
                </p>
                <p>
                  <a href={`mailto:${CONTACT_EMAILS.supportEmail}`}>{CONTACT_EMAILS.supportEmail}</a>
                </p>
              </div>
            </div>
            <div className="contact-fact">
              <LifeBuoy aria-hidden="true" />
              <div>
                <p className="contact-fact__title">
                  <Trans>Quick answers</Trans>
                </p>
                <p>
                  <Trans>
                    Points, refunds, uploads and security: <Link href="/help">Help Center</Link>.
                  </Trans>
                </p>
              </div>
            </div>
            <div className="contact-fact">
              <Scale aria-hidden="true" />
              <div>
                <p className="contact-fact__title">
                  <Trans>Copyright and complaints</Trans>
                </p>
                <p>
                  <Link href="/legal/notice-takedown">
                    <Trans>Notice and takedown</Trans>
                  </Link>{' '}
                  ·{' '}
                  <Link href="/legal/file-complaint">
                    <Trans>File a complaint</Trans>
                  </Link>
                </p>
              </div>
            </div>
            <div className="contact-fact">
              <BookOpen aria-hidden="true" />
              <div>
                <p className="contact-fact__title">
                  <Trans>Refunds</Trans>
                </p>
                <p>
                  <Trans>
                    Within 30 days: see the <Link href="/legal/refund-policy">Refund Policy</Link>.
                  </Trans>
                </p>
              </div>
            </div>
          </aside>
        </div>
      </section>
    </>
  );
}
