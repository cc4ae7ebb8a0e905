// The form under /legal/notice-takedown and /legal/file-complaint: who sends it, what it concerns, the claim, and
// for a takedown the good-faith statement the notice page asks for.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Send } from 'lucide-react';
import { formRoutes, type LegalNoticeKind, legalNotice } from '../../../../modules/content/contract.ts';
import { Field, InputField, SubmitButton } from '../ui/Form.tsx';
import { Honeypot, SendFailure, Sent } from './FormParts.tsx';
import { usePublicForm } from './usePublicForm.ts';

const COPY: Record<LegalNoticeKind, Record<'title' | 'claim' | 'hint' | 'sent' | 'submit', MessageDescriptor>> = {
  takedown: {
    title: msg`Send a takedown notice`,
    claim: msg`Your claim`,
    hint: msg`The work you own, where the original is, and what on Studyhall copies it.`,
    sent: msg`Notice sent`,
    submit: msg`Send notice`,
  },
  complaint: {
    title: msg`File a complaint`,
    claim: msg`Your complaint`,
    hint: msg`What happened, when, and what you would like us to do.`,
    sent: msg`Complaint sent`,
    submit: msg`Send complaint`,
  },
};

export function LegalNoticeForm({ kind }: { kind: LegalNoticeKind }) {
  const { values, errors, set, onSubmit, send } = usePublicForm(legalNotice, formRoutes.notice.path, {
    kind, name: '', email: '', concerns: '', claim: '', goodFaith: false, website: '',
  });
  const { t, i18n } = useLingui();
  const copy = COPY[kind];
  return (
    <section className="card card--pad legal-form" aria-labelledby="legal-form-title">
      <h2 id="legal-form-title">{i18n._(copy.title)}</h2>
      {send.isSuccess ? (
        <Sent title={i18n._(copy.sent)} message={send.data.message} email={values.email} />
      ) : (
        <form className="contact-form" onSubmit={onSubmit} noValidate>
          <div className="contact-form__row">
            <InputField label={t`Your name`} autoComplete="name" value={values.name} onChange={set('name')} error={errors.name} />
            <InputField label={t`Email`} type="email" autoComplete="email" value={values.email} onChange={set('email')} error={errors.email} />
          </div>
          <InputField
            label={t`URL or document concerned`}
            placeholder="https://studyhall.com/documents/…"
            value={values.concerns}
            onChange={set('concerns')}
            error={errors.concerns}
          />
          <Field label={i18n._(copy.claim)} error={errors.claim} hint={i18n._(copy.hint)}>
            {({ id, describedBy, invalid }) => (
              <textarea id={id} className="input" rows={7} maxLength={5000} value={values.claim} onChange={set('claim')} aria-invalid={invalid || undefined} aria-describedby={describedBy} />
            )}
          </Field>
          {kind === 'takedown' && (
            <div className="legal-form__check">
              <label>
                <input type="checkbox" checked={values.goodFaith} onChange={set('goodFaith')} aria-invalid={errors.goodFaith ? true : undefined} />
                <span>
                  <Trans>
                    I believe in good faith that this use is not authorised by the owner, its agent or the law; the information in this
                    notice is accurate, and I am the owner or authorised to act for the owner.
                  </Trans>
                </span>
              </label>
              {errors.goodFaith && (
                <p className="field__error" role="alert">
                  {errors.goodFaith}
                </p>
              )}
            </div>
          )}
          <Honeypot value={values.website} onChange={set('website')} />
          <SendFailure error={send.error} title={t`Your notice was not sent`} />
          <SubmitButton busy={send.isPending} busyLabel={t`Sending…`} className="btn btn--primary btn--lg">
            <Send aria-hidden="true" /> {i18n._(copy.submit)}
          </SubmitButton>
        </form>
      )}
    </section>
  );
}
