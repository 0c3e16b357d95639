/** Bad usage: an unknown option, a missing argument, a value out of range. The CLI exits 2 and prints it. */
export class UsageError extends Error {
  override readonly name = 'UsageError';
  readonly code = 'USAGE';
}
