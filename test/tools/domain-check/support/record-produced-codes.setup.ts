/**
 * Before each file of the unit project: every report the engine makes in this process, and every
 * removal plan, has its codes noted for finding-codes.test.ts (support/produced-codes.ts). The two
 * modules are wrapped, not replaced: each test gets the very report or plan it asked for. Runs of
 * the CLI are noted from their JSON output by support/run-cli.ts.
 */
import { vi } from 'vitest';

vi.mock(import('../../../../tools/domain-check/engine/run-check-list.ts'), async (importOriginal) => {
  const original = await importOriginal();
  const { noteProduced } = await import('./produced-codes.ts');
  return {
    ...original,
    runCheckList: async (...args: Parameters<typeof original.runCheckList>) => {
      const report = await original.runCheckList(...args);
      noteProduced(report);
      return report;
    },
  };
});

vi.mock(import('../../../../tools/domain-check/planners/removal.ts'), async (importOriginal) => {
  const original = await importOriginal();
  const { noteProduced } = await import('./produced-codes.ts');
  return {
    ...original,
    planRemoval: (...args: Parameters<typeof original.planRemoval>) => {
      const plan = original.planRemoval(...args);
      noteProduced(plan);
      return plan;
    },
    refusePrimaryRemoval: (...args: Parameters<typeof original.refusePrimaryRemoval>) => {
      const plan = original.refusePrimaryRemoval(...args);
      noteProduced(plan);
      return plan;
    },
  };
});
