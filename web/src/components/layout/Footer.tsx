import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { Globe } from 'lucide-react';
import { Link } from 'wouter';
import { useAuth } from '../../api/accounts.ts';
import { LANGUAGES, type Language, isLanguage } from '../../lib/languages.ts';
import { chooseLanguage } from '../../lib/profile-language.ts';
import { companyLinks, legalPages } from '../content-data.ts';
import { aiTools } from '../nav-data.ts';
import { FacebookIcon, InstagramIcon, LinkedInIcon, TikTokIcon, XIcon, YouTubeIcon } from '../ui/SocialIcons.tsx';
import { Logo } from './Logo.tsx';

const socials = [
  { network: 'Instagram', href: 'https://www.instagram.com/studyhall', Icon: InstagramIcon },
  { network: 'TikTok', href: 'https://www.tiktok.com/@studyhall', Icon: TikTokIcon },
  { network: 'X', href: 'https://x.com/studyhall', Icon: XIcon },
  { network: 'LinkedIn', href: 'https://www.linkedin.com/company/studyhall', Icon: LinkedInIcon },
  { network: 'YouTube', href: 'https://www.youtube.com/@studyhall', Icon: YouTubeIcon },
  { network: 'Facebook', href: 'https://www.facebook.com/studyhall', Icon: FacebookIcon },
];

const exploreFooter = [
  { label: msg`Documents`, href: '/documents' },
  { label: msg`Subjects`, href: '/subjects' },
  { label: msg`Universities`, href: '/universities' },
  { label: msg`Textbooks`, href: '/textbooks' },
  { label: msg`Practice tests`, href: '/tests' },
  { label: msg`Help Center`, href: '/help' },
  { label: msg`Get the app`, href: '/download' },
];

const legalFooter = [{ label: msg`Legal overview`, href: '/legal' }, ...legalPages.map((p) => ({ label: p.title, href: p.href }))];

function LinkGroup({ title, links }: { title: string; links: { label: string; href: string }[] }) {
  return (
    <div className="footer-group">
      <h2 className="footer-group__title">{title}</h2>
      <ul>
        {links.map((l) => (
          <li key={l.href}>
            <Link href={l.href}>{l.label}</Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * The page's language. A choice is remembered (cookie, and the profile of a signed-in student) and the page loads
 * again in it: the server renders it in the new language and only that language's messages load.
 */
function LanguageSelect() {
  const { i18n } = useLingui();
  const { user } = useAuth();
  const choose = (language: Language) => void chooseLanguage(language, user);
  return (
    <label className="lang-select">
      <Globe aria-hidden="true" />
      <span className="sr-only">
        <Trans>Language</Trans>
      </span>
      <select
        value={i18n.locale}
        onChange={(e) => {
          if (isLanguage(e.target.value) && e.target.value !== i18n.locale) choose(e.target.value);
        }}
      >
        {LANGUAGES.map((l) => (
          <option key={l.code} value={l.code} lang={l.code}>
            {l.label}
          </option>
        ))}
      </select>
    </label>
  );
}

export function Footer() {
  const { _ } = useLingui();
  const year = new Date().getFullYear();
  const translated = (links: { label: MessageDescriptor; href: string }[]) => links.map((l) => ({ label: _(l.label), href: l.href }));
  return (
    <footer className="site-footer">
      <div className="container container--wide">
        <div className="site-footer__top">
          <div className="site-footer__brand">
            <Logo tone="light" />
            <p>
              <Trans>
                Notes, summaries and past papers from students who aced the course, and AI tools that help you study
                faster.
              </Trans>
            </p>
            <ul className="socials" aria-label={_(msg`Social media`)}>
              {socials.map(({ network, href, Icon }) => (
                <li key={href}>
                  <a href={href} aria-label={_(msg`Studyhall on ${network}`)} target="_blank" rel="noopener noreferrer">
                    <Icon />
                  </a>
                </li>
              ))}
            </ul>
          </div>
          <div className="site-footer__groups">
            <LinkGroup title={_(msg`Company`)} links={translated(companyLinks)} />
            <LinkGroup title={_(msg`Explore`)} links={translated(exploreFooter)} />
            <LinkGroup title={_(msg`Study tools`)} links={translated(aiTools)} />
            <LinkGroup title={_(msg`Legal`)} links={translated(legalFooter)} />
          </div>
        </div>
        <div className="site-footer__bottom">
          <p>
            <Trans>© {year} Studyhall</Trans>
          </p>
          <LanguageSelect />
        </div>
      </div>
    </footer>
  );
}
