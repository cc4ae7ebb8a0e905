// A list toolbar's sort menu: a labelled select over fixed options.
import { useLingui } from '@lingui/react/macro';
import type { CSSProperties } from 'react';

type Props<T extends string> = {
  value: T;
  options: readonly { value: T; label: string }[];
  onChange: (value: T) => void;
  label?: string;
  style?: CSSProperties;
};

export function SortSelect<T extends string>({ value, options, onChange, label, style }: Props<T>) {
  const { t } = useLingui();
  return (
    <label className="docs-field" style={style}>
      <span>{label ?? t`Sort by`}</span>
      <select value={value} onChange={(e) => onChange(e.target.value as T)}>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </label>
  );
}
