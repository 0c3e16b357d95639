import type { Page } from 'playwright-core';

/**
 * Records every `securitypolicyviolation` event of `page` from before its first script, so that a
 * test can fail on any resource or script the Content-Security-Policy blocked.
 */
export async function recordCspViolations(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    Object.assign(window, { cspViolations: seen });
    window.addEventListener(
      'securitypolicyviolation',
      (event) =>
        seen.push(`${event.effectiveDirective} blocked ${event.blockedURI || '(inline)'} on ${location.pathname}`),
      { capture: true },
    );
  });
}

/** The violations recorded so far on the page's current document, as readable lines. */
export function readCspViolations(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);
}
