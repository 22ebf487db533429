import { MILESTONE_CATEGORIES, todayLocalDateString, type Milestone } from '@reno/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { pressInDialog, waitForDialogsToClose } from '../../../testing/dialogs';
import { createFakeApi, makeProject, type RecordedRequest } from '../../../testing/fake-api';
import { renderApp, renderInApp } from '../../../testing/render-app';
import { MOBILE_WIDTH } from '../../../testing/viewport';
import { SelectedProjectProvider } from '../../../entities/project/selected-project/selected-project-provider';
import { makeMilestone } from '../../../testing/fake-backend/milestone-handlers';
import { TimelineRoute } from './timeline-route';
import { retype } from '../../../testing/retype';

const kitchen = makeProject({ id: 1, name: 'Kitchen Remodel' });

/** A local calendar date `days` from today. */
function daysFromToday(days: number): string {
  const date = new Date();
  date.setDate(date.getDate() + days);
  return todayLocalDateString(date);
}

/** A milestone of the kitchen due `days` from today (null: undated). */
const kitchenMilestone = (id: number, title: string, days: number | null, fields: Partial<Milestone> = {}) =>
  makeMilestone({
    id,
    projectId: 1,
    title,
    targetDate: days === null ? null : daysFromToday(days),
    ...fields,
  });

/** What a milestone completed `days` from today carries. */
const completedOn = (days: number): Partial<Milestone> => ({
  isCompleted: true,
  completedDate: daysFromToday(days),
});

function renderTimeline(milestones: Milestone[] = [], width?: number) {
  const api = createFakeApi({ projects: [kitchen], milestones });
  const rendered = renderApp({ path: '/timeline', api, ...(width ? { width } : {}) });
  return { ...rendered, server: { api, timeline: api.requests } };
}

const headings = (list: HTMLElement) =>
  within(list)
    .getAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent);

/** The first list GET after the write `key`, and how long after the write it came. */
function refetchAfter(timeline: RecordedRequest[], key: string) {
  const keyOf = (entry: RecordedRequest) => `${entry.method} ${entry.path}`;
  const write = timeline.findLast((entry) => keyOf(entry) === key);
  const refetch =
    write && timeline.find((entry) => entry.at > write.at && keyOf(entry) === 'GET /api/milestones');
  return write && refetch ? refetch.at - write.at : null;
}

describe('timeline screen', () => {
  it("shows 'Project Timeline' and 'No milestones yet' for a project without milestones", async () => {
    const { user, server } = renderTimeline();
    expect(await screen.findByRole('heading', { level: 1, name: 'Project Timeline' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'No milestones yet' })).toBeInTheDocument();
    expect(server.api.requestsTo('GET /api/milestones')[0]?.search.get('projectId')).toBe('1');
    await user.click(screen.getByRole('button', { name: 'Add Your First Milestone' }));
    expect(await screen.findByRole('dialog', { name: 'Add Milestone' })).toBeInTheDocument();
  });

  it('orders milestones open first, by target date (undated last), then by creation', async () => {
    renderTimeline([
      kitchenMilestone(1, 'Done early', -30, completedOn(-31)),
      kitchenMilestone(2, 'Someday', null),
      kitchenMilestone(3, 'Tiles second', 10, { createdAt: '2025-03-02T12:00:00.000Z' }),
      kitchenMilestone(4, 'Tiles first', 10, { createdAt: '2025-03-01T12:00:00.000Z' }),
      kitchenMilestone(5, 'Late permit', -2, { category: 'Permits' }),
      kitchenMilestone(6, 'Due today', 0),
      makeMilestone({ id: 7, projectId: 2, title: 'Other project' }),
    ]);
    const list = await screen.findByRole('list', { name: 'Milestones' });
    expect(headings(list)).toEqual([
      'Late permit',
      'Due today',
      'Tiles first',
      'Tiles second',
      'Someday',
      'Done early',
    ]);
  });

  it('marks overdue milestones with a badge and a red marker, completed ones with a badge and a dimmed card', async () => {
    renderTimeline(
      [
        kitchenMilestone(5, 'Late permit', -2, { category: 'Permits', description: 'City hall' }),
        kitchenMilestone(6, 'Due today', 0),
        kitchenMilestone(1, 'Demolition done', -9, completedOn(-8)),
      ],
      MOBILE_WIDTH,
    );
    const late = await screen.findByRole('listitem', { name: 'Late permit' });
    expect(within(late).getByText('Overdue')).toBeInTheDocument();
    expect(within(late).getByText('Permits')).toBeInTheDocument();
    expect(within(late).getByText('City hall')).toBeInTheDocument();
    expect(within(late).getByTestId('milestone-marker')).toHaveAttribute('data-state', 'overdue');
    expect(within(late).getByRole('button', { name: 'Complete Late permit' })).toHaveTextContent('Complete');

    const today = screen.getByRole('listitem', { name: 'Due today' });
    expect(within(today).queryByText('Overdue')).not.toBeInTheDocument();
    expect(within(today).getByTestId('milestone-marker')).toHaveAttribute('data-state', 'open');

    const done = screen.getByRole('listitem', { name: 'Demolition done' });
    expect(within(done).getByText('Completed')).toBeInTheDocument();
    expect(within(done).queryByText('Overdue')).not.toBeInTheDocument();
    expect(within(done).queryByRole('button', { name: /^Complete/ })).not.toBeInTheDocument();
    expect(within(done).getByRole('button', { name: 'Edit Demolition done' })).toBeInTheDocument();
    expect(within(done).getByTestId('milestone-marker')).toHaveAttribute('data-state', 'completed');
    // Dimmed: a grey card and secondary text (opacity would break text contrast).
    expect(within(done).getByText('Demolition done').closest('.MuiCard-root')).toHaveStyle({
      backgroundColor: 'rgb(250, 250, 250)',
    });
    expect(within(done).getByText('Demolition done')).toHaveStyle({ color: 'rgba(0, 0, 0, 0.6)' });
    expect(within(late).getByText('Late permit').closest('.MuiCard-root')).not.toHaveStyle({
      backgroundColor: 'rgb(250, 250, 250)',
    });
  });

  it('adds a milestone through the dialog, then refetches the list 100 ms later', async () => {
    const { user, server } = renderTimeline();
    await screen.findByRole('heading', { name: 'No milestones yet' });
    await user.click(screen.getByRole('button', { name: 'Add Milestone' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Milestone' });

    await user.click(within(dialog).getByRole('button', { name: 'Add Milestone' }));
    expect(await within(dialog).findByText('Title is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Category is required')).toBeInTheDocument();

    expect(within(dialog).getByLabelText('Target Date (Optional)')).toHaveAttribute('type', 'date');
    await user.click(within(dialog).getByRole('combobox', { name: /^Category/ }));
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([...MILESTONE_CATEGORIES]);
    await user.click(screen.getByRole('option', { name: 'Electrical' }));
    await user.type(within(dialog).getByLabelText(/^Title/), 'Rough-in wiring');
    await user.type(within(dialog).getByLabelText(/^Description/), 'Before drywall');
    await user.click(within(dialog).getByRole('button', { name: 'Add Milestone' }));

    await waitForDialogsToClose();
    expect(server.api.requestsTo('POST /api/milestones')[0]?.body).toEqual({
      projectId: 1,
      title: 'Rough-in wiring',
      description: 'Before drywall',
      category: 'Electrical',
      targetDate: null,
    });
    const item = await screen.findByRole('listitem', { name: 'Rough-in wiring' });
    expect(within(item).getByText('No target date')).toBeInTheDocument();
    await waitFor(() => expect(refetchAfter(server.timeline, 'POST /api/milestones')).not.toBeNull());
    expect(refetchAfter(server.timeline, 'POST /api/milestones')).toBeGreaterThanOrEqual(99);
  });

  it('edits a milestone with its target date, then refetches 100 ms later', async () => {
    const target = daysFromToday(20);
    const { user, server } = renderTimeline([kitchenMilestone(5, 'Permit', -2, { category: 'Permits' })]);
    await user.click(await screen.findByRole('button', { name: 'Edit Permit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Milestone' });
    expect(within(dialog).getByRole('combobox', { name: /^Category/ })).toHaveTextContent('Permits');
    const date = within(dialog).getByLabelText('Target Date (Optional)');
    expect(date).toHaveValue(daysFromToday(-2));
    await retype(user, date, target);
    await user.click(within(dialog).getByRole('button', { name: 'Update Milestone' }));

    await waitForDialogsToClose();
    expect(server.api.requestsTo('PUT /api/milestones/5')[0]?.body).toMatchObject({ targetDate: target });
    const item = screen.getByRole('listitem', { name: 'Permit' });
    await waitFor(() => expect(within(item).queryByText('Overdue')).not.toBeInTheDocument());
    await waitFor(() => expect(refetchAfter(server.timeline, 'PUT /api/milestones/5')).not.toBeNull());
    expect(refetchAfter(server.timeline, 'PUT /api/milestones/5')).toBeGreaterThanOrEqual(99);
  });

  it("completes an open milestone, which moves down as 'Completed'", async () => {
    const { user, server } = renderTimeline([
      kitchenMilestone(1, 'Demolition', -1),
      kitchenMilestone(2, 'Framing', 5),
    ]);
    const list = await screen.findByRole('list', { name: 'Milestones' });
    expect(headings(list)).toEqual(['Demolition', 'Framing']);

    await user.click(screen.getByRole('button', { name: 'Complete Demolition' }));
    await waitFor(() => expect(headings(list)).toEqual(['Framing', 'Demolition']));
    const done = screen.getByRole('listitem', { name: 'Demolition' });
    expect(within(done).getByText('Completed')).toBeInTheDocument();
    expect(within(done).queryByText('Overdue')).not.toBeInTheDocument();
    expect(within(done).queryByRole('button', { name: 'Complete Demolition' })).not.toBeInTheDocument();
    expect(server.api.requestsTo('PATCH /api/milestones/1/complete')).toHaveLength(1);
  });

  it('deletes a milestone only after confirmation', async () => {
    const { user, server } = renderTimeline([kitchenMilestone(3, 'Paint', null)]);
    await user.click(await screen.findByRole('button', { name: 'Delete Paint' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete Milestone' });
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitForDialogsToClose();
    expect(server.api.requestsTo('DELETE /api/milestones/3')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Delete Paint' }));
    await pressInDialog(user, 'Delete Milestone', 'Delete');
    expect(await screen.findByRole('heading', { name: 'No milestones yet' })).toBeInTheDocument();
    expect(server.api.requestsTo('DELETE /api/milestones/3')).toHaveLength(1);
  });
});

describe('timeline without a project', () => {
  it('asks to pick a project from the sidebar', async () => {
    renderInApp(
      <SelectedProjectProvider>
        <TimelineRoute />
      </SelectedProjectProvider>,
      { db: { projects: [] } },
    );
    expect(await screen.findByRole('heading', { name: 'No Project Selected' })).toBeInTheDocument();
    expect(screen.getByText('Select a project from the sidebar to view its timeline')).toBeInTheDocument();
  });
});
