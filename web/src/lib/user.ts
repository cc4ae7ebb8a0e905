// Small, DOM-free helpers about people: initials, first names, greetings, devices. Words are in the language of the
// `i18n` passed (a component's, from useLingui), else the global one's (the browser's page language).
import { type I18n, i18n as globalI18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/** "Ada Lovelace" -> "AL", "Ada" -> "A", "  " -> "?". */
export function personInitials(name: string | null | undefined): string {
  const words = (name ?? '').trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return '?';
  const first = Array.from(words[0]!)[0]!;
  if (words.length === 1) return first.toUpperCase();
  const last = Array.from(words[words.length - 1]!)[0]!;
  return (first + last).toUpperCase();
}

/** The first word of a full name, or null when there is none. */
export function firstName(name: string | null | undefined): string | null {
  const first = (name ?? '').trim().split(/\s+/)[0];
  return first ? first : null;
}

/** The sign-in toast's title (spec 000 §8): 'Welcome {first name}!' or 'Welcome Back!'. */
export function welcomeTitle(name: string | null | undefined, i18n: I18n = globalI18n): string {
  const first = firstName(name);
  return first ? i18n._(msg`Welcome ${first}!`) : i18n._(msg`Welcome Back!`);
}

/** 'Good morning' before noon, 'Good afternoon' until 6 pm, then 'Good evening'. */
export function greeting(hour: number, i18n: I18n = globalI18n): string {
  if (hour >= 5 && hour < 12) return i18n._(msg`Good morning`);
  if (hour >= 12 && hour < 18) return i18n._(msg`Good afternoon`);
  return i18n._(msg`Good evening`);
}

/** "Chrome on macOS" from a user agent; "Unknown device" when it says nothing we know. */
export function describeDevice(userAgent: string | null | undefined, i18n: I18n = globalI18n): string {
  const ua = userAgent ?? '';
  const unknown = i18n._(msg`Unknown device`);
  if (!ua) return unknown;
  const browser = /Edg\//.test(ua)
    ? 'Edge'
    : /OPR\/|Opera/.test(ua)
      ? 'Opera'
      : /Firefox\//.test(ua)
        ? 'Firefox'
        : /Chrome\/|Chromium\/|CriOS\//.test(ua)
          ? 'Chrome'
          : /Safari\//.test(ua)
            ? 'Safari'
            : /curl\//.test(ua)
              ? 'curl'
              : /node|undici/i.test(ua)
                ? i18n._(msg`Script`)
                : null;
  const os = /iPhone|iPad|iPod/.test(ua)
    ? 'iOS'
    : /Android/.test(ua)
      ? 'Android'
      : /Mac OS X|Macintosh/.test(ua)
        ? 'macOS'
        : /Windows/.test(ua)
          ? 'Windows'
          : /CrOS/.test(ua)
            ? 'ChromeOS'
            : /Linux/.test(ua)
              ? 'Linux'
              : null;
  if (browser && os) return i18n._(msg`${browser} on ${os}`);
  return browser ?? os ?? unknown;
}

/** A file the avatar upload accepts: an image (the server narrows it to PNG, JPEG, WebP or GIF). */
export function isImageFile(file: { type: string; name: string }): boolean {
  if (file.type) return file.type.startsWith('image/');
  return /\.(png|jpe?g|webp|gif)$/i.test(file.name);
}
