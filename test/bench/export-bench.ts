// The records export alone: `node --import tsx bench/export-bench.ts [--quick]` (from test/). Seeds two
// projects through the data layer (1,000 and 10,000 expenses; --quick: 200 and 2,000), a receipt on every
// third, exports each with the worker in a process of its own and prints time, peak memory and the ratio.
// `npm run bench` measures the same on its own projects and writes it into docs/benchmarks.md.
import { randomUUID } from 'node:crypto';
import { createProject, getOrCreateUser, updateSubscription } from '@reno/data';
import { startLocalStack } from '@reno/local';
import { benchDataContext } from './measure/dynamodb-costs';
import { measureExports } from './measure/export-archive';
import { exportSection } from './report';
import { seedExpenses } from './lib/seed-expenses';

const EXPORT_SIZES = { full: [1_000, 10_000], quick: [200, 2_000] } as const;

async function exportBench(quick: boolean, log: (line: string) => void = console.log) {
  const stack = await startLocalStack({ persist: false, port: 0, web: 'none', seedDemo: false });
  try {
    const ctx = benchDataContext(stack);
    const projects = await Promise.all(
      EXPORT_SIZES[quick ? 'quick' : 'full'].map(async (size) => {
        const userId = randomUUID();
        await getOrCreateUser(ctx, { sub: userId, email: `${userId}@bench.test` });
        await updateSubscription(ctx, userId, { status: 'active' });
        const project = await createProject(ctx, userId, { name: `Bench ${size}`, budgetCents: 500_000_000 });
        const seeded = await seedExpenses(ctx, userId, project.id, size, { receipts: true });
        log(`  seeded ${size} expenses in ${seeded.seconds.toFixed(1)} s`);
        return { size, userId, projectId: project.id };
      }),
    );
    return await measureExports(stack, ctx, projects, log);
  } finally {
    await stack.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const report = await exportBench(process.argv.includes('--quick'));
  console.log(exportSection(report));
}
