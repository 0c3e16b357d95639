/**
 * Links in answers leave the site: an assistant quotes them in a chat, where a path such as
 * `/guides/limits/` leads nowhere. They are absolute when the docs were built with the site's
 * address (PETSTORE_SITE_URL); without one they are paths on the docs site, and the server's
 * instructions say so.
 */
export interface SiteAddress {
  /** The origin the docs are published at, e.g. `https://docs.petstore.example`; unset when the build had none. */
  readonly url?: string | undefined;
}

export function docsLink(site: SiteAddress, path: string): string {
  if (site.url) return new URL(path, site.url.endsWith('/') ? site.url : `${site.url}/`).href;
  return path;
}
