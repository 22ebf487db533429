// Prepares DynamoDB cost benchmarks' big projects on this machine (test/bench/lib/big-project.ts), unless they
// are there already: `node --import tsx bench/prepare-big-project.ts [size…]` (one project per size; the
// budget's 10,000 by default). The budget test and `npm run bench -- --only=lists` run it when needed.
import { BUDGETS } from './budgets';
import { prepareBigProjects } from './lib/big-project';

// This process's DynamoDB Local runs with C2 on, which @reno/dynamodb-local's quick-start options leave off
// (right for a stack that starts often and serves little): seeding 10,000 expenses is 250 transactions of
// some 90 items, one after another on DynamoDB Local's one SQLite thread, long enough for C2 to pay. This
// script took 43 and 49 s for them instead of 61 and 58 (CPU 51-59 s, as before); the JVM alone, over the
// seeding, 36 CPU-s instead of 43. JDK_JAVA_OPTIONS, which the java launcher reads, replaces the quick-start
// options; one set already stays.
process.env.JDK_JAVA_OPTIONS ??= '-XX:+UseSerialGC';

const sizes = process.argv.length > 2 ? process.argv.slice(2).map(Number) : [BUDGETS.expensesInBigProject];
const began = performance.now();
const { seeded } = await prepareBigProjects(sizes);
console.warn(
  seeded
    ? `[big project] ${sizes.join(', ')} expenses seeded and kept in ${((performance.now() - began) / 1000).toFixed(1)} s`
    : `[big project] ${sizes.join(', ')} expenses already prepared on this machine`,
);
