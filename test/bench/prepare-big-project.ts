// Prepares DynamoDB cost benchmarks' big projects on this machine (test/bench/lib/big-project.ts), unless they
// are there already: `node --import tsx bench/prepare-big-project.ts [size…]` (one project per size; the
// budget's 10,000 by default). The budget test and `npm run bench -- --only=lists` run it when needed.
import { BUDGETS } from './budgets';
import { prepareBigProjects } from './lib/big-project';

const sizes = process.argv.length > 2 ? process.argv.slice(2).map(Number) : [BUDGETS.expensesInBigProject];
const began = performance.now();
const { seeded } = await prepareBigProjects(sizes);
console.warn(
  seeded
    ? `[big project] ${sizes.join(', ')} expenses seeded and kept in ${((performance.now() - began) / 1000).toFixed(1)} s`
    : `[big project] ${sizes.join(', ')} expenses already prepared on this machine`,
);
