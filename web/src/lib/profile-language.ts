// A signed-in student's language lives in their profile (issue #30), so it follows them to any browser. The server
// picks a page's language from the cookie, not the profile (a page request does not look up the session), so the
// profile's language is written to the cookie whenever it differs from the page's, and the page loads again in it.
import { useEffect } from 'react';
import { accountsRoutes, type Profile } from '../../../modules/accounts/contract.ts';
import { apiSend } from '../api/client.ts';
import { type Language, pageLanguage, rememberLanguage } from './languages.ts';

const RELOADED_FOR = 'studyhall_lang_reloaded';

/** The page again in `language`; a `?lang=` in the address would outrank the cookie, so it goes. */
function reloadIn(language: Language) {
  rememberLanguage(language);
  const url = new URL(window.location.href);
  url.searchParams.delete('lang');
  window.location.assign(url);
}

/**
 * The footer's choice: saved in a signed-in student's profile, then the page in it. A failed save still changes
 * the page (the cookie holds the choice in this browser).
 */
export async function chooseLanguage(language: Language, user: Profile | null) {
  if (user) {
    const body = { fullName: user.fullName, universityId: user.universityId, courseId: user.courseId, language };
    await apiSend('PUT', accountsRoutes.updateProfile.path, { body }).catch(() => undefined);
  }
  reloadIn(language);
}

/**
 * When the profile loads (a sign-in, a new browser) in a language other than the page's, the page loads again in
 * it, once a session: an address asking for another language (`?lang=`) after that is obeyed, and a server that
 * answered in another language all the same could never make it loop.
 */
export function useProfileLanguage(user: Profile | null) {
  const wanted = user?.language ?? null;
  useEffect(() => {
    if (!wanted || wanted === pageLanguage() || sessionStorage.getItem(RELOADED_FOR) === wanted) return;
    sessionStorage.setItem(RELOADED_FOR, wanted);
    reloadIn(wanted);
  }, [wanted]);
}
