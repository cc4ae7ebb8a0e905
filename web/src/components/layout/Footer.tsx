import { Globe } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';
import { companyLinks, languages, legalPages } from '../content-data.ts';
import { aiTools } from '../nav-data.ts';
import { TOAST_LONG_DURATION_MS, toast } from '../toast.ts';
import { FacebookIcon, InstagramIcon, LinkedInIcon, TikTokIcon, XIcon, YouTubeIcon } from '../ui/SocialIcons.tsx';
import { Logo } from './Logo.tsx';

const socials = [
  { label: 'Studyhall on Instagram', href: 'https://www.instagram.com/studyhall', Icon: InstagramIcon },
  { label: 'Studyhall on TikTok', href: 'https://www.tiktok.com/@studyhall', Icon: TikTokIcon },
  { label: 'Studyhall on X', href: 'https://x.com/studyhall', Icon: XIcon },
  { label: 'Studyhall on LinkedIn', href: 'https://www.linkedin.com/company/studyhall', Icon: LinkedInIcon },
  { label: 'Studyhall on YouTube', href: 'https://www.youtube.com/@studyhall', Icon: YouTubeIcon },
  { label: 'Studyhall on Facebook', href: 'https://www.facebook.com/studyhall', Icon: FacebookIcon },
];

const exploreFooter = [
  { label: 'Documents', href: '/documents' },
  { label: 'Subjects', href: '/subjects' },
  { label: 'Universities', href: '/universities' },
  { label: 'Textbooks', href: '/textbooks' },
  { label: 'Practice tests', href: '/tests' },
  { label: 'Help Center', href: '/help' },
  { label: 'Get the app', href: '/download' },
];

const legalFooter = [{ label: 'Legal overview', href: '/legal' }, ...legalPages.map((p) => ({ label: p.title, href: p.href }))];

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

function LanguageSelect() {
  const [value, setValue] = useState('en');
  return (
    <label className="lang-select">
      <Globe aria-hidden="true" />
      <span className="sr-only">Language</span>
      <select
        value={value}
        onChange={(e) => {
          const lang = languages.find((l) => l.code === e.target.value);
          if (lang && lang.code !== 'en') {
            toast.info(`Studyhall in ${lang.label} is on its way`, {
              duration: TOAST_LONG_DURATION_MS,
              description: 'The site is in English for now. We will let you know when your language is ready.',
            });
          }
          setValue('en');
        }}
      >
        {languages.map((l) => (
          <option key={l.code} value={l.code}>
            {l.label}
          </option>
        ))}
      </select>
    </label>
  );
}

export function Footer() {
  const year = new Date().getFullYear();
  return (
    <footer className="site-footer">
      <div className="container container--wide">
        <div className="site-footer__top">
          <div className="site-footer__brand">
            <Logo tone="light" />
            <p>
              Notes, summaries and past papers from students who aced the course, and AI tools that help you study
              faster.
            </p>
            <ul className="socials" aria-label="Social media">
              {socials.map(({ label, href, Icon }) => (
                <li key={href}>
                  <a href={href} aria-label={label} target="_blank" rel="noopener noreferrer">
                    <Icon />
                  </a>
                </li>
              ))}
            </ul>
          </div>
          <div className="site-footer__groups">
            <LinkGroup title="Company" links={companyLinks} />
            <LinkGroup title="Explore" links={exploreFooter} />
            <LinkGroup title="Study tools" links={aiTools.map((t) => ({ label: t.label, href: t.href }))} />
            <LinkGroup title="Legal" links={legalFooter} />
          </div>
        </div>
        <div className="site-footer__bottom">
          <p>© {year} Studyhall</p>
          <LanguageSelect />
        </div>
      </div>
    </footer>
  );
}
