/**
 * The changelog as an Atom feed (RFC 4287), one entry per release, newest first: what a reader
 * subscribes to. Built from the same changelog as the page (spec-model/changelog.ts).
 */
import {
  CHANGE_GROUPS,
  CHANGE_GROUP_TITLES,
  CHANGELOG_PAGE_PATH,
  describeEntry,
  releaseAnchor,
  type ChangelogEntry,
  type ChangelogRelease,
} from '../../../spec-model/changelog.ts';

/** The feed and the JSON copy, beside the site's other files. `.atom` is the extension RFC 4287 §7 registers with `application/atom+xml`. */
export const CHANGELOG_FEED_PATH = '/changelog.atom';
export const CHANGELOG_FEED_TYPE = 'application/atom+xml';
export const CHANGELOG_JSON_PATH = '/changelog.json';

const escapeXml = (text: string): string =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

export interface ChangelogFeedSettings {
  readonly title: string;
  /** The API's production base address: its host names the feed's `tag:` ids (RFC 4151). */
  readonly baseUrl: string;
  /** Where the docs are published; without it, the links are paths on the site serving the feed. */
  readonly siteUrl?: string | undefined;
}

/** An entry as HTML for the feed's `content`: its words, linked to the operation's page when it has one. */
function entryHtml(entry: ChangelogEntry, link: (path: string) => string): string {
  const text = escapeXml(describeEntry(entry));
  const page = entry.operation?.pagePath;
  return page ? `<li><a href="${escapeXml(link(page))}">${text}</a></li>` : `<li>${text}</li>`;
}

function releaseHtml(release: ChangelogRelease, link: (path: string) => string): string {
  const groups = CHANGE_GROUPS.flatMap((group) => {
    const entries = release.entries.filter((entry) => entry.group === group);
    if (entries.length === 0) return [];
    return [
      `<h3>${CHANGE_GROUP_TITLES[group]}</h3><ul>${entries.map((entry) => entryHtml(entry, link)).join('')}</ul>`,
    ];
  });
  return groups.length > 0 ? groups.join('') : '<p>No change to the operations.</p>';
}

/**
 * The feed. Ids are `tag:` URIs (RFC 4151) on the API's host and the day the first release was
 * recorded, so they stay the same wherever the docs are published (RFC 4287 §4.2.6 asks that an
 * id never change). `updated` is the day each release was recorded; `published` is its release day
 * when that is known.
 */
export function renderChangelogFeed(changelog: readonly ChangelogRelease[], settings: ChangelogFeedSettings): string {
  const link = (path: string) => (settings.siteUrl ? new URL(path, settings.siteUrl).href : path);
  const firstRecorded = changelog.at(-1)?.recorded;
  if (firstRecorded === undefined) throw new Error('The changelog has no release');
  const tag = (specific: string) => `tag:${new URL(settings.baseUrl).hostname},${firstRecorded}:${specific}`;
  const updated =
    changelog
      .map((release) => release.recorded)
      .sort()
      .at(-1) ?? firstRecorded;
  const entries = changelog.map((release) => {
    const page = link(`${CHANGELOG_PAGE_PATH}#${releaseAnchor(release.version)}`);
    const published =
      release.released === 'not specified' ? '' : `\n    <published>${release.released}T00:00:00Z</published>`;
    return `  <entry>
    <id>${escapeXml(tag(`changelog/${release.version}`))}</id>
    <title>${escapeXml(`${settings.title} ${release.version}`)}</title>
    <updated>${release.recorded}T00:00:00Z</updated>${published}
    <link rel="alternate" type="text/html" href="${escapeXml(page)}"/>
    <content type="html">${escapeXml(releaseHtml(release, link))}</content>
  </entry>`;
  });
  return `<?xml version="1.0" encoding="utf-8"?>
<feed xmlns="http://www.w3.org/2005/Atom">
  <id>${escapeXml(tag('changelog'))}</id>
  <title>${escapeXml(`${settings.title} changelog`)}</title>
  <subtitle>What changed in each release of the API description: breaking changes, deprecations, additions and other changes.</subtitle>
  <updated>${updated}T00:00:00Z</updated>
  <author><name>${escapeXml(settings.title)}</name></author>
  <link rel="self" type="${CHANGELOG_FEED_TYPE}" href="${escapeXml(link(CHANGELOG_FEED_PATH))}"/>
  <link rel="alternate" type="text/html" href="${escapeXml(link(CHANGELOG_PAGE_PATH))}"/>
${entries.join('\n')}
</feed>
`;
}
