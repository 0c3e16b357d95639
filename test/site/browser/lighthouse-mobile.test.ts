import { describeLighthouseQuality } from '../../support/lighthouse-quality.ts';

// Desktop is lighthouse-desktop.test.ts: a file per form factor, so that the two run side by side
// (Lighthouse runs one audit at a time per process).
describeLighthouseQuality('mobile');
