/**
 * The site's API catalog (RFC 9727): the document at `/.well-known/api-catalog` that lets a tool or
 * an assistant find the API's description and docs without reading a page. It is a linkset
 * (RFC 9264 §4.2, `application/linkset+json`) with one context, the API itself by its production
 * base address, and its links: `service-desc` the OpenAPI description, `service-doc` the reference
 * and the two llms.txt files (RFC 9727 §4.1 names these relations from RFC 8631).
 */

/** The media type RFC 9727 §4.1 asks for, with the profile that names it. */
export const API_CATALOG_TYPE = 'application/linkset+json; profile="https://www.rfc-editor.org/info/rfc9727"';

export const API_CATALOG_PATH = '/.well-known/api-catalog';

export interface ApiCatalogSettings {
  /** The API's production base address, the linkset's context. */
  readonly baseUrl: string;
  /** Where the docs are published; without it, the links are paths on the same site as the catalog. */
  readonly siteUrl?: string | undefined;
}

interface LinkTarget {
  readonly href: string;
  readonly type: string;
  readonly title: string;
}

export function apiCatalog(settings: ApiCatalogSettings): { linkset: Record<string, string | LinkTarget[]>[] } {
  const at = (path: string) => (settings.siteUrl ? new URL(path, settings.siteUrl).href : path);
  return {
    linkset: [
      {
        anchor: settings.baseUrl,
        'service-desc': [
          { href: at('/openapi.yaml'), type: 'application/yaml', title: 'The OpenAPI 3.0.3 description' },
        ],
        'service-doc': [
          { href: at('/api/'), type: 'text/html', title: 'The API reference' },
          { href: at('/llms.txt'), type: 'text/plain', title: 'Every page of the docs as Markdown (llms.txt)' },
          { href: at('/llms-full.txt'), type: 'text/plain', title: 'The whole docs in one Markdown file' },
        ],
      },
    ],
  };
}
