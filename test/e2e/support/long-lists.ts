import { EXPENSE_CATEGORY_VALUES } from '@reno/domain';
import type { Page } from '@playwright/test';
import { apiSend, createExpenses } from './api';

const CONTRACTORS = [
  ['Marcus Bell', 'General Contractor'],
  ['Priya Shah', 'Electrician'],
  ['Rita Tiles', 'Tile/Stone'],
  ['Owen Park', 'Plumber'],
  ['Lena Ruiz', 'Painter'],
] as const;

const MILESTONES = [
  'Final layout and design',
  'Building permit approved',
  'Demolition complete',
  'Framing inspection',
  'Electrical rough-in inspection',
  'Drywall hung and taped',
  'Cabinets installed',
  'Backsplash tiled',
  'Final inspection',
] as const;

/** 'YYYY-MM-DD' of a day in 2025, `index` days after New Year's Day (the records' dates differ). */
function date(index: number): string {
  return new Date(Date.UTC(2025, 0, 1 + index)).toISOString().slice(0, 10);
}

/**
 * A project whose every list is longer than a window, through the API (a Pro account: the Free limits
 * would stop it): two more projects, five contractors with their details, an estimate from each in every
 * status (the approved ones with a change order), 26 expenses (a page of 25 and a second page; some paid
 * towards an estimate), eight milestones (two done) and a budget plan with a line per category.
 */
export async function seedLongLists(page: Page, projectId: number): Promise<void> {
  for (const name of ['Basement Finish', 'Deck Rebuild']) {
    await apiSend(page, 'POST', '/api/projects', {
      name,
      description: `${name}, phase one`,
      budget: '20000',
    });
  }
  const contractors: number[] = [];
  for (const [index, [name, specialty]] of CONTRACTORS.entries()) {
    const { id } = await apiSend(page, 'POST', '/api/contractors', {
      name,
      specialty,
      company: `${name.split(' ')[1]} & Co.`,
      email: `${name.split(' ')[0]!.toLowerCase()}@example.com`,
      phone: `(555) 010-00${10 + index}`,
      hourlyRate: '85',
      notes: 'Prefers texts before 6 pm.',
    });
    contractors.push(id);
  }
  const approved: { estimateId: number; contractorId: number }[] = [];
  for (const [index, contractorId] of contractors.entries()) {
    const status = (['approved', 'pending', 'rejected'] as const)[index % 3];
    const { id } = await apiSend(page, 'POST', '/api/estimates', {
      projectId,
      contractorId,
      title: `${CONTRACTORS[index]![1]} work`,
      description: 'Labour and materials as quoted on site.',
      amount: String(2000 + index * 750),
      cashPercentage: '20',
      taxedPercentage: '80',
      taxRate: '13',
      date: date(index),
      status,
      category: 'labor',
    });
    if (status === 'approved') {
      await apiSend(page, 'POST', `/api/estimates/${id}/change-orders`, {
        title: 'Extra outlet on the island',
        amount: '350',
        status: 'pending',
        date: date(index + 10),
      });
      approved.push({ estimateId: id, contractorId });
    }
  }
  await createExpenses(
    page,
    projectId,
    Array.from({ length: 26 }, (_, index) => ({
      description: `Purchase ${index + 1}`,
      amount: String(40 + index * 13),
      category: EXPENSE_CATEGORY_VALUES[index % EXPENSE_CATEGORY_VALUES.length]!,
      paymentMethod: 'credit_card',
      date: date(index * 3),
      contractorId: contractors[index % contractors.length]!,
      ...approved[index],
    })),
  );
  for (const [index, title] of MILESTONES.entries()) {
    const { id } = await apiSend(page, 'POST', '/api/milestones', {
      projectId,
      title,
      description: 'Book the inspector a week ahead.',
      category: 'Planning',
      targetDate: date(index * 7),
    });
    if (index < 2) await apiSend(page, 'PATCH', `/api/milestones/${id}/complete`);
  }
  await apiSend(page, 'PUT', `/api/projects/${projectId}/budget`, {
    contingency: '2000',
    lines: EXPENSE_CATEGORY_VALUES.map((category) => ({ category, planned: '3000' })),
  });
}
