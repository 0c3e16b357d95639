/**
 * Findings: what a check found, as data (`code`, `status`, `params`, `evidence`), and the words it is
 * said in. This folder owns the Finding type (finding.ts), the one set of codes (`FindingCode`,
 * codes.ts), the one formatter (format.ts: a code's message and fix, made from its params), the
 * words of the codes no one check owns (words/), each code's section on the findings page (its title
 * and explanation; the page shows the message and fix on the code's example params) and its link.
 *
 * Each code is worded once: its `message(params)` and, where something needs doing, its
 * `fix(params)`, in checks/<id>/words.ts for a check's own codes, in words/ for the shared ones.
 */
export type { CheckStatus, Evidence, Finding } from './finding.ts';
export type { CheckId, FindingCode, FindingDocs } from './codes.ts';
export type { FindingParams, FindingText } from './format.ts';
