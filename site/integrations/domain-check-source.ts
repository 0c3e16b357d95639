import { defaultClientConditions, defaultServerConditions, type UserConfig } from 'vite';

/**
 * The site and its tests use domain-check only through its package entries
 * (`@petstore-docs/domain-check/browser`, `…/catalogue`). Published, those entries are the built
 * JavaScript in `dist/`; in this repository the `petstore-source` export condition points them at
 * the TypeScript source, so the site never needs the tool built first and always shows its current
 * code. tsconfig.json's `customConditions` does the same for the type checker.
 */
export const SOURCE_CONDITION = 'petstore-source';

export function domainCheckSourceConditions(): UserConfig {
  return {
    resolve: { conditions: [SOURCE_CONDITION, ...defaultClientConditions] },
    ssr: { resolve: { conditions: [SOURCE_CONDITION, ...defaultServerConditions] } },
  };
}
