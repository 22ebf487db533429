import { BEHIND_THE_WALLS, todayLocalDateString, type MemberRole } from '@reno/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { pressInDialog, waitForDialogsToClose } from '../../../testing/dialogs';
import { createFakeApi, makeExpense, makeHome, makeProject, type FakeDb } from '../../../testing/fake-api';
import { danasHousehold, samInDanasHousehold, samUser } from '../../../testing/households';
import { makeMaintenanceTask } from '../../../testing/fake-backend/maintenance-handlers';
import { makeRoom } from '../../../testing/fake-backend/room-handlers';
import { makeHomeItem } from '../../../testing/fake-backend/home-item-handlers';
import { makeRoomPhoto } from '../../../testing/fake-backend/photo-handlers';
import { installFakeS3 } from '../../../testing/fake-s3';
import { renderApp } from '../../../testing/render-app';
import { retype } from '../../../testing/retype';
import { MOBILE_WIDTH } from '../../../testing/viewport';
import { toastWith } from '../../../testing/toasts';
import { savedBody } from '../../../testing/saved-body';

const ourHome = makeHome({
  id: 1,
  name: 'Our home',
  address: '12 Elm Street, Springfield',
  yearBuilt: 1962,
  purchaseDate: '2019-03-01',
  purchasePrice: '420000.00',
  settlementCosts: '8500.00',
});
const cabin = makeHome({ id: 2, name: 'Lake cabin' });
const kitchen = makeProject({ id: 1, name: 'Kitchen Remodel', homeId: 1 });
const bath = makeProject({ id: 2, name: 'Bathroom', homeId: 1 });

function renderHomes(db: Partial<FakeDb> = {}, width?: number) {
  const api = createFakeApi({ projects: [kitchen, bath], homes: [ourHome, cabin], ...db });
  return renderApp({ path: '/homes', api, ...(width ? { width } : {}) });
}

describe('homes screen', () => {
  it("lists the household's homes with their projects' count and purchase, down to 360 px", async () => {
    renderHomes({}, MOBILE_WIDTH);
    expect(await screen.findByRole('heading', { name: 'Homes', level: 1 })).toBeInTheDocument();
    const grid = await screen.findByRole('list', { name: 'Homes' });
    expect(within(grid).getAllByRole('listitem')).toHaveLength(2);

    const home = within(grid).getByRole('listitem', { name: 'Our home' });
    expect(within(home).getByText('12 Elm Street, Springfield')).toBeInTheDocument();
    expect(await within(home).findByText('2 projects')).toBeInTheDocument();
    expect(within(home).getByText('Built 1962')).toBeInTheDocument();
    expect(within(home).getByText('Bought Mar 1, 2019 for $420,000.00')).toBeInTheDocument();
    expect(within(home).getByText('Settlement costs $8,500.00')).toBeInTheDocument();
    expect(within(grid).getByRole('listitem', { name: 'Lake cabin' })).toHaveTextContent('No projects');
  });

  it("adds a home with the form kit: the product's messages, money as 2-decimal strings", async () => {
    const { user, api } = renderHomes();
    await user.click(await screen.findByRole('button', { name: 'Add Home' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Home' });

    await user.type(within(dialog).getByLabelText(/^Year Built/), '1500');
    await user.click(within(dialog).getByRole('button', { name: 'Add Home' }));
    expect(await within(dialog).findByText('Name is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Year built must be a year from 1600 to next year')).toBeInTheDocument();
    expect(api.requestsTo('POST /api/homes')).toHaveLength(0);

    await user.type(within(dialog).getByLabelText(/^Name/), 'Beach house');
    await user.type(within(dialog).getByLabelText(/^Address/), '3 Shore Road');
    await retype(user, within(dialog).getByLabelText(/^Year Built/), '1998');
    await user.type(within(dialog).getByLabelText(/^Purchase Date/), '2021-06-15');
    await user.type(within(dialog).getByLabelText(/^Purchase Price/), '315000');
    await user.click(within(dialog).getByRole('button', { name: 'Add Home' }));

    await waitFor(() => expect(api.requestsTo('POST /api/homes')).toHaveLength(1));
    expect(api.requestsTo('POST /api/homes')[0]?.body).toEqual({
      name: 'Beach house',
      address: '3 Shore Road',
      yearBuilt: 1998,
      purchaseDate: '2021-06-15',
      purchasePrice: '315000.00',
      settlementCosts: null,
    });
    expect(await toastWith('Home added successfully')).toBeInTheDocument();
    await waitForDialogsToClose();
    const card = await screen.findByRole('listitem', { name: 'Beach house' });
    expect(within(card).getByText('Bought Jun 15, 2021 for $315,000.00')).toBeInTheDocument();
  });

  it('edits a home in its dialog', async () => {
    const { user, api } = renderHomes();
    await user.click(await screen.findByRole('button', { name: 'Edit Lake cabin' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Home' });
    const name = within(dialog).getByLabelText(/^Name/);
    expect(name).toHaveValue('Lake cabin');
    await retype(user, name, 'Cabin at the lake');
    await user.click(within(dialog).getByRole('button', { name: 'Update Home' }));

    expect(await toastWith('Home updated successfully')).toBeInTheDocument();
    expect(await screen.findByRole('listitem', { name: 'Cabin at the lake' })).toBeInTheDocument();
    expect(api.requestsTo('PUT /api/homes/2')[0]?.body).toMatchObject({ name: 'Cabin at the lake' });
  });

  it("refuses to delete a home with projects in the API's words, and deletes an empty one", async () => {
    const { user, api } = renderHomes();
    await user.click(await screen.findByRole('button', { name: 'Delete Our home' }));
    await pressInDialog(user, 'Delete Home', 'Delete');
    expect(await toastWith('Failed to delete home')).toBeInTheDocument();
    expect(await toastWith('This home has 2 projects: move or delete them first')).toBeInTheDocument();
    await waitForDialogsToClose();
    expect(screen.getByRole('listitem', { name: 'Our home' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Delete Lake cabin' }));
    await pressInDialog(user, 'Delete Home', 'Delete');
    expect(await toastWith('Home deleted successfully')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('listitem', { name: 'Lake cabin' })).not.toBeInTheDocument(),
    );
    expect(api.db.homes.map((home) => home.name)).toEqual(['Our home']);
  });
});

describe("a home's rooms", () => {
  const kitchenRoom = makeRoom({ id: 1, homeId: 1, name: 'Kitchen' });
  const porch = makeRoom({ id: 2, homeId: 2, name: 'Porch' });

  it('lists each home’s rooms on its card, adds one, renames one and deletes one', async () => {
    const { user, api } = renderHomes({ rooms: [kitchenRoom, porch] });
    const home = await screen.findByRole('listitem', { name: 'Our home' });
    const rooms = await within(home).findByRole('list', { name: 'Rooms of Our home' });
    expect(
      within(rooms)
        .getAllByRole('listitem')
        .map((room) => room.getAttribute('aria-label')),
    ).toEqual(['Kitchen']);
    expect(
      await within(screen.getByRole('listitem', { name: 'Lake cabin' })).findByText('Porch'),
    ).toBeVisible();

    await user.click(within(home).getByRole('button', { name: 'Add room to Our home' }));
    const add = await screen.findByRole('dialog', { name: 'Add Room' });
    await user.click(within(add).getByRole('button', { name: 'Add Room' }));
    expect(await within(add).findByText('Name is required')).toBeInTheDocument();
    await user.type(within(add).getByLabelText(/^Name/), 'Bathroom 2');
    await user.click(within(add).getByRole('button', { name: 'Add Room' }));
    expect(await savedBody(api, 'Room added successfully', 'POST /api/rooms')).toEqual({
      homeId: 1,
      name: 'Bathroom 2',
    });
    await waitForDialogsToClose();
    expect(await within(rooms).findByText('Bathroom 2')).toBeInTheDocument();

    await user.click(within(rooms).getByRole('button', { name: 'Edit Kitchen' }));
    const edit = await screen.findByRole('dialog', { name: 'Edit Room' });
    await retype(user, within(edit).getByLabelText(/^Name/), 'Kitchen and pantry');
    await user.click(within(edit).getByRole('button', { name: 'Update Room' }));
    expect(await savedBody(api, 'Room updated successfully', 'PUT /api/rooms/1')).toEqual({
      homeId: 1,
      name: 'Kitchen and pantry',
    });
    await waitForDialogsToClose();

    await user.click(within(rooms).getByRole('button', { name: 'Delete Bathroom 2' }));
    await pressInDialog(user, 'Delete Room', 'Delete');
    expect(await toastWith('Room deleted successfully')).toBeInTheDocument();
    await waitForDialogsToClose();
    expect(within(rooms).queryByText('Bathroom 2')).not.toBeInTheDocument();
    expect(api.db.rooms.map((room) => room.name)).toEqual(['Kitchen and pantry', 'Porch']);
  });

  it('adds a maintenance task to a home, marks it done on today, and shows the next due date and the log', async () => {
    const filter = makeMaintenanceTask({
      id: 1,
      homeId: 2,
      name: 'Dock stain',
      rule: 'after',
      intervalMonths: 12,
    });
    const { user, api } = renderHomes({ maintenance: [filter] });
    const home = await screen.findByRole('listitem', { name: 'Our home' });
    expect(within(home).getByText('No maintenance tasks yet')).toBeInTheDocument();
    expect(
      within(screen.getByRole('listitem', { name: 'Lake cabin' })).getByText(
        '12 months after it was last done · Next due Mar 1, 2025',
      ),
    ).toBeVisible();

    await user.click(within(home).getByRole('button', { name: 'Add task to Our home' }));
    const add = await screen.findByRole('dialog', { name: 'Add Task' });
    await retype(user, within(add).getByLabelText(/^Months/), '0');
    await user.click(within(add).getByRole('button', { name: 'Add Task' }));
    expect(await within(add).findByText('Name is required')).toBeInTheDocument();
    expect(within(add).getByText('Months must be a whole number from 1 to 120')).toBeInTheDocument();
    await user.type(within(add).getByLabelText(/^Name/), 'HVAC filter');
    await retype(user, within(add).getByLabelText(/^Months/), '3');
    await retype(user, within(add).getByLabelText(/^First due/), '2025-01-31');
    await user.click(within(add).getByRole('button', { name: 'Add Task' }));
    expect(await savedBody(api, 'Task added successfully', 'POST /api/maintenance')).toEqual({
      homeId: 1,
      itemId: null,
      name: 'HVAC filter',
      notes: null,
      rule: 'every',
      intervalMonths: 3,
      startDate: '2025-01-31',
    });
    await waitForDialogsToClose();
    const tasks = await within(home).findByRole('list', { name: 'Maintenance of Our home' });
    expect(within(tasks).getByText('Every 3 months · Next due Jan 31, 2025')).toBeInTheDocument();

    await user.click(within(tasks).getByRole('button', { name: 'Mark done: HVAC filter' }));
    expect(await toastWith("'HVAC filter' marked done")).toBeInTheDocument();
    const today = todayLocalDateString();
    const added = api.db.maintenance.find((task) => task.name === 'HVAC filter')!;
    expect(api.requestsTo(`POST /api/maintenance/${added.id}/done`)[0]?.body).toEqual({ date: today });
    expect(await within(tasks).findByRole('list', { name: 'Log of HVAC filter' })).toBeInTheDocument();
    expect(within(tasks).queryByText('Every 3 months · Next due Jan 31, 2025')).not.toBeInTheDocument();
    expect(added.lastDoneDate).toBe(today);
  });

  it("keeps a home with rooms, in the API's words", async () => {
    const { user } = renderHomes({ rooms: [porch] });
    await user.click(await screen.findByRole('button', { name: 'Delete Lake cabin' }));
    await pressInDialog(user, 'Delete Home', 'Delete');
    expect(await toastWith('This home has 1 room: delete it first')).toBeInTheDocument();
  });
});

describe("a room's items", () => {
  const kitchenRoom = makeRoom({ id: 1, homeId: 1, name: 'Kitchen' });
  const cabinets = makeExpense({ id: 7, projectId: 1, description: 'Shaker cabinets', amount: '4850.00' });
  const paint = makeHomeItem({
    id: 3,
    roomId: 1,
    kind: 'finish',
    name: 'Wall paint',
    brand: 'Benjamin Moore',
    colourName: 'White Dove',
    colourCode: 'OC-17',
    sheen: 'Eggshell',
  });

  it('shows what each item is, its paint, cost and warranty; adds one with a warranty through the form kit', async () => {
    const fitted = makeHomeItem({ id: 4, roomId: 1, kind: 'fixture', name: 'Cabinets', expenseIds: [7] });
    const { user, api } = renderHomes({
      rooms: [kitchenRoom],
      homeItems: [paint, fitted],
      expenses: [cabinets],
    });
    await user.click(await screen.findByRole('button', { name: 'Items in Kitchen' }));
    const items = await screen.findByRole('list', { name: 'Items in Kitchen' });
    const paintRow = within(items).getByRole('listitem', { name: 'Wall paint' });
    expect(paintRow).toHaveTextContent('Finish Benjamin Moore');
    expect(paintRow).toHaveTextContent('White Dove OC-17, Eggshell');
    expect(within(items).getByRole('listitem', { name: 'Cabinets' })).toHaveTextContent('Cost $4,850.00');

    await user.click(screen.getByRole('button', { name: 'Add item to Kitchen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Item' });
    await user.type(within(dialog).getByLabelText(/^Warranty starts/), '2026-01-31');
    await user.click(within(dialog).getByRole('button', { name: 'Add Item' }));
    expect(await within(dialog).findByText('Name is required')).toBeInTheDocument();
    expect(
      within(dialog).getByText('Give the warranty a length in months or an end date'),
    ).toBeInTheDocument();
    expect(api.requestsTo('POST /api/items')).toHaveLength(0);

    await user.type(within(dialog).getByLabelText(/^Name/), 'Dishwasher');
    await user.type(within(dialog).getByLabelText(/^Brand/), 'Bosch');
    await user.type(within(dialog).getByLabelText(/^Length/), '24');
    await user.type(within(dialog).getByLabelText(/^Whom to call/), 'Bosch, 800-944-2904');
    await user.click(within(dialog).getByRole('button', { name: 'Add Item' }));
    expect(await savedBody(api, 'Item added successfully', 'POST /api/items')).toMatchObject({
      roomId: 1,
      kind: 'appliance',
      name: 'Dishwasher',
      brand: 'Bosch',
      warranty: { startDate: '2026-01-31', months: 24, endsOn: '2028-01-31', contact: 'Bosch, 800-944-2904' },
    });
    await waitForDialogsToClose();
    expect(await within(items).findByRole('listitem', { name: 'Dishwasher' })).toHaveTextContent(
      'Warranty ends Jan 31, 2028',
    );
  });

  it('changes which expenses paid for an item, and adds a document, from its form', async () => {
    installFakeS3({ acceptAtOnce: true });
    const tile = makeExpense({ id: 8, projectId: 1, description: 'Backsplash tile', amount: '640.00' });
    const fitted = makeHomeItem({ id: 4, roomId: 1, kind: 'fixture', name: 'Cabinets', expenseIds: [7] });
    const { user, api } = renderHomes({
      rooms: [kitchenRoom],
      homeItems: [fitted],
      expenses: [cabinets, tile],
    });
    await user.click(await screen.findByRole('button', { name: 'Items in Kitchen' }));
    const items = await screen.findByRole('list', { name: 'Items in Kitchen' });
    await user.click(within(items).getByRole('button', { name: 'Edit Cabinets' }));
    const form = await screen.findByRole('dialog', { name: 'Edit Item' });
    await user.click(await within(form).findByRole('button', { name: 'Unlink Shaker cabinets' }));
    expect(within(form).queryByRole('list', { name: 'Paid by' })).not.toBeInTheDocument();
    await user.click(within(form).getByRole('combobox', { name: 'Link an expense of Kitchen Remodel' }));
    await user.click(await screen.findByRole('option', { name: /^Backsplash tile/ }));
    expect(within(form).getByRole('list', { name: 'Paid by' })).toHaveTextContent('Backsplash tile');

    await user.upload(
      within(form).getByLabelText('Upload Document', { selector: 'input' }),
      new File(['x'], 'manual.pdf', { type: 'application/pdf' }),
    );
    expect(await within(form).findByRole('button', { name: /^Download .*manual\.pdf$/ })).toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Update Item' }));

    expect(await toastWith('Item updated successfully')).toBeInTheDocument();
    const sent = api.requestsTo('PUT /api/items/4')[0]?.body as { expenseIds: number[]; documents: string[] };
    expect(sent.expenseIds).toEqual([8]);
    expect(sent.documents).toEqual([expect.stringMatching(/manual\.pdf$/)]);
    await waitForDialogsToClose();
    const row = within(items).getByRole('listitem', { name: 'Cabinets' });
    expect(await within(row).findByText('Cost $640.00')).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: /^Download .*manual\.pdf$/ })).toBeInTheDocument();
  });

  it('holds the save back while a document uploads, so the item keeps the file', async () => {
    const s3 = installFakeS3();
    const fitted = makeHomeItem({ id: 4, roomId: 1, kind: 'fixture', name: 'Cabinets' });
    const { user, api } = renderHomes({ rooms: [kitchenRoom], homeItems: [fitted] });
    await user.click(await screen.findByRole('button', { name: 'Items in Kitchen' }));
    await user.click(await screen.findByRole('button', { name: 'Edit Cabinets' }));
    const form = await screen.findByRole('dialog', { name: 'Edit Item' });
    await user.upload(
      within(form).getByLabelText('Upload Document', { selector: 'input' }),
      new File(['x'], 'manual.pdf', { type: 'application/pdf' }),
    );
    await within(form).findByText('Uploading manual.pdf…');
    expect(within(form).getByRole('button', { name: 'Update Item' })).toBeDisabled();

    await waitFor(() => expect(s3.posted).toHaveLength(1));
    s3.succeed();
    expect(await within(form).findByRole('button', { name: /^Download .*manual\.pdf$/ })).toBeInTheDocument();
    const update = within(form).getByRole('button', { name: 'Update Item' });
    await waitFor(() => expect(update).toBeEnabled());
    await user.click(update);
    expect(await toastWith('Item updated successfully')).toBeInTheDocument();
    const sent = api.requestsTo('PUT /api/items/4')[0]?.body as { documents: string[] };
    expect(sent.documents).toEqual([expect.stringMatching(/manual\.pdf$/)]);
  });

  it('links a maintenance task to an item of the home: the task names it, and the item shows the task', async () => {
    const { user, api } = renderHomes({ rooms: [kitchenRoom], homeItems: [paint] });
    const home = await screen.findByRole('listitem', { name: 'Our home' });
    await user.click(within(home).getByRole('button', { name: 'Add task to Our home' }));
    const add = await screen.findByRole('dialog', { name: 'Add Task' });
    await user.type(within(add).getByLabelText(/^Name/), 'Touch up');
    await user.click(within(add).getByRole('combobox', { name: /^Item/ }));
    await user.click(await screen.findByRole('option', { name: 'Wall paint (Kitchen)' }));
    await retype(user, within(add).getByLabelText(/^First due/), '2027-03-20');
    await user.click(within(add).getByRole('button', { name: 'Add Task' }));
    expect(await savedBody(api, 'Task added successfully', 'POST /api/maintenance')).toMatchObject({
      homeId: 1,
      itemId: 3,
    });
    await waitForDialogsToClose();
    const tasks = await within(home).findByRole('list', { name: 'Maintenance of Our home' });
    expect(await within(tasks).findByText('For Wall paint')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Items in Kitchen' }));
    const items = await screen.findByRole('list', { name: 'Items in Kitchen' });
    expect(within(items).getByRole('listitem', { name: 'Wall paint' })).toHaveTextContent(
      'Maintenance: Touch up · next due Mar 20, 2027',
    );
  });

  it("keeps a room with items, in the API's words", async () => {
    const { user } = renderHomes({ rooms: [kitchenRoom], homeItems: [paint] });
    await user.click(await screen.findByRole('button', { name: 'Delete Kitchen' }));
    await pressInDialog(user, 'Delete Room', 'Delete');
    expect(await toastWith('This room has 1 item: delete or move it first')).toBeInTheDocument();
  });
});

describe('homes screen by role', () => {
  function openAs(role: MemberRole) {
    samInDanasHousehold();
    const api = createFakeApi({
      user: samUser,
      memberships: [danasHousehold(role)],
      projects: [kitchen],
      homes: [ourHome, cabin],
      rooms: [makeRoom({ id: 1, homeId: 2, name: 'Porch' })],
      homeItems: [makeHomeItem({ id: 1, roomId: 1, name: 'Grill' })],
    });
    return renderApp({ path: '/homes', api });
  }

  it('shows a viewer the homes and their items without Add, Edit or Delete', async () => {
    const { user } = openAs('viewer');
    expect(await screen.findByRole('listitem', { name: 'Lake cabin' })).toBeInTheDocument();
    expect(await screen.findByText('Porch')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Items in Porch' }));
    expect(await screen.findByRole('listitem', { name: 'Grill' })).toBeInTheDocument();
    const hidden = [
      'Add Home',
      'Edit Lake cabin',
      'Delete Lake cabin',
      'Add room to Lake cabin',
      'Edit Porch',
      'Add item to Porch',
      'Edit Grill',
      'Home packet of Lake cabin',
      'Share Lake cabin',
    ];
    for (const name of hidden) {
      expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
    }
  });

  it('lets an editor add and edit, but only the owner delete', async () => {
    openAs('editor');
    expect(await screen.findByRole('button', { name: 'Edit Lake cabin' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add Home' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete Lake cabin' })).not.toBeInTheDocument();
    // Editors make the home packet; sharing it is the owner's.
    expect(screen.getByRole('button', { name: 'Home packet of Lake cabin' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Share Lake cabin' })).not.toBeInTheDocument();
  });
});

describe("a room's photos", () => {
  const kitchenRoom = makeRoom({ id: 1, homeId: 1, name: 'Kitchen' });
  const photo = (id: number, takenOn: string, caption: string, tags: string[] = []) =>
    makeRoomPhoto({ id, roomId: 1, takenOn, caption, tags });

  it('shows them by day with the behind-the-walls ones marked and filtered, and adds one from the camera', async () => {
    installFakeS3({ acceptAtOnce: true });
    const { user, api } = renderHomes({
      rooms: [kitchenRoom],
      photos: [
        photo(1, '2025-05-06', 'Copper supply', [BEHIND_THE_WALLS, 'plumbing']),
        photo(2, '2025-05-06', 'Old tiles'),
        photo(3, '2025-06-01', 'New cabinets'),
      ],
    });
    await user.click(await screen.findByRole('button', { name: 'Photos of Kitchen' }));
    const days = await screen.findAllByRole('region', { name: /^Photos of / });
    expect(days.map((day) => day.getAttribute('aria-label'))).toEqual([
      'Photos of Jun 1, 2025',
      'Photos of May 6, 2025',
    ]);
    const copper = within(days[1]!).getByRole('listitem', { name: 'Copper supply' });
    expect(within(copper).getByText('Behind the walls')).toBeInTheDocument();
    expect(within(copper).getByRole('img', { name: 'Copper supply' })).toHaveAttribute(
      'src',
      expect.stringContaining('-thumb.webp'),
    );
    await user.click(screen.getByRole('switch', { name: 'Behind the walls only' }));
    expect(screen.getAllByRole('listitem', { name: /Copper|tiles|cabinets/ })).toHaveLength(1);

    const camera = screen.getByLabelText('Add photo to Kitchen');
    expect(camera).toHaveAttribute('capture', 'environment');
    expect(camera).toHaveAttribute('accept', 'image/*');
    await user.upload(camera, new File(['jpeg bytes'], 'IMG_0420.jpg', { type: 'image/jpeg' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Photo' });
    expect(await within(dialog).findByText('IMG_0420.jpg uploaded')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/^Caption/), 'Wiring before drywall');
    await user.click(within(dialog).getByRole('checkbox', { name: /^Behind the walls/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Add Photo' }));
    expect(await savedBody(api, 'Photo added successfully', 'POST /api/photos')).toEqual({
      roomId: 1,
      key: expect.stringMatching(/^pending\/users\/.+\/photos\//),
      takenOn: todayLocalDateString(),
      caption: 'Wiring before drywall',
      tags: [BEHIND_THE_WALLS],
    });
    expect(await screen.findByRole('listitem', { name: 'Wiring before drywall' })).toBeInTheDocument();
    await waitForDialogsToClose();

    // A saved photo's day, caption and tag change in the same form; its other tags stay.
    await user.click(screen.getByRole('button', { name: 'Edit Copper supply' }));
    const edit = await screen.findByRole('dialog', { name: 'Edit Photo' });
    expect(within(edit).getByLabelText(/^Taken on/)).toHaveValue('2025-05-06');
    await retype(user, within(edit).getByLabelText(/^Caption/), 'Copper supply, capped');
    await retype(user, within(edit).getByLabelText(/^Taken on/), '2025-05-07');
    await user.click(within(edit).getByRole('checkbox', { name: /^Behind the walls/ }));
    await user.click(within(edit).getByRole('button', { name: 'Update Photo' }));
    expect(await savedBody(api, 'Photo updated successfully', 'PUT /api/photos/1')).toEqual({
      takenOn: '2025-05-07',
      caption: 'Copper supply, capped',
      tags: ['plumbing'],
    });
    // No longer behind the walls: the switch, still on, leaves it out.
    await waitFor(() =>
      expect(screen.queryByRole('listitem', { name: /^Copper supply/ })).not.toBeInTheDocument(),
    );
    await waitForDialogsToClose();

    // Delete, from the tile's corner, after its question.
    await user.click(screen.getByRole('switch', { name: 'Behind the walls only' }));
    await user.click(await screen.findByRole('button', { name: 'Delete Old tiles' }));
    await pressInDialog(user, 'Delete Photo', 'Delete');
    expect(await toastWith('Photo deleted successfully')).toBeInTheDocument();
    expect(api.requestsTo('DELETE /api/photos/2')).toHaveLength(1);
    await waitFor(() =>
      expect(screen.queryByRole('listitem', { name: 'Old tiles' })).not.toBeInTheDocument(),
    );
  });
});
