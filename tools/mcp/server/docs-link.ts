/**
 * Links in answers leave the site: an assistant quotes them in a chat, where a path such as
 * `/guides/limits/` leads nowhere. They are absolute when the docs were built with the site's
 * address (PETSTORE_SITE_URL); without one, the path is given with what it is relative to.
 */
export interface SiteAddress {
  /** The origin the docs are published at, e.g. `https://docs.petstore.example`; unset when the build had none. */
  readonly url?: string | undefined;
}

export function docsLink(site: SiteAddress, path: string): string {
  if (site.url) return new URL(path, site.url.endsWith('/') ? site.url : `${site.url}/`).href;
  return `${path} (on the docs site; this server was built without the site's address)`;
}
