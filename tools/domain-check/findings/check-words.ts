/**
 * The words of every check's codes, as types, for the layers below the checks (the engine, the
 * formatter): each check's folder adds its own here (checks/<id>/check.ts, by TypeScript's declaration
 * merging), so that a finding is typed by its code's words without the engine importing a check.
 */

/** Each check's words, by its id: filled in by the checks' folders. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging fills it in
export interface CheckWords {}
