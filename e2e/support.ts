// Browser-test support: Debian's chromium through playwright-core, against the real app on a fresh database.
import { AssertionError } from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Locator, type Page } from 'playwright-core';
import { freshOtp, startTestApp, testNow, type TestApp } from '../server/test/support.js';
import type { ImportOptions } from '../server/files/import.js';

export const SCREENSHOT_DIR = path.resolve('test-results/screenshots');
export const PHONE = { width: 375, height: 812 };
export const DESKTOP = { width: 1440, height: 900 };

/**
 * The features playwright-core turns off (its chromiumSwitches.ts; `chromium-switches.test.ts` compares). Chromium
 * heeds only the last --disable-features switch, so ours, which comes after playwright's, must repeat them.
 */
export const PLAYWRIGHT_DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
];
/**
 * Headless Chromium gives every context a browser window whose address bar preloads its pop-up, a WebUI page in a
 * renderer of its own (chrome://omnibox-popup.top-chrome): about a third of the browser's CPU in a test that opens a
 * context per test, for a window no test sees.
 */
const DISABLED_FEATURES = [...PLAYWRIGHT_DISABLED_FEATURES, 'WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'];

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      `--disable-features=${DISABLED_FEATURES.join(',')}`,
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
    ],
  });
}

export interface E2E {
  app: TestApp;
  browser: Browser;
  /** A new context (own storage) at a viewport, with Korean locale and Seoul time. Console errors are collected. */
  newPage(viewport?: {
    width: number;
    height: number;
  }): Promise<{ page: Page; context: BrowserContext; consoleErrors: string[] }>;
  close(): Promise<void>;
}

/** Starts the app (built dist/ served) with the sample content seeded, and a browser. */
export async function startE2E(opts: { seed?: boolean; imageImport?: ImportOptions } = {}): Promise<E2E> {
  const app = await startTestApp({ distDir: 'dist', imageImport: opts.imageImport });
  if (opts.seed !== false) {
    const { seedSample } = await import('../server/sample/index.js');
    await seedSample();
  }
  const browser = await launchBrowser();
  return {
    app,
    browser,
    async newPage(viewport = DESKTOP) {
      const context = await browser.newContext({
        viewport,
        locale: 'ko-KR',
        timezoneId: 'Asia/Seoul',
        baseURL: app.baseUrl,
      });
      await syncClock(context);
      const page = await context.newPage();
      const consoleErrors: string[] = [];
      page.on('console', (m) => {
        if (m.type() === 'error') consoleErrors.push(m.text());
      });
      page.on('pageerror', (e) => consoleErrors.push(e.message));
      return { page, context, consoleErrors };
    },
    async close() {
      await browser.close();
      await app.close();
    },
  };
}

/** The browser's clock starts at the app's now (TEST_NOW) and runs on from there, so page and server agree. */
export async function syncClock(context: BrowserContext): Promise<void> {
  await context.clock.install({ time: testNow() });
}

/** Saves a full-page screenshot under test-results/screenshots/<name>.png (look at them). */
export async function screenshot(page: Page, name: string): Promise<string> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const file = path.join(SCREENSHOT_DIR, `${name}.png`);
  await page.screenshot({ path: file, fullPage: true });
  return file;
}

/**
 * Logs in through the API in the page's origin and stores token and user as the public client does (spec §3). An
 * account with two-factor login passes its `otpSecret`: the code is computed as its phone would, one not used yet.
 */
export async function loginInPage(
  page: Page,
  loginId: string,
  password: string,
  otpSecret?: string | null,
): Promise<void> {
  const otp = otpSecret ? await freshOtp({ loginId, otpSecret }) : undefined;
  await page.evaluate(
    async ([id, pw, code]) => {
      const res = await fetch('/api/auth/login', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ loginId: id, password: pw, otp: code }),
      });
      if (!res.ok) throw new Error(`login ${res.status} ${await res.text()}`);
      const body = (await res.json()) as { token: string; user: unknown };
      localStorage.setItem('token', body.token);
      localStorage.setItem('user', JSON.stringify(body.user));
    },
    [loginId, password, otp] as const,
  );
}

/**
 * Waits until the number of elements `locator` matches satisfies `want` (a number, or a test of the count), as
 * Playwright Test's toHaveCount does: a bare count() reads the page once, maybe before a client update landed.
 * Returns the count; throws an AssertionError naming it after `timeoutMs`.
 */
export async function expectCount(
  locator: Locator,
  want: number | ((n: number) => boolean),
  message = String(locator),
  timeoutMs = 5000,
): Promise<number> {
  const ok = typeof want === 'number' ? (n: number) => n === want : want;
  const until = Date.now() + timeoutMs;
  for (;;) {
    const n = await locator.count();
    if (ok(n)) return n;
    if (Date.now() > until)
      throw new AssertionError({
        message: `${message}: ${n} element(s) after ${timeoutMs} ms`,
        actual: n,
        expected: want,
      });
    await new Promise((r) => setTimeout(r, 50));
  }
}
