// Small, DOM-free helpers about people: initials, first names, greetings, devices.

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
export function welcomeTitle(name: string | null | undefined): string {
  const first = firstName(name);
  return first ? `Welcome ${first}!` : 'Welcome Back!';
}

/** 'Good morning' before noon, 'Good afternoon' until 6 pm, then 'Good evening'. */
export function greeting(hour: number): string {
  if (hour >= 5 && hour < 12) return 'Good morning';
  if (hour >= 12 && hour < 18) return 'Good afternoon';
  return 'Good evening';
}

/** "Chrome on macOS" from a user agent; "Unknown device" when it says nothing we know. */
export function describeDevice(userAgent: string | null | undefined): string {
  const ua = userAgent ?? '';
  if (!ua) return 'Unknown device';
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
                ? 'Script'
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
  if (browser && os) return `${browser} on ${os}`;
  return browser ?? os ?? 'Unknown device';
}

/** A file the avatar upload accepts: an image (the server narrows it to PNG, JPEG, WebP or GIF). */
export function isImageFile(file: { type: string; name: string }): boolean {
  if (file.type) return file.type.startsWith('image/');
  return /\.(png|jpe?g|webp|gif)$/i.test(file.name);
}
