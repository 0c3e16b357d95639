/**
 * The CLI reference page, as the site builds it from domain-check's one definition of its command
 * line: in the sidebar beside the other domain-check pages, with an anchor for every command and
 * option, the anchors each command's help and the README point at.
 */
import { describe, expect, inject, it } from 'vitest';
import { COMMANDS, OPTION_DEFINITIONS } from '../../../tools/domain-check/commands/definition.ts';
import { listBuiltPages, readBuiltPage } from '../../support/built-pages.ts';

const distDir = inject('distDir');
const PAGE = '/tools/domain-check/cli/';

/** The links of the page's main navigation (the sidebar), in order. */
function sidebarLinks(html: string): string[] {
  const sidebar = /<nav\b[^>]*aria-label="Main"[^>]*>([\s\S]*?)<\/nav>/.exec(html)?.[1] ?? '';
  return [...sidebar.matchAll(/href="([^"]+)"/g)].map(([, href = '']) => href);
}

describe('the CLI reference page', () => {
  it('is built, and listed in the sidebar next to the other domain-check pages', () => {
    expect(listBuiltPages(distDir)).toContain(PAGE);
    const links = sidebarLinks(readBuiltPage(distDir, PAGE));
    const domainCheckPages = links.filter((href) => href.includes('/tools/domain-check/'));
    expect(domainCheckPages.some((href) => href.endsWith(PAGE))).toBe(true);
    // Beside them: no other page comes between the domain-check pages.
    const first = links.indexOf(domainCheckPages[0] ?? '');
    expect(links.slice(first, first + domainCheckPages.length)).toEqual(domainCheckPages);
  });

  it('has an anchor for every command and every option of the definition', () => {
    const ids = new Set([...readBuiltPage(distDir, PAGE).matchAll(/\bid="([^"]+)"/g)].map(([, id = '']) => id));
    for (const command of Object.keys(COMMANDS)) expect(ids, command).toContain(command);
    for (const option of Object.keys(OPTION_DEFINITIONS)) expect(ids, `--${option}`).toContain(option);
  });
});
