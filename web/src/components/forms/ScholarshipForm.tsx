// The scholarship application: name, email, university, course and an essay of 200 to 1000 words, counted as
// the applicant types.
import { Trans, useLingui } from '@lingui/react/macro';
import { plural } from '@lingui/core/macro';
import { Send } from 'lucide-react';
import { countWords, ESSAY_WORDS, formRoutes, scholarshipApplication } from '../../../../modules/content/contract.ts';
import { Field, InputField, SubmitButton } from '../ui/Form.tsx';
import { Honeypot, SendFailure, Sent } from './FormParts.tsx';
import { usePublicForm } from './usePublicForm.ts';

export function ScholarshipForm() {
  const { t } = useLingui();
  const { values, errors, set, onSubmit, send } = usePublicForm(scholarshipApplication, formRoutes.apply.path, {
    name: '', email: '', university: '', course: '', essay: '', website: '',
  });
  if (send.isSuccess) return <Sent title={t`Application sent`} message={send.data.message} email={values.email} />;
  const words = countWords(values.essay);
  const { min, max } = ESSAY_WORDS;
  return (
    <form className="contact-form" onSubmit={onSubmit} noValidate aria-label={t`Scholarship application`}>
      <div className="contact-form__row">
        <InputField label={t`Your name`} autoComplete="name" value={values.name} onChange={set('name')} error={errors.name} />
        <InputField label={t`Email`} type="email" autoComplete="email" value={values.email} onChange={set('email')} error={errors.email} />
      </div>
      <div className="contact-form__row">
        <InputField label={t`University`} autoComplete="organization" value={values.university} onChange={set('university')} error={errors.university} />
        <InputField label={t`Course`} value={values.course} onChange={set('course')} error={errors.course} />
      </div>
      <Field
        label={t`Essay`}
        error={errors.essay}
        hint={t`${plural(words, { one: '# word', other: '# words' })} (${min} to ${max}). How do you help other students learn?`}
      >
        {({ id, describedBy, invalid }) => (
          <textarea id={id} className="input" rows={12} value={values.essay} onChange={set('essay')} aria-invalid={invalid || undefined} aria-describedby={describedBy} />
        )}
      </Field>
      <Honeypot value={values.website} onChange={set('website')} />
      <SendFailure error={send.error} title={t`Your application was not sent`} />
      <SubmitButton busy={send.isPending} busyLabel={t`Sending…`} className="btn btn--primary btn--lg">
        <Send aria-hidden="true" /> <Trans>Send application</Trans>
      </SubmitButton>
    </form>
  );
}
