/**
 * Where a link into a section that moved to another page should go: `#cname-mismatch` on the old
 * findings page → `/tools/domain-check/findings/cname/#cname-mismatch`. Undefined when the fragment
 * names a section still on this page, or one the map does not know.
 */
export function movedAnchorTarget(
  hash: string,
  moved: Readonly<Record<string, string>>,
  page: Pick<Document, 'getElementById'>,
): string | undefined {
  let anchor: string;
  try {
    anchor = decodeURIComponent(hash.replace(/^#/, ''));
  } catch {
    return undefined;
  }
  if (anchor === '' || page.getElementById(anchor)) return undefined;
  return Object.hasOwn(moved, anchor) ? moved[anchor] : undefined;
}
