/**
 * The canonical order of domain names (RFC 4034 §6.1), in which a zone's NSEC records chain its
 * names: label by label from the rightmost, each label compared as lower-cased octets, a missing
 * label sorting first. So a zone's apex comes before every name under it, and a name's descendants
 * come right after it.
 */
import { canonicalName, isSameOrSubdomain, splitLabels } from '../wire-names.ts';

/** The labels of a name as canonical octets (RFC 4034 §6.2), rightmost first. */
function labelsFromTheRight(name: string): Uint8Array[] {
  const wire = canonicalName(name);
  const labels: Uint8Array[] = [];
  for (let at = 0; at < wire.length && (wire[at] ?? 0) > 0; at += 1 + (wire[at] ?? 0)) {
    labels.push(wire.subarray(at + 1, at + 1 + (wire[at] ?? 0)));
  }
  return labels.reverse();
}

function compareLabels(a: Uint8Array, b: Uint8Array): number {
  for (let index = 0; index < Math.min(a.length, b.length); index += 1) {
    const difference = (a[index] ?? 0) - (b[index] ?? 0);
    if (difference !== 0) return difference;
  }
  return a.length - b.length;
}

/** Negative when `a` sorts before `b` in the canonical order of RFC 4034 §6.1, 0 when they are the same name. */
export function compareCanonical(a: string, b: string): number {
  const left = labelsFromTheRight(a);
  const right = labelsFromTheRight(b);
  for (let index = 0; index < Math.min(left.length, right.length); index += 1) {
    const difference = compareLabels(left[index] ?? new Uint8Array(), right[index] ?? new Uint8Array());
    if (difference !== 0) return difference;
  }
  return left.length - right.length;
}

export const isSameName = (a: string, b: string): boolean => compareCanonical(a, b) === 0;

/**
 * Whether an NSEC from `owner` to `next` covers `name`: it sorts strictly between them (RFC 4035
 * §5.4). The zone's last NSEC names the apex next (RFC 4034 §4.1.1): its span wraps to the end.
 */
export function nsecSpanCovers(owner: string, next: string, name: string): boolean {
  const afterOwner = compareCanonical(owner, name) < 0;
  const beforeNext = compareCanonical(name, next) < 0;
  return compareCanonical(owner, next) < 0 ? afterOwner && beforeNext : afterOwner || beforeNext;
}

/** The longest name that both `a` and `b` are, or lie under. */
export function commonAncestor(a: string, b: string): string {
  const left = splitLabels(a);
  const right = splitLabels(b);
  const shared: string[] = [];
  while (left.length > 0 && right.length > 0) {
    const label = left.pop() ?? '';
    if (label.toLowerCase() !== (right.pop() ?? '').toLowerCase()) break;
    shared.unshift(label);
  }
  return shared.length === 0 ? '.' : shared.join('.');
}

/** Whether `name` lies strictly under `ancestor`. */
export const isStrictlyUnder = (name: string, ancestor: string): boolean =>
  isSameOrSubdomain(name, ancestor) && !isSameName(name, ancestor);

/** `name` less its leftmost label; the root stays the root. */
export function parentOf(name: string): string {
  const labels = splitLabels(name);
  return labels.length <= 1 ? '.' : labels.slice(1).join('.');
}

/** `*.<name>`, the wildcard that could answer for names under `name` (RFC 4592 §2.1.1). */
export const wildcardUnder = (name: string): string => (name === '.' ? '*' : `*.${name}`);
