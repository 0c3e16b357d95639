import type { Plugin } from 'vite';

const searchComponent = '@astrojs/starlight/dist/components/Search.astro';

/**
 * Patches of Starlight's compiled Search.astro, each with what it must find. The search button is
 * named "Search" (aria-label), but on wide screens its script also shows the shortcut hint "Ctrl K"
 * (or "⌘ K") inside it, so its visible text is no longer part of its name (WCAG 2.5.3 Label in
 * Name, axe `label-content-name-mismatch`): someone using speech input who says what they see does
 * not match it.
 */
interface Patch {
  find: RegExp;
  replace: (match: string) => string;
  why: string;
}

/** The patch of the component's `is:inline` script (the site's CSP hashes the script as patched). */
const scriptPatch: Patch = {
  // Where the script reveals the hint, the hint's keys join the name: "Search Ctrl K".
  find: /shortcut\.style\.display = '';/,
  replace: (match) =>
    `${match} openBtn.setAttribute('aria-label', [openBtn.getAttribute('aria-label'), ...[...shortcut.querySelectorAll('kbd')].map((key) => key.textContent)].join(' '));`,
  why: 'name the button with the shortcut it shows',
};

/** The text of Search.astro's inline script as the built pages hold it, from the component's source. */
export function patchSearchScript(file: string, script: string): string {
  return file.endsWith(searchComponent.replace('@astrojs/starlight/', '')) && scriptPatch.find.test(script)
    ? script.replace(scriptPatch.find, scriptPatch.replace)
    : script;
}

const patches: Patch[] = [
  scriptPatch,
  {
    // Whitespace between the label, the hint and its keys, so the visible text reads "Search Ctrl K",
    // not "SearchCtrlK". The button and the hint are flex containers, so this changes no pixel.
    find: /<\/span><kbd class="sl-hidden md:sl-flex/,
    replace: (match) => match.replace('><kbd', '> <kbd'),
    why: 'separate the label from the hint',
  },
  {
    // Any attributes: the build scopes styles with a class, the dev server with data-astro-cid-*.
    find: /<\/kbd><kbd\b[^>]*>K<\/kbd>/,
    replace: (match) => match.replace('</kbd><kbd', '</kbd> <kbd'),
    why: 'separate the two keys of the hint',
  },
];

/** Applies the patches above; the build fails if Starlight's markup changes and one no longer applies. */
export function searchShortcutHint(): Plugin {
  return {
    name: 'petstore:search-shortcut-hint',
    transform(code, id) {
      if (id.includes('?') || !id.endsWith(searchComponent)) return null;
      return patches.reduce((patched, { find, replace, why }) => {
        if (!find.test(patched)) {
          throw new Error(`Starlight's Search.astro changed: cannot ${why} (${String(find)}); see ${import.meta.url}`);
        }
        return patched.replace(find, replace);
      }, code);
    },
  };
}
