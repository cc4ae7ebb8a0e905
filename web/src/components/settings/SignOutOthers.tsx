import { Trans } from '@lingui/react/macro';
/**
 * "Sign out of all other devices", offered with every change of credentials (password, two-factor on or off)
 * and on by default: whoever made the change usually wants anyone else out. This browser stays signed in.
 */
export function SignOutOthers({ checked, onChange, disabled }: { checked: boolean; onChange: (checked: boolean) => void; disabled?: boolean }) {
  return (
    <label className="checkbox form-grid__wide" data-testid="sign-out-others">
      <input type="checkbox" checked={checked} onChange={(e) => onChange(e.target.checked)} disabled={disabled} />
      <span>
        <span className="checkbox__label">
          <Trans>Sign out of all other devices</Trans>
        </span>
        <span className="checkbox__hint">
          <Trans>Also revokes your API tokens. You stay signed in here.</Trans>
        </span>
      </span>
    </label>
  );
}
