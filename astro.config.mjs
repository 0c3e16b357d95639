// @ts-check
import starlight from '@astrojs/starlight';
import { defineConfig } from 'astro/config';
import starlightOpenAPI, { openAPISidebarGroups } from 'starlight-openapi';

import { loadDeploymentSettings } from './site/config/deployment.ts';
import { writeRenderedSpec } from './site/lib/rendered-spec.ts';

// Invalid settings stop the build here with a message naming the variable.
const settings = loadDeploymentSettings();

export default defineConfig({
  srcDir: './site',
  publicDir: './site/public',
  integrations: [
    starlight({
      title: 'Petstore API',
      description:
        'Reference and guides for the Petstore API: list, create and read animals over HTTP with JSON bodies.',
      favicon: '/favicon.svg',
      plugins: [
        starlightOpenAPI([
          {
            base: 'api',
            schema: writeRenderedSpec(settings),
            sidebar: { label: 'API reference', collapsed: false },
          },
        ]),
      ],
      sidebar: [{ label: 'Start here', items: [{ label: 'Overview', link: '/' }] }, ...openAPISidebarGroups],
    }),
  ],
});
