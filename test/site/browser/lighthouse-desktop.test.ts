import { describeLighthouseQuality } from '../../support/lighthouse-quality.ts';

// Mobile is lighthouse-mobile.test.ts: a file per form factor, so that the two run side by side
// (Lighthouse runs one audit at a time per process).
describeLighthouseQuality('desktop');
