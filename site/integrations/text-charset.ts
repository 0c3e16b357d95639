import type { AstroIntegration } from 'astro';

import { CHANGELOG_FEED_TYPE } from '../lib/changelog/changelog-feed.ts';
import { API_CATALOG_PATH, API_CATALOG_TYPE } from '../lib/discovery/api-catalog.ts';

/**
 * The text files the build writes beside its pages, and their media types: the Markdown twins,
 * llms.txt, the spec download, the changelog's Atom feed and the API catalog (which has no
 * extension). What a static host must send for them is in the README.
 */
export const textFileTypes: Readonly<Record<string, string>> = {
  '.md': 'text/markdown; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.yaml': 'application/yaml; charset=utf-8',
  '.atom': `${CHANGELOG_FEED_TYPE}; charset=utf-8`,
  [API_CATALOG_PATH]: API_CATALOG_TYPE,
};

const textFile = new RegExp(
  `^[^?#]*(${Object.keys(textFileTypes)
    .map((extension) => extension.replace('.', '\\.'))
    .join('|')})(?:[?#]|$)`,
);

/**
 * Makes `astro preview` (`npm start`, `npm run preview`) serve the text files in UTF-8.
 *
 * Its static server (Vite's, through sirv) adds a charset to HTML only, so a browser reads
 * `/guides/limits.md` in windows-1252 and "deployment’s" becomes "deploymentâ€™s". `astro preview`
 * drops every Vite plugin of the project, so `configurePreviewServer` cannot help; it keeps the rest
 * of the Vite config, whose proxy option takes a `bypass` function that runs before the files are
 * served. This one never proxies: it sets the Content-Type, which sirv keeps over its own guess,
 * and returns the URL unchanged so the file is served as usual.
 *
 * `astro dev` serves the twins from their endpoints, which send the same header themselves.
 */
export function textCharset(): AstroIntegration {
  return {
    name: 'petstore:text-charset',
    hooks: {
      'astro:config:setup': ({ command, updateConfig }) => {
        if (command !== 'preview') return;
        updateConfig({
          vite: {
            preview: {
              proxy: {
                [textFile.source]: {
                  bypass(request, response) {
                    const url = request.url ?? '';
                    const extension = textFile.exec(url)?.[1];
                    const type = extension === undefined ? undefined : textFileTypes[extension];
                    if (type) response?.setHeader('Content-Type', type);
                    return url;
                  },
                },
              },
            },
          },
        });
      },
    },
  };
}
