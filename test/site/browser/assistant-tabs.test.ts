/**
 * "Use with your AI assistant" in Chromium: one tab per assistant, each listed in "On this page";
 * following an entry, or opening the page at its address, shows that assistant's tab.
 */
import { describe, expect, inject, test } from 'vitest';

import { assistantClients, clientAnchor } from '../../../site/lib/assistant-clients.ts';
import { useChromium } from '../../support/chromium.ts';

const siteUrl = inject('siteUrl');
const browser = useChromium();

describe('the assistant configurations, in tabs', () => {
  test('lists every assistant as a tab and in "On this page"', async () => {
    const page = await browser().newPage({ viewport: { width: 1280, height: 900 } });
    try {
      await page.goto(`${siteUrl}/guides/ai-assistant/`);
      const tabs = await page.locator('.assistant-configs [role="tab"]').allTextContents();
      expect(tabs.map((tab) => tab.trim())).toEqual(assistantClients());
      const outline = page.locator('starlight-toc nav');
      for (const client of assistantClients()) {
        await expect(outline.locator(`a[href="#${clientAnchor(client)}"]`).textContent()).resolves.toBe(client);
      }
    } finally {
      await page.close();
    }
  });

  test.each(['Cursor', 'VS Code'])('opens on the %s tab when the address names it', async (client) => {
    const page = await browser().newPage();
    try {
      await page.goto(`${siteUrl}/guides/ai-assistant/#${clientAnchor(client)}`);
      await page.locator(`#${clientAnchor(client)}`).waitFor({ state: 'visible' });
      const selected = page.locator('.assistant-configs [role="tab"][aria-selected="true"]');
      await expect(selected.textContent().then((text) => text?.trim())).resolves.toBe(client);
    } finally {
      await page.close();
    }
  });
});
