// A list toolbar's sort menu: a labelled select over fixed options.
import type { CSSProperties } from 'react';

type Props<T extends string> = {
  value: T;
  options: readonly { value: T; label: string }[];
  onChange: (value: T) => void;
  label?: string;
  style?: CSSProperties;
};

export function SortSelect<T extends string>({ value, options, onChange, label = 'Sort by', style }: Props<T>) {
  return (
    <label className="docs-field" style={style}>
      <span>{label}</span>
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
