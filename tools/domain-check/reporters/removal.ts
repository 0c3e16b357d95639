/** `domain-check remove-plan` as text: each step of the plan, then whether to click Remove and what to do next. */
import { counted } from '../core/plural.ts';
import type { DashboardPlace } from '../findings/words/dashboard.ts';
import type { RemovalPlan } from '../planners/removal.ts';
import { terminalText } from './terminal-text.ts';

const SYMBOLS = { pass: '✓', fail: '✗', error: '?', warn: '!' } as const;
const COLOURS = { pass: 32, fail: 31, error: 35, warn: 33 } as const;

export function renderRemovalHuman(plan: RemovalPlan, options: { color: boolean } & DashboardPlace): string {
  const { paint, plain } = terminalText(options.color);
  const lines = [
    paint(1, `Removing ${plan.domain}`) + (plan.primary === plan.domain ? '' : plain(` (primary: ${plan.primary})`)),
  ];
  for (const step of plan.steps) {
    lines.push(`  ${paint(COLOURS[step.status], SYMBOLS[step.status])} ${plain(step.message)}`);
    if (step.fix && step.status !== 'pass') lines.push(plain(`    Fix: ${step.fix}`));
  }
  lines.push('');
  // A `warn` step is for after the removal: it never blocks it.
  const firstMissing = plan.steps.find((step) => step.status !== 'pass' && step.status !== 'warn');
  const afterRemoval = plan.steps.filter((step) => step.status === 'warn').length;
  if (plan.safe) {
    lines.push(paint(32, `Safe to remove ${plan.domain}.`));
    lines.push(
      plain(
        `Next: In the dashboard (${options.domainsSettings}), open the menu next to ${plan.domain} and choose Remove.`,
      ),
    );
    if (afterRemoval > 0) {
      lines.push(
        plain(`Then: At your DNS host, delete the ${counted(afterRemoval, 'validation record')} marked ! above.`),
      );
    }
  } else if (plan.status === 'inconclusive') {
    lines.push(paint(35, `Not known whether ${plan.domain} can be removed safely.`));
    lines.push(plain(`Next: ${firstMissing?.fix ?? 'Run this again.'}`));
  } else if (firstMissing?.code === 'REMOVE_PRIMARY_REFUSED') {
    lines.push(paint(31, `Refused: ${plan.domain} is the primary.`));
    lines.push(plain(`Next: ${firstMissing.fix ?? ''}`));
  } else {
    lines.push(paint(31, `Not safe to remove ${plan.domain} yet: removal stops its traffic at once.`));
    lines.push(plain(`Next: ${firstMissing?.fix ?? firstMissing?.message ?? 'Fix the steps above.'}`));
  }
  return `${lines.join('\n')}\n`;
}
