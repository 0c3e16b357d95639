/// <reference types="astro/client" />
// Starlight's App.Locals (starlightRoute), which .astro/types.d.ts gives only after `astro sync`;
// lint runs before that on a fresh clone. The file is not in Starlight's exports, so no import.
// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="../node_modules/@astrojs/starlight/dist/global.d.ts" />

// starlight-openapi's own components, reached through site/integrations/openapi-component-overrides.ts.
declare module 'starlight-openapi-components/*' {
  const component: (props: Record<string, unknown>) => unknown;
  export default component;
}

// The publication of this build, as JSON (site/integrations/publication-module.ts).
declare module 'virtual:petstore/publication' {
  const json: string;
  export default json;
}

// A component that TypeScript code renders (a generated page's Markdown twin, through Astro's
// container); tsc alone cannot read `.astro` files, and `astro check` types them from the file itself.
declare module '*.astro' {
  const component: import('astro/runtime/server/index.js').AstroComponentFactory;
  export default component;
}
