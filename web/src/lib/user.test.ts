import { describe, expect, it } from 'vitest';
import { i18n } from '@lingui/core';
import { describeDevice, firstName, greeting, isImageFile, personInitials, welcomeTitle } from './user.ts';

// The words come from the global i18n unless one is passed: English here.
i18n.loadAndActivate({ locale: 'en', messages: {} });

describe('people', () => {
  it('makes initials and first names', () => {
    expect(personInitials('Ada Lovelace')).toBe('AL');
    expect(personInitials('  ada  king lovelace ')).toBe('AL');
    expect(personInitials('Ada')).toBe('A');
    expect(personInitials('')).toBe('?');
    expect(personInitials(null)).toBe('?');
    expect(firstName('Maya Okafor')).toBe('Maya');
    expect(firstName('  ')).toBeNull();
  });

  it('words the sign-in toast: Welcome {first name}! or Welcome Back!', () => {
    expect(welcomeTitle('Maya Okafor')).toBe('Welcome Maya!');
    expect(welcomeTitle('')).toBe('Welcome Back!');
    expect(welcomeTitle(undefined)).toBe('Welcome Back!');
  });

  it('greets by the hour', () => {
    expect(greeting(8)).toBe('Good morning');
    expect(greeting(13)).toBe('Good afternoon');
    expect(greeting(21)).toBe('Good evening');
    expect(greeting(2)).toBe('Good evening');
  });

  it('names devices from their user agent', () => {
    expect(
      describeDevice('Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36'),
    ).toBe('Chrome on macOS');
    expect(describeDevice('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Version/17.0 Mobile/15E148 Safari/604.1')).toBe(
      'Safari on iOS',
    );
    expect(describeDevice('Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:131.0) Gecko/20100101 Firefox/131.0')).toBe('Firefox on Windows');
    expect(describeDevice('Mozilla/5.0 (Windows NT 10.0) AppleWebKit/537.36 Chrome/130.0 Safari/537.36 Edg/130.0')).toBe('Edge on Windows');
    expect(describeDevice('curl/8.5.0')).toBe('curl');
    expect(describeDevice(null)).toBe('Unknown device');
  });

  it('accepts image files only for the avatar', () => {
    expect(isImageFile({ type: 'image/png', name: 'me.png' })).toBe(true);
    expect(isImageFile({ type: 'application/pdf', name: 'me.png' })).toBe(false);
    expect(isImageFile({ type: '', name: 'photo.JPG' })).toBe(true);
    expect(isImageFile({ type: '', name: 'notes.txt' })).toBe(false);
  });
});
