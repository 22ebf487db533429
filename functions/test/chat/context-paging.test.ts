import {
  createContractor,
  createEstimate,
  createMilestone,
  createProject,
  type DataContext,
} from '@reno/data';
import { describe, expect, it } from 'vitest';
import { renderContextBlock } from '../../src/lib/chat/context-block';
import { loadProjectContext } from '../../src/lib/chat/load-project-context';
import { newUser, queriesOn, recordQueries, testTable } from './support/dynamodb';

/** Seven contractors, and seven estimates and milestones of one project; estimate n names contractor 8 − n. */
async function household(ctx: DataContext) {
  const userId = await newUser(ctx, 'pro');
  const project = await createProject(ctx, userId, { name: 'Attic', budgetCents: 5_000_000 });
  const contractors = [];
  for (let n = 1; n <= 7; n++)
    contractors.push(await createContractor(ctx, userId, { name: `Builder ${n}` }));
  for (let n = 1; n <= 7; n++) {
    await createEstimate(ctx, userId, {
      projectId: project.id,
      contractorId: contractors[7 - n]!.id,
      title: `Quote ${n}`,
      amountCents: 10_000 * n,
      date: '2025-03-01',
    });
    await createMilestone(ctx, userId, {
      projectId: project.id,
      title: `Step ${n}`,
      category: 'Planning',
      targetDate: `2025-0${n}-01`,
    });
  }
  return { userId, projectId: project.id };
}

const distinct = (values: readonly string[]) => new Set(values).size;

describe("the assistant's context reads its lists a page at a time", () => {
  it('stops at its maximum of contractors, estimates and milestones and says there are more', async () => {
    const ctx = testTable().context();
    const { userId, projectId } = await household(ctx);
    const queries = recordQueries(ctx);

    const context = await loadProjectContext(ctx, userId, projectId, '2025-06-01', { pageLimit: 2, max: 5 });

    expect(context.contractors.map((c) => c.name)).toEqual([1, 2, 3, 4, 5].map((n) => `Builder ${n}`));
    expect(context.moreContractors).toBe(true);
    expect(context.project?.estimates.map((e) => e.title)).toEqual([1, 2, 3, 4, 5].map((n) => `Quote ${n}`));
    expect(context.project?.moreEstimates).toBe(true);
    expect(context.project?.milestones).toHaveLength(5);
    expect(context.project?.moreMilestones).toBe(true);
    // Quote 1 names Builder 7, past the contractors read: its name is read by id.
    expect(context.project?.estimates[0]?.contractorName).toBe('Builder 7');
    // Three pages of two (one more item each, to know whether a page follows) per list, none read whole.
    for (const prefix of ['CONTRACTOR#', 'ESTIMATE#', 'MILESTONE#'])
      expect(queriesOn(queries, prefix), prefix).toEqual([{ limit: 3 }, { limit: 3 }, { limit: 3 }]);
    const block = renderContextBlock(context);
    expect(block).toContain('- … and more, not listed here (find_contractors has them all)');
    expect(block).toContain('- … and more, not listed here (list_estimates has them all)');
  });

  it('reads every page of a list within its maximum, none twice, in timeline order', async () => {
    const ctx = testTable().context();
    const { userId, projectId } = await household(ctx);

    const context = await loadProjectContext(ctx, userId, projectId, '2025-06-01', { pageLimit: 2, max: 50 });

    const names = context.contractors.map((c) => c.name);
    expect(names).toHaveLength(7);
    expect(distinct(names)).toBe(7);
    expect(context.moreContractors).toBeUndefined();
    const titles = context.project!.estimates.map((e) => e.title);
    expect(distinct(titles)).toBe(7);
    expect(context.project?.moreEstimates).toBeUndefined();
    // Open milestones by target date, across the four pages they came in.
    expect(context.project?.milestones.map((m) => m.title)).toEqual(
      [1, 2, 3, 4, 5, 6, 7].map((n) => `Step ${n}`),
    );
    expect(renderContextBlock(context)).not.toContain('and more');
  });
});
