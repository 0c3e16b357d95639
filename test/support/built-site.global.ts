import { rmSync } from 'node:fs';

import type { TestProject } from 'vitest/node';

import { buildSite, makeBuildDir } from './astro-build.ts';
import { serveStatic } from './static-server.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The built site, as `astro build` wrote it. */
    distDir: string;
    /** Where that build is served, on loopback. */
    siteUrl: string;
  }
}

/** Builds the site once into a temporary folder and serves it on loopback. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const distDir = makeBuildDir('site');
  await buildSite(distDir);
  const { url, server } = await serveStatic(distDir);

  project.provide('distDir', distDir);
  project.provide('siteUrl', url);
  return async () => {
    await new Promise((resolve) => server.close(resolve));
    rmSync(distDir, { recursive: true, force: true });
  };
}
