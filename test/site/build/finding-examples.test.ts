/**
 * Each section of the findings page shows an example in the words the CLI prints: the message and
 * fix that the tool's own formatter makes from the code's example params, so the page cannot say
 * one thing while the CLI says another. Its exit-code table is the tool's own list, as --help prints it.
 */
import { describe, expect, inject, test } from 'vitest';

import {
  EXIT_CODES,
  FINDING_CODES,
  FINDING_DOCS,
  findingsPagePath,
  formatExample,
} from '@petstore-docs/domain-check/catalogue';
import { loadDeploymentSettings } from '../../../deployment/settings.ts';
import { platformProfileOf } from '../../../site/components/domain-check/platform-profile.ts';
import { findingExamples } from '../../../site/lib/domain-check/finding-examples.ts';
import { productionEnvironment } from '../../support/astro-build.ts';
import { textOf } from '../../support/built-pages.ts';
import { plainText, renderedPage } from '../../support/rendered-page.ts';

const distDir = inject('distDir');
const findings = renderedPage(distDir, '/tools/domain-check/findings/');
const examples = findingExamples(platformProfileOf(loadDeploymentSettings(productionEnvironment())));

/** The text of the section's example paragraphs of one kind, without their label. */
function shown(sectionHtml: string, kind: 'message' | 'fix'): string[] {
  return [...sectionHtml.matchAll(new RegExp(`<p data-example="${kind}"[^>]*>([\\s\\S]*?)</p>`, 'g'))].map(
    ([, html = '']) => textOf(html.replace(/<strong>[\s\S]*?<\/strong>/, '')).trim(),
  );
}

describe('the findings pages', () => {
  test.each(FINDING_CODES)("shows the example of %s on its check's page in the words the formatter makes", (code) => {
    const checkPage = renderedPage(distDir, findingsPagePath(FINDING_DOCS[code].check));
    const section = checkPage.sectionHtml(plainText(`${code}: ${FINDING_DOCS[code].title}`));
    const { message, fix } = formatExample(code, examples[code]);
    expect(shown(section, 'message')).toEqual([message]);
    expect(shown(section, 'fix')).toEqual(fix === null ? [] : [fix]);
  });

  test("lists every exit code of the tool's own list, in its words, and no other", () => {
    const [header, ...rows] = findings.table('Exit codes').rows;
    expect(header).toEqual(['Exit code', 'Name', 'JSON status', 'Meaning']);
    expect(rows.map(([code, name, , meaning]) => [code, name, meaning])).toEqual(
      Object.values(EXIT_CODES).map((exit) => [String(exit.code), exit.name, exit.meaning]),
    );
  });
});
