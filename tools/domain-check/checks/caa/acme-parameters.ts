/**
 * RFC 8657: the `accounturi` (§3) and `validationmethods` (§4) parameters of an `issue` property that
 * names the CA. Each either leaves the property as it is, restricts it to an account or to methods that
 * only the platform can confirm, or makes it unsatisfiable.
 */
import type { Refusal, Restriction } from './verdict-facts.ts';
import type { CaProfile } from './ca-profile.ts';
import type { CaaParameter } from './issue-value.ts';

/** What the platform's ACME client uses, when the user or the platform profile knows it. */
export interface AcmeSettings {
  readonly accountUri?: string | undefined;
  /** Every method the platform validates with: a record that allows any one of them lets it issue. */
  readonly validationMethods?: readonly string[] | undefined;
}

export type ParameterVerdict =
  | { readonly outcome: 'allows' }
  | { readonly outcome: 'allows-if'; readonly restrictions: readonly Restriction[] }
  | { readonly outcome: 'refuses'; readonly refusal: Refusal };

/** RFC 8657 §4: `label = 1*(ALPHA / DIGIT / "-")`. */
const METHOD_LABEL = /^[A-Za-z0-9-]+$/;
/** RFC 3986 §3: a URI starts with a scheme and a colon. */
const URI_SCHEME = /^[A-Za-z][A-Za-z0-9+.-]*:/;

/** One parameter's effect: nothing, a refusal, or a restriction. */
type Judgement = { readonly refusal: Refusal } | { readonly restriction: Restriction } | undefined;
const refuse = (refusal: Refusal): Judgement => ({ refusal });
const restrict = (restriction: Restriction): Judgement => ({ restriction });

const valuesOf = (parameters: readonly CaaParameter[], tag: string): string[] =>
  // Both readings match parameter tags exactly (Boulder `va/caa.go`: `c.tag == "accounturi"`).
  parameters.filter((parameter) => parameter.tag === tag).map((parameter) => parameter.value);

function judgeAccountUri(parameters: readonly CaaParameter[], setting: string | undefined): Judgement {
  const accountUris = valuesOf(parameters, 'accounturi');
  const [accountUri] = accountUris;
  // RFC 8657 §3: "A property without an accounturi parameter matches any account."
  if (accountUri === undefined) return undefined;
  // RFC 8657 §3: "A property with multiple accounturi parameters is unsatisfiable."
  if (accountUris.length > 1) return refuse({ kind: 'account-duplicated', accountUris });
  // RFC 8657 §3: the value MUST be a URI; an invalid one is unsatisfiable.
  if (accountUri === '') return refuse({ kind: 'account-empty' });
  if (!URI_SCHEME.test(accountUri)) return refuse({ kind: 'account-not-uri', accountUri });
  if (setting === undefined) return restrict({ kind: 'account', accountUri });
  return accountUri === setting ? undefined : refuse({ kind: 'account-mismatch', accountUri, setting });
}

/**
 * Boulder `va/caa.go`, `caaValidationMethodMatches`: labels are read in order; a label that breaks the
 * ABNF refuses the record, a label Boulder does not know is skipped, and the method's own label allows
 * it at once (so a broken label after it is never read).
 */
function boulderAllowsMethod(list: string, method: string, known: readonly string[]): boolean {
  for (const label of list.split(',')) {
    if (!METHOD_LABEL.test(label)) return false;
    if (!known.includes(label)) continue;
    if (label === method) return true;
  }
  return false;
}

function whyNoMethod(list: string, labels: readonly string[]): Refusal {
  if (list === '') return { kind: 'methods-empty' };
  const invalid = labels.find((label) => !METHOD_LABEL.test(label));
  return invalid === undefined
    ? { kind: 'methods-unknown', methods: labels }
    : { kind: 'methods-invalid', label: invalid };
}

/** The platform can validate with one of its methods that the record allows, or it is refused. */
function judgePlatformMethods(allowed: readonly string[], settings: readonly string[] | undefined): Judgement {
  if (settings === undefined || settings.length === 0) return restrict({ kind: 'methods', methods: allowed });
  return settings.some((method) => allowed.includes(method))
    ? undefined
    : refuse({ kind: 'methods-mismatch', methods: allowed, setting: settings.join(' or ') });
}

function judgeValidationMethods(
  parameters: readonly CaaParameter[],
  profile: CaProfile,
  settings: readonly string[] | undefined,
): Judgement {
  const lists = valuesOf(parameters, 'validationmethods');
  const [list] = lists;
  // RFC 8657 §4: "A property without a validationmethods parameter matches any validation method."
  if (list === undefined) return undefined;
  if (lists.length > 1) {
    // Boulder refuses (its comment: "we make the conscious choice to fail validation"); RFC 8657 is silent.
    return profile.reading === 'boulder'
      ? refuse({ kind: 'methods-duplicated' })
      : restrict({ kind: 'methods-undefined' });
  }
  const labels = list.split(',');
  const known = profile.validationMethods;
  if (known !== undefined) {
    const allowed = known.filter((method) => boulderAllowsMethod(list, method, known));
    if (allowed.length === 0) return refuse(whyNoMethod(list, labels));
    return judgePlatformMethods(allowed, settings);
  }
  // RFC 8657 §4: `value = [*(label ",") label]`, so an empty value is a valid, empty list.
  const methods = list === '' ? [] : labels;
  if (methods.length === 0 || methods.some((label) => !METHOD_LABEL.test(label))) {
    return refuse(whyNoMethod(list, methods));
  }
  return judgePlatformMethods(methods, settings);
}

/** The RFC 8657 verdict on the parameters of one property that names the CA. */
export function judgeAcmeParameters(
  parameters: readonly CaaParameter[],
  profile: CaProfile,
  settings: AcmeSettings,
): ParameterVerdict {
  const judgements = [
    judgeAccountUri(parameters, settings.accountUri),
    judgeValidationMethods(parameters, profile, settings.validationMethods),
  ];
  for (const judgement of judgements) {
    if (judgement && 'refusal' in judgement) return { outcome: 'refuses', refusal: judgement.refusal };
  }
  const restrictions = judgements.flatMap((judgement) =>
    judgement && 'restriction' in judgement ? [judgement.restriction] : [],
  );
  return restrictions.length === 0 ? { outcome: 'allows' } : { outcome: 'allows-if', restrictions };
}
