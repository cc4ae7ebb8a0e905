// A deck's subject: one of the catalogue's subjects, or none.
import { Trans, useLingui } from '@lingui/react/macro';
import { useSubjects } from '../../api/catalogue.ts';

export function SubjectField({ value, onChange }: { value: string; onChange: (subjectId: string) => void }) {
  const { t } = useLingui();
  const subjects = useSubjects();
  return (
    <label className="fc-form__block">
      <span className="field__label">
        <Trans>Subject</Trans>
      </span>
      <select className="input select" value={value} onChange={(e) => onChange(e.target.value)} aria-label={t`Subject`}>
        <option value="">{t`No subject`}</option>
        {subjects.data?.items.map((s) => (
          <option key={s.id} value={s.id}>
            {s.name}
          </option>
        ))}
      </select>
    </label>
  );
}
