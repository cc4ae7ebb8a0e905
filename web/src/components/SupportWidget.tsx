// The live-chat support widget slot (spec 000 §1): when /api/public-config names a script, it is loaded
// once, on the first page where the widget may appear, and told who the signed-in user is. On the
// pages where it must not appear (document chat, writer paper, flashcard deck, editor) it is never
// loaded, and if it already was, it is asked to hide. The interface it must offer is in web/README.md.
import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { useAuth } from '../api/accounts.ts';
import { usePublicConfig } from '../api/platform.ts';
import { identifyWhenReady, supportWidgetAllowed } from '../lib/support-widget.ts';

const SCRIPT_ID = 'studyhall-support-widget';

function loadScript(src: string) {
  if (document.getElementById(SCRIPT_ID)) return;
  const script = document.createElement('script');
  script.id = SCRIPT_ID;
  script.src = src;
  script.async = true;
  document.body.appendChild(script);
}

export function SupportWidget() {
  const { data: config } = usePublicConfig();
  const { user, status } = useAuth();
  const [location] = useLocation();
  const url = config?.supportWidgetUrl ?? null;
  const allowed = supportWidgetAllowed(location);

  useEffect(() => {
    if (!url) return;
    if (allowed) {
      loadScript(url);
      window.StudyhallSupport?.show?.();
    } else {
      window.StudyhallSupport?.hide?.();
    }
  }, [url, allowed]);

  const identity = user
    ? { id: user.id, email: user.email, nickname: user.fullName, avatar: user.avatarUrl }
    : null;
  const key = identity ? `${identity.id}|${identity.email}|${identity.nickname}|${identity.avatar ?? ''}` : null;

  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for the identity's fields
  useEffect(() => {
    if (!url || !document.getElementById(SCRIPT_ID)) return;
    if (identity) return identifyWhenReady(() => window.StudyhallSupport, identity);
    if (status === 'signed-out') window.StudyhallSupport?.reset?.();
    return undefined;
  }, [url, key, status, allowed]);

  return null;
}
