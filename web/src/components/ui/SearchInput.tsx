import { useLingui } from '@lingui/react/macro';
import { Search, X } from 'lucide-react';

type Props = {
  value: string;
  onChange: (value: string) => void;
  placeholder: string;
  label: string;
  size?: 'md' | 'lg';
};

/** A filter box for client-side lists, with a clear button. */
export function SearchInput({ value, onChange, placeholder, label, size = 'lg' }: Props) {
  const { t } = useLingui();
  return (
    <div className={`search-field${size === 'lg' ? ' search-field--lg' : ''}`}>
      <Search aria-hidden="true" />
      <input
        className="input"
        type="search"
        value={value}
        placeholder={placeholder}
        aria-label={label}
        onChange={(e) => onChange(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Escape' && value) {
            e.preventDefault();
            onChange('');
          }
        }}
      />
      {value && (
        <button type="button" className="search-field__clear" aria-label={t`Clear search`} onClick={() => onChange('')}>
          <X aria-hidden="true" />
        </button>
      )}
    </div>
  );
}
