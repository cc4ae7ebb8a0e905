// The scholarship application: name, email, university, course and an essay of 200 to 1000 words, counted as
// the applicant types.
import { Send } from 'lucide-react';
import { countWords, ESSAY_WORDS, formRoutes, scholarshipApplication } from '../../../../modules/content/contract.ts';
import { Field, InputField, SubmitButton } from '../ui/Form.tsx';
import { Honeypot, SendFailure, Sent } from './FormParts.tsx';
import { usePublicForm } from './usePublicForm.ts';

export function ScholarshipForm() {
  const { values, errors, set, onSubmit, send } = usePublicForm(scholarshipApplication, formRoutes.apply.path, {
    name: '', email: '', university: '', course: '', essay: '', website: '',
  });
  if (send.isSuccess) return <Sent title="Application sent" message={send.data.message} email={values.email} />;
  const words = countWords(values.essay);
  return (
    <form className="contact-form" onSubmit={onSubmit} noValidate aria-label="Scholarship application">
      <div className="contact-form__row">
        <InputField label="Your name" autoComplete="name" value={values.name} onChange={set('name')} error={errors.name} />
        <InputField label="Email" type="email" autoComplete="email" value={values.email} onChange={set('email')} error={errors.email} />
      </div>
      <div className="contact-form__row">
        <InputField label="University" autoComplete="organization" value={values.university} onChange={set('university')} error={errors.university} />
        <InputField label="Course" value={values.course} onChange={set('course')} error={errors.course} />
      </div>
      <Field
        label="Essay"
        error={errors.essay}
        hint={`${words} words (${ESSAY_WORDS.min} to ${ESSAY_WORDS.max}). How do you help other students learn?`}
      >
        {({ id, describedBy, invalid }) => (
          <textarea id={id} className="input" rows={12} value={values.essay} onChange={set('essay')} aria-invalid={invalid || undefined} aria-describedby={describedBy} />
        )}
      </Field>
      <Honeypot value={values.website} onChange={set('website')} />
      <SendFailure error={send.error} title="Your application was not sent" />
      <SubmitButton busy={send.isPending} busyLabel="Sending…" className="btn btn--primary btn--lg">
        <Send aria-hidden="true" /> Send application
      </SubmitButton>
    </form>
  );
}
