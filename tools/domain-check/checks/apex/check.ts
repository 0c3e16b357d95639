import { defineCheck } from '../../engine/check.ts';

/**
 * The apex check's code loads only for an apex domain: most checked names are subdomains, and the
 * browser checker then never downloads it. A module-level loader, because tsc 6 does not rewrite
 * the `.ts` of an import() written inside the check's object literal.
 */
const loadApex = () => import('./run-apex.ts');

export default defineCheck({
  id: 'apex',
  appliesTo: 'apex',
  async run(context) {
    return (await loadApex()).runApex(context);
  },
});
