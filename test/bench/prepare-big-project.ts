// Prepares the DynamoDB cost budgets' big project on this machine (test/bench/lib/big-project.ts), unless it
// is there already: `node --import tsx bench/prepare-big-project.ts [size]`. The budget test runs it when needed.
import { BUDGETS } from './budgets';
import { prepareBigProject } from './lib/big-project';

const size = Number(process.argv[2] ?? BUDGETS.expensesInBigProject);
const began = performance.now();
const { seeded } = await prepareBigProject(size);
console.warn(
  seeded
    ? `[big project] ${size} expenses seeded and kept in ${((performance.now() - began) / 1000).toFixed(1)} s`
    : `[big project] ${size} expenses already prepared on this machine`,
);
