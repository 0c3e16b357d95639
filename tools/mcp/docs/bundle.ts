import type { ChangelogRelease } from '../../../spec-model/changelog.ts';

/**
 * The docs as the server carries them: written once at build time from the built site (its
 * Markdown twins, `/llms.txt` and the published `/openapi.yaml`), shipped as `dist/docs-bundle.json`
 * and read at start-up. Nothing here is written by hand: every text is the site's own.
 */
export interface DocsBundle {
  /** Bumped when the shape changes, so an old bundle is refused rather than misread. */
  readonly schemaVersion: 2;
  readonly site: {
    readonly title: string;
    readonly description: string;
    /** Where the site is published, when the build was given one. */
    readonly url?: string;
  };
  /** The API description's `info.version` the docs were built from. */
  readonly apiVersion: string;
  /** The sections of `/llms.txt`, in its order, each with its pages. */
  readonly sections: readonly BundledSection[];
  readonly operations: readonly BundledOperation[];
  readonly deprecations: readonly BundledDeprecation[];
  /** The "not specified" list (spec-model/unspecified.ts), as the pages print it. */
  readonly unspecified: readonly BundledUnspecifiedFact[];
  /** The API changelog, newest release first, as the site publishes it (`/changelog.json`). */
  readonly changelog: readonly ChangelogRelease[];
}

export interface BundledSection {
  readonly heading: string;
  readonly pages: readonly BundledPage[];
}

export interface BundledPage {
  readonly title: string;
  /** One line, as `/llms.txt` gives it. */
  readonly description: string;
  /** The HTML page's path, e.g. `/guides/limits/`. */
  readonly pagePath: string;
  /** The twin's path, e.g. `/guides/limits.md`. */
  readonly markdownPath: string;
  /** The twin as the site serves it. */
  readonly markdown: string;
  /** The HTML page's anchor of each heading the twin has (`## Pagination` → `pagination`), where it has one. */
  readonly anchors?: Readonly<Record<string, string>>;
}

export interface BundledOperation {
  readonly operationId: string;
  readonly method: string;
  readonly path: string;
  readonly summary: string;
  readonly description: string;
  readonly pagePath: string;
  readonly markdownPath: string;
  readonly deprecated: boolean;
  /** Each parameter as the spec gives it, its schema's references resolved. */
  readonly parameters: readonly Record<string, unknown>[];
  readonly requestBody?: Record<string, unknown>;
  /** Status code → the response as the spec gives it, references resolved. */
  readonly responses: Readonly<Record<string, Record<string, unknown>>>;
  /** Each security scheme the operation requires, by name, as the spec defines it. */
  readonly security: readonly { readonly name: string; readonly scheme: Record<string, unknown> }[];
  /** The code samples of the operation's page (`x-codeSamples`). */
  readonly samples: readonly { readonly lang: string; readonly label: string; readonly source: string }[];
  /** The servers the docs name, production first. */
  readonly servers: readonly { readonly url: string; readonly description?: string }[];
}

export interface BundledDeprecation {
  readonly operationId: string;
  readonly method: string;
  readonly path: string;
  readonly summary: string;
  readonly pagePath: string;
  /** ISO 8601 day, e.g. `2030-12-05`. */
  readonly removalDate: string;
  /** As the docs write it, e.g. `5 December 2030`. */
  readonly removalDateText: string;
  readonly replacement: {
    readonly operationId: string;
    readonly method: string;
    readonly path: string;
    readonly summary: string;
    readonly pagePath: string;
    /** The parameters the replacement is used with, e.g. `status`. */
    readonly parameters: readonly string[];
  };
}

export interface BundledUnspecifiedFact {
  readonly id: string;
  /** One sentence of Markdown ending in "not specified". */
  readonly sentence: string;
  /** The pages that say it. */
  readonly places: readonly string[];
}

/** Every page of every section, in `/llms.txt` order. */
export function allPages(bundle: DocsBundle): BundledPage[] {
  return bundle.sections.flatMap((section) => section.pages);
}
