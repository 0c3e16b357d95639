/**
 * The words of every check's codes, as types, for the layers below the checks (the engine, the
 * formatter): each check's folder adds its own here (checks/<id>/check.ts, by TypeScript's declaration
 * merging), so that a finding is typed by its code's words without the engine importing a check.
 */

/** Each check's words, by its id: filled in by the checks' folders. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging fills it in
export interface CheckWords {}

/** One type of the parts: every key of each, with its own value type. */
type Intersection<Union> = (Union extends unknown ? (part: Union) => void : never) extends (part: infer Joined) => void
  ? Joined
  : never;

/** The words of every check's codes joined: each code with the params its words take. */
export type EveryCheckWords = Intersection<CheckWords[keyof CheckWords]>;
