/**
 * The facts a CAA verdict rests on, as the checks find them and the words name them: why an issue
 * value does not parse (RFC 8659 §4.2), and what its RFC 8657 parameters ask of the platform.
 */

/** Why a value does not parse; `text` is the offending part, as written. */
export interface CaaMalformation {
  readonly kind: 'issuer' | 'empty-parameter' | 'parameter-without-equals' | 'tag' | 'value';
  readonly text: string;
}

/** A condition the platform must meet for the property to authorize issuance. */
export type Restriction =
  | { readonly kind: 'account'; readonly accountUri: string }
  | { readonly kind: 'methods'; readonly methods: readonly string[] }
  /** RFC 8657 does not say what two `validationmethods` mean; only the CA can. */
  | { readonly kind: 'methods-undefined' };

/** Why the parameters of a property that names the CA make it authorize nobody. */
export type Refusal =
  | { readonly kind: 'account-empty' }
  | { readonly kind: 'account-duplicated'; readonly accountUris: readonly string[] }
  | { readonly kind: 'account-not-uri'; readonly accountUri: string }
  | { readonly kind: 'account-mismatch'; readonly accountUri: string; readonly setting: string }
  | { readonly kind: 'methods-duplicated' }
  | { readonly kind: 'methods-empty' }
  | { readonly kind: 'methods-invalid'; readonly label: string }
  | { readonly kind: 'methods-unknown'; readonly methods: readonly string[] }
  | { readonly kind: 'methods-mismatch'; readonly methods: readonly string[]; readonly setting: string };
