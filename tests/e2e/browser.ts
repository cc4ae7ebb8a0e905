// Headless Chromium for the browser tests: Debian's chromium driven by playwright-core
// (`npx playwright install` cannot download browsers here). Install it with
// `apt-get update && apt-get install -y chromium` when it is missing.
import path from 'node:path';
import { existsSync } from 'node:fs';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';

export const CHROMIUM = '/usr/bin/chromium';

export const DESKTOP = { width: 1440, height: 900 };

/**
 * The support widget script the test server is configured with. The host never resolves: every page
 * opened here gets an empty script for it, and the widget test answers it with a stand-in.
 */
export const SUPPORT_WIDGET_URL = 'https://support.studyhall.test/widget.js';
export const PHONE = { width: 390, height: 844 };
const GOOGLE_IDENTITY_ORIGIN = 'https://accounts.google.com';

export async function launchBrowser(): Promise<Browser> {
  if (!existsSync(CHROMIUM)) {
    throw new Error(`${CHROMIUM} is missing: run \`apt-get update && apt-get install -y chromium\``);
  }
  return chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

/** A fresh context (own storage) and page at the given viewport, failing loudly on page errors. */
export async function openPage(
  browser: Browser,
  baseURL: string,
  viewport: { width: number; height: number } = DESKTOP,
  /** `locale` sets the browser's language (navigator.language and Accept-Language). */
  options: { locale?: string } = {},
): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await browser.newContext({ baseURL, viewport, reducedMotion: 'reduce', ...options });
  context.setDefaultTimeout(15_000);
  await context.route(SUPPORT_WIDGET_URL, (route) => route.fulfill({ status: 200, contentType: 'text/javascript', body: '' }));
  // Google Identity Services (the one-tap prompt) is unreachable here, as if blocked: pages must work without it.
  await context.route(`${GOOGLE_IDENTITY_ORIGIN}/**`, (route) => route.abort('namenotresolved'));
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  return { context, page, errors };
}

/** Set E2E_SHOTS_DIR to keep screenshots of the pages at 390 and 1440 px for a visual check. */
const SHOTS = process.env.E2E_SHOTS_DIR;
export async function shots(page: Page, name: string) {
  if (!SHOTS) return;
  const size = page.viewportSize() ?? DESKTOP;
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? PHONE.height : DESKTOP.height });
    // Two frames: the resize has been laid out and painted.
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    await page.screenshot({ path: path.join(SHOTS, `${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize(size);
}
