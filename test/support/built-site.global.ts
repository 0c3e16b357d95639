import { rmSync } from 'node:fs';

import type { TestProject } from 'vitest/node';

import { startMockApi } from '../../tools/mock-api/mock-api.ts';
import { PLATFORM_HOST } from '../tools/domain-check/scenarios/zone-files.ts';
import { startDohTestServer } from '../tools/domain-check/support/doh-test-server.ts';
import { DNS_HOST_ZONES_DIR, loadCurrentZones, loadZones } from '../tools/domain-check/support/fixture-zones.ts';
import { WORLD_FAULTS } from '../tools/domain-check/support/world.ts';
import { buildSite, makeBuildDir } from './astro-build.ts';
import { serveStatic } from './static-server.ts';

/** The test deployment's settings, by the names README.md's Configuration table gives them. */
export type TestDeploymentSettings = Readonly<
  Record<
    | 'PETSTORE_BASE_URL'
    | 'PETSTORE_STAGING_BASE_URL'
    | 'PETSTORE_PLATFORM_HOST'
    | 'PETSTORE_SITE_URL'
    | 'PETSTORE_DOH_ENDPOINT'
    | 'PETSTORE_MOCK_BASE_URL',
    string
  >
>;

declare module 'vitest' {
  export interface ProvidedContext {
    /** The built site with the default deployment settings, as `astro build` wrote it. */
    distDir: string;
    /** Where that build is served, on loopback. */
    siteUrl: string;
    /**
     * The same site built as a deployment of its own: every setting changed, its checker pointed at
     * a DNS-over-HTTPS endpoint on loopback (the fixture zones), and Try it's mock at a mock API on
     * loopback. For the suites that drive those, and for the one that proves every setting is used.
     */
    testDeployment: {
      distDir: string;
      siteUrl: string;
      settings: TestDeploymentSettings;
      dohEndpoint: string;
      mockBaseUrl: string;
    };
  }
}

/**
 * Builds the site twice, one build after the other (default settings, then the test deployment), serves both on
 * loopback, and starts the servers the test deployment points at. One build per set of settings
 * for the whole run: a build costs tens of seconds of CPU, and the suites only read it.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  // The fixture zones, and those at real DNS hosts' names, for the checker's fixes in a host's words.
  const doh = await startDohTestServer({
    zones: [...loadCurrentZones(), ...loadZones(DNS_HOST_ZONES_DIR)],
    faults: WORLD_FAULTS,
  });
  const mock = await startMockApi({ port: 0 });
  const settings: TestDeploymentSettings = {
    PETSTORE_BASE_URL: 'https://api.acme.test/v1',
    PETSTORE_STAGING_BASE_URL: 'https://staging.acme.test/v1',
    PETSTORE_PLATFORM_HOST: PLATFORM_HOST,
    PETSTORE_SITE_URL: 'https://docs.acme.test',
    PETSTORE_DOH_ENDPOINT: doh.endpoint,
    PETSTORE_MOCK_BASE_URL: mock.baseUrl,
  };
  const distDir = makeBuildDir('site');
  const deploymentDir = makeBuildDir('deployment');
  // One after the other: two builds at once share intermediate files (a build with the default
  // settings once served the test deployment's API address), so they never overlap.
  await buildSite(distDir);
  await buildSite(deploymentDir, settings);
  const served = await serveStatic(distDir);
  const deploymentServed = await serveStatic(deploymentDir);

  project.provide('distDir', distDir);
  project.provide('siteUrl', served.url);
  project.provide('testDeployment', {
    distDir: deploymentDir,
    siteUrl: deploymentServed.url,
    settings,
    dohEndpoint: doh.endpoint,
    mockBaseUrl: mock.baseUrl,
  });
  return async () => {
    await Promise.all([
      new Promise((resolve) => served.server.close(resolve)),
      new Promise((resolve) => deploymentServed.server.close(resolve)),
      doh.close(),
      mock.close(),
    ]);
    rmSync(distDir, { recursive: true, force: true });
    rmSync(deploymentDir, { recursive: true, force: true });
  };
}
