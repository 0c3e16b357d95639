/** The zone check's cause for a zone the resolver could not find, loaded only when it could not. */
import type { CheckContext } from '../engine/context.ts';
import type { Finding } from '../findings/finding.ts';
import { diagnoseZoneFailure } from './lookup-cause.ts';
import { causeFinding } from './cause-finding.ts';

export async function findZoneCause(context: CheckContext): Promise<Finding | undefined> {
  const diagnosed = await diagnoseZoneFailure(context.input, context.dns, context.domain);
  return diagnosed ? causeFinding('zone', diagnosed) : undefined;
}
