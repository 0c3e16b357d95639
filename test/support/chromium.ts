import { existsSync } from 'node:fs';

import { chromium, type Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';

/** Flags that keep Chromium quiet on a closed network (toolchain.md). */
export const quietFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * Flags of @sparticuz/chromium (made for one-shot serverless use) that we drop: two would weaken
 * what the tests check (CORS, mixed content), and single-process mode dies with its first page.
 */
const droppedFlags = new Set([
  '--disable-web-security',
  '--allow-running-insecure-content',
  '--single-process',
  '--no-zygote',
]);

interface ChromiumBinary {
  executablePath: string;
  args: string[];
  source: string;
}

/** Debian's `chromium-headless-shell` (test/support/install-headless-chromium.sh installs it). */
const DEBIAN_HEADLESS_SHELL = '/usr/lib/chromium/chromium-headless-shell';

/**
 * Finds a Chromium: `CHROME_PATH`, else Debian's headless shell, else the headless shell inside the
 * @sparticuz/chromium npm package (so a fresh machine needs nothing installed by hand), else the
 * system's full /usr/bin/chromium. A headless shell first: it is Chromium's own engine without the
 * browser's window layer, what Playwright itself runs headless tests in, and a page load costs it
 * about a third of the CPU of a full Chromium in headless mode (bench/browser-page-load.ts measures it).
 */
export async function findChromium(): Promise<ChromiumBinary> {
  const fromEnvironment = process.env.CHROME_PATH;
  if (fromEnvironment) {
    if (!existsSync(fromEnvironment)) throw new Error(`CHROME_PATH=${fromEnvironment} does not exist`);
    return { executablePath: fromEnvironment, args: [], source: 'CHROME_PATH' };
  }
  if (existsSync(DEBIAN_HEADLESS_SHELL)) {
    return { executablePath: DEBIAN_HEADLESS_SHELL, args: [], source: 'chromium-headless-shell' };
  }
  try {
    const { default: packaged } = await import('@sparticuz/chromium');
    return {
      executablePath: await packaged.executablePath(),
      args: packaged.args.filter((flag) => !droppedFlags.has(flag) && !flag.startsWith('--headless')),
      source: '@sparticuz/chromium',
    };
  } catch (error) {
    if (existsSync('/usr/bin/chromium')) return { executablePath: '/usr/bin/chromium', args: [], source: 'system' };
    throw error;
  }
}

export async function launchChromium(): Promise<Browser> {
  const binary = await findChromium();
  return chromium.launch({
    executablePath: binary.executablePath,
    headless: true,
    // Playwright gives every launch a fresh, empty profile of its own.
    args: [...new Set([...binary.args, ...quietFlags])],
  });
}

/**
 * One Chromium for the tests of a file: launched before them, closed after them. Call it at the
 * top of a test file; the returned function gives the browser inside the tests.
 */
export function useChromium(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });
  return () => {
    if (!browser) throw new Error('Chromium is not running: useChromium() must be called at the top of a test file');
    return browser;
  };
}
