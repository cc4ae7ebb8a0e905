// A plan's name, exam date and subject: the create page's form and the plan page's edit form.
import { useLingui } from '@lingui/react/macro';
import { type FormEvent, useState } from 'react';
import { apiFieldErrors } from '../../api/client.ts';
import { useSubjects } from '../../api/catalogue.ts';
import type { PlanBody } from '../../api/testprep.ts';
import { InputField, SelectField, SubmitButton } from '../ui/Form.tsx';

export function PlanForm({ initial, busy, error, submitLabel, onSubmit }: { initial?: Partial<PlanBody>; busy: boolean; error: unknown; submitLabel: string; onSubmit: (b: PlanBody) => void }) {
  const { t } = useLingui();
  const subjects = useSubjects();
  const [name, setName] = useState(initial?.name ?? '');
  const [examDate, setExamDate] = useState(initial?.examDate ?? '');
  const [subjectId, setSubjectId] = useState(initial?.subjectId ?? '');
  const fields = apiFieldErrors(error);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSubmit({ name: name.trim(), examDate: examDate || null, subjectId: subjectId || null });
  };
  return (
    <form className="card card--pad tp-form" onSubmit={submit}>
      <InputField label={t`Plan name`} value={name} onChange={(e) => setName(e.target.value)} maxLength={120} required placeholder={t`e.g. Biology final`} error={fields.name} />
      <InputField label={t`Exam date`} type="date" optional value={examDate} onChange={(e) => setExamDate(e.target.value)} error={fields.examDate} />
      <SelectField label={t`Subject`} optional value={subjectId} onChange={(e) => setSubjectId(e.target.value)} error={fields.subjectId} hint={t`Public tests of this plan are listed under it.`}>
        <option value="">{t`No subject`}</option>
        {subjects.data?.items.map((s) => (
          <option key={s.id} value={s.id}>
            {s.name}
          </option>
        ))}
      </SelectField>
      <SubmitButton busy={busy} className="btn btn--primary">
        {submitLabel}
      </SubmitButton>
    </form>
  );
}
