// Above a text the api answered in English because the page's language has none yet (a legal page, a help answer):
// says so in the page's language. The text itself carries lang="en" where it is shown.
import { useLingui } from '@lingui/react/macro';
import { Languages } from 'lucide-react';

export function EnglishFallbackNote({ of }: { of: 'page' | 'answer' }) {
  const { t, i18n } = useLingui();
  const language = new Intl.DisplayNames([i18n.locale], { type: 'language' }).of(i18n.locale) ?? i18n.locale;
  return (
    <p className="notice english-fallback" role="note">
      <Languages aria-hidden="true" />
      <span>
        {of === 'page'
          ? t`This page is not yet available in ${language}. Here it is in English.`
          : t`This answer is not yet available in ${language}. Here it is in English.`}
      </span>
    </p>
  );
}
