import { MAX_UPLOAD_BYTES } from '@reno/domain';
import { act, screen, waitFor, within } from '@testing-library/react';
import { onlineManager } from '@tanstack/react-query';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, makeExpense, makeProject } from '../../../testing/fake-api';
import { installFakeS3 } from '../../../testing/fake-s3';
import { sizedFile } from '../../../testing/sized-file';
import { renderApp } from '../../../testing/render-app';
import { openAddExpense, submitExpense } from '../testing/submit-expense';
import { MOBILE_WIDTH } from '../../../testing/viewport';
import { downscalePhoto } from '../../../entities/upload/images/downscale-photo';

// jsdom decodes no images: the browser part of the downscaler is stood in for here (the Chromium
// journey receipts-usable runs the real one); what the form does around it is what is tested.
vi.mock('../../../entities/upload/images/downscale-photo', () => ({ downscalePhoto: vi.fn() }));
beforeEach(() => vi.mocked(downscalePhoto).mockReset());

const kitchen = makeProject({ id: 1, name: 'Kitchen Remodel' });

async function openAddForm(db = {}) {
  const rendered = renderApp({ path: '/expenses', db: { projects: [kitchen], ...db } });
  const form = await openAddExpense(rendered.user);
  return {
    ...rendered,
    form,
    input: within(form).getByLabelText(/Receipt Image \(Optional\)/) as HTMLInputElement,
  };
}

describe('receipt upload', () => {
  it('ignores files of other types and PDFs over 10 MB, and says what it accepts', async () => {
    const { api, form, input } = await openAddForm();
    expect(
      within(form).getByText('JPEG, PNG, GIF or PDF, up to 10 MB; larger photos are resized'),
    ).toBeInTheDocument();

    // Past the input's accept filter, as a drop would be: the component itself must refuse the file.
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(input, sizedFile('notes.txt', 'text/plain'));
    await user.upload(input, sizedFile('huge.pdf', 'application/pdf', MAX_UPLOAD_BYTES + 1));
    expect(api.requestsTo('POST /api/uploads')).toHaveLength(0);
    expect(within(form).queryByRole('progressbar')).not.toBeInTheDocument();
    expect(downscalePhoto).not.toHaveBeenCalled();
  });

  it('resizes a photo over 10 MB first, then uploads the smaller JPEG', async () => {
    const s3 = installFakeS3();
    const { user, api, form, input } = await openAddForm();
    let finishResizing: (resized: File) => void = () => undefined;
    vi.mocked(downscalePhoto).mockReturnValue(new Promise((resolve) => (finishResizing = resolve)));
    const photo = sizedFile('IMG_0042.png', 'image/png', 12 * 1024 * 1024);

    await user.upload(input, photo);
    expect(downscalePhoto).toHaveBeenCalledWith(photo);
    expect(within(form).getByText('Making IMG_0042.png smaller than 10 MB…')).toBeInTheDocument();
    expect(within(form).getByRole('progressbar', { name: 'Resizing the photo' })).toBeInTheDocument();
    expect(input).toBeDisabled();
    expect(api.requestsTo('POST /api/uploads')).toHaveLength(0);

    finishResizing(sizedFile('IMG_0042.jpg', 'image/jpeg', 3 * 1024 * 1024));
    await waitFor(() => expect(s3.posted).toHaveLength(1));
    expect(api.requestsTo('POST /api/uploads')[0]?.body).toEqual({
      kind: 'receipt',
      fileName: 'IMG_0042.jpg',
      contentType: 'image/jpeg',
      size: 3 * 1024 * 1024,
    });
  });

  it('says so when a photo cannot be made small enough', async () => {
    const { user, api, form, input } = await openAddForm();
    vi.mocked(downscalePhoto).mockResolvedValue(null);
    await user.upload(input, sizedFile('panorama.jpg', 'image/jpeg', 40 * 1024 * 1024));
    expect(
      await within(form).findByText(
        'This photo could not be made smaller than 10 MB; please choose a smaller one',
      ),
    ).toBeInTheDocument();
    expect(api.requestsTo('POST /api/uploads')).toHaveLength(0);
    expect(input).toBeEnabled();
  });

  it('uploads straight to S3 with progress, previews the receipt and saves its key', async () => {
    const s3 = installFakeS3();
    const { user, api, form, input } = await openAddForm();

    await s3.upload(user, input, sizedFile('receipt.png', 'image/png'));
    expect(api.requestsTo('POST /api/uploads')[0]?.body).toEqual({
      kind: 'receipt',
      fileName: 'receipt.png',
      contentType: 'image/png',
      size: 2048,
    });
    const entries = s3.posted[0]?.entries ?? [];
    expect(s3.posted[0]?.url).toBe('http://s3.test/receipts');
    // Every field of the presigned form, in the order the API gave them, then the file (S3 wants it last).
    expect(entries.map(([name]) => name)).toEqual([
      'bucket',
      'Content-Type',
      'key',
      'Policy',
      'X-Amz-Algorithm',
      'X-Amz-Credential',
      'X-Amz-Date',
      'X-Amz-Signature',
      'file',
    ]);

    s3.progress(40);
    expect(within(form).getByRole('progressbar', { name: 'Receipt upload progress' })).toHaveAttribute(
      'aria-valuenow',
      '40',
    );
    expect(input).toBeDisabled();
    s3.succeed();

    const preview = await within(form).findByRole('img', { name: 'Receipt preview' });
    const key = entries.find(([name]) => name === 'key')?.[1] as string;
    expect(preview).toHaveAttribute('src', `http://s3.test/signed/${key}`);
    expect(within(form).getByRole('button', { name: 'Remove receipt' })).toBeInTheDocument();

    await submitExpense(user, form, {
      description: 'Faucet',
      amount: '89.99',
      category: 'Materials',
      paymentMethod: 'Debit Card',
    });
    await waitFor(() =>
      expect(api.requestsTo('POST /api/expenses')[0]?.body).toMatchObject({ imageUrl: key }),
    );
  });

  it('removes an uploaded receipt', async () => {
    const s3 = installFakeS3();
    const { user, form, input } = await openAddForm();
    await s3.upload(user, input, sizedFile('receipt.pdf', 'application/pdf'));
    s3.succeed();
    await user.click(await within(form).findByRole('button', { name: 'Remove receipt' }));
    expect(within(form).getByLabelText(/Receipt Image \(Optional\)/)).toBeEnabled();
  });

  it("says 'Upload failed' when S3 cannot be reached", async () => {
    const s3 = installFakeS3();
    const { user, form, input } = await openAddForm();
    await s3.upload(user, input, sizedFile('receipt.gif', 'image/gif'));
    s3.failNetwork();
    expect(await within(form).findByText('Upload failed')).toBeInTheDocument();
    expect(input).toBeEnabled();
  });
});

describe('a receipt picked offline while editing a saved expense', () => {
  afterEach(() => onlineManager.setOnline(true));

  it('is uploaded once the connection is back, and the update sends its stored key, not a placeholder', async () => {
    const s3 = installFakeS3({ acceptAtOnce: true });
    const expenses = [makeExpense({ id: 8, projectId: 1, description: 'Sink', amount: '300.00' })];
    const { user, api } = renderApp({ path: '/dashboard', db: { projects: [kitchen], expenses } });
    await user.click(await screen.findByRole('button', { name: /Sink/ }));
    const details = await screen.findByRole('dialog', { name: 'Expense Details' });
    await user.click(within(details).getByRole('button', { name: 'Edit' }));
    const form = await screen.findByRole('dialog', { name: 'Edit Expense' });
    await waitFor(() => expect(within(form).getByLabelText(/^Amount/)).toHaveValue('300.00'));

    act(() => onlineManager.setOnline(false));
    await user.upload(
      within(form).getByLabelText(/Receipt Image \(Optional\)/),
      sizedFile('receipt.png', 'image/png'),
    );
    await user.click(within(form).getByRole('button', { name: 'Update Expense' }));
    expect(await within(form).findByText(/Can't reach the server/)).toBeInTheDocument();
    expect(api.requestsTo('POST /api/uploads')).toHaveLength(0);
    expect(api.requestsTo('PUT /api/expenses/8')).toHaveLength(0);

    act(() => onlineManager.setOnline(true));
    expect(await screen.findByText('Expense updated successfully')).toBeInTheDocument();
    expect(s3.posted).toHaveLength(1);
    const key = s3.posted[0]?.entries.find(([name]) => name === 'key')?.[1];
    const updates = api.requestsTo('PUT /api/expenses/8');
    expect(updates).toHaveLength(1);
    expect(updates[0]?.body).toMatchObject({ imageUrl: key });
    expect(String(key)).not.toMatch(/^offline:/);
  });
});

describe('receipt first on a phone', () => {
  it("opens the expense form with 'Add receipt photo' (the camera) first, and a file picker for PDFs", async () => {
    const s3 = installFakeS3();
    const { user, api } = renderApp({ path: '/expenses', db: { projects: [kitchen] }, width: MOBILE_WIDTH });
    await user.click(await screen.findByRole('button', { name: 'Add Expense' }));
    const form = await screen.findByRole('form', { name: 'Add expense' });

    const camera = within(form).getByLabelText('Add receipt photo');
    expect(camera).toHaveAttribute('capture', 'environment');
    expect(camera).toHaveAttribute('type', 'file');
    const fields = within(form).getAllByRole('textbox');
    // The camera comes before every typed field; the file picker (no camera) right after it.
    expect(camera.compareDocumentPosition(fields[0]!) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    const picker = within(form).getByLabelText('Choose a receipt file');
    expect(picker).not.toHaveAttribute('capture');
    expect(picker.getAttribute('accept')).toContain('application/pdf');

    await s3.upload(user, camera, sizedFile('photo.jpg', 'image/jpeg'));
    expect(within(form).getByText('Uploading photo.jpg…')).toBeInTheDocument();
    s3.succeed();
    expect(await within(form).findByRole('img', { name: 'Receipt preview' })).toBeInTheDocument();
    expect(api.requestsTo('POST /api/uploads')[0]?.body).toMatchObject({ fileName: 'photo.jpg' });
  });

  it('keeps the receipt last, as a drop zone, on a wide screen', async () => {
    const { form } = await openAddForm();
    expect(within(form).queryByLabelText('Add receipt photo')).not.toBeInTheDocument();
    const dropZone = within(form).getByLabelText(/Receipt Image \(Optional\)/);
    const notes = within(form).getByLabelText('Notes (Optional)');
    expect(notes.compareDocumentPosition(dropZone) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});

describe('receipt viewer', () => {
  /** The dashboard, its recent expenses showing one of the kitchen's, `description`, with its receipt at `imageUrl`. */
  const renderWithReceipt = (description: string, imageUrl: string) =>
    renderApp({
      path: '/dashboard',
      db: { projects: [kitchen], expenses: [makeExpense({ id: 3, projectId: 1, description, imageUrl })] },
    });

  it("keeps 'View PDF' disabled until the signed URL is ready, then shows the PDF full screen", async () => {
    const { user, api } = renderWithReceipt('Permit', 'users/user-sub-1/receipt/permit.pdf');
    const release = api.hold('POST /api/signed-url');
    await user.click(await screen.findByRole('button', { name: /Permit/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Expense Details' });
    expect(within(dialog).getByRole('button', { name: 'View PDF' })).toBeDisabled();
    release();
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'View PDF' })).toBeEnabled());
    expect(api.requestsTo('POST /api/signed-url')[0]?.body).toEqual({
      s3Key: 'users/user-sub-1/receipt/permit.pdf',
    });

    await user.click(within(dialog).getByRole('button', { name: 'View PDF' }));
    const viewer = await screen.findByRole('dialog', { name: 'Receipt for Permit' });
    const signedUrl = 'http://s3.test/signed/users/user-sub-1/receipt/permit.pdf';
    const pdf = viewer.querySelector('object');
    expect(pdf).toHaveAttribute('data', signedUrl);
    expect(pdf).toHaveAttribute('type', 'application/pdf');
    // Where the browser shows no PDFs, the object's fallback links to the file.
    expect(within(viewer).getByRole('link', { name: 'Open the PDF' })).toHaveAttribute('href', signedUrl);
    expect(within(viewer).getByRole('button', { name: 'Download' })).toBeInTheDocument();
    await user.click(within(viewer).getByRole('button', { name: 'Close receipt' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Receipt for Permit' })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('dialog', { name: 'Expense Details' })).toBeInTheDocument();
  });

  it('opens an image receipt full screen with zoom steps', async () => {
    const { user } = renderWithReceipt('Sink', 'users/user-sub-1/receipt/sink.jpg');
    await user.click(await screen.findByRole('button', { name: /Sink/ }));
    const details = await screen.findByRole('dialog', { name: 'Expense Details' });
    await user.click(await within(details).findByRole('button', { name: 'Receipt for Sink' }));

    const viewer = await screen.findByRole('dialog', { name: 'Receipt for Sink' });
    const image = within(viewer).getByRole('img', { name: 'Receipt for Sink' });
    expect(image).toHaveAttribute('src', 'http://s3.test/signed/users/user-sub-1/receipt/sink.jpg');
    const zoom = within(viewer).getByRole('group', { name: 'Zoom' });
    expect(zoom).toHaveTextContent('Fit');
    expect(within(zoom).getByRole('button', { name: 'Zoom out' })).toBeDisabled();
    await user.click(within(zoom).getByRole('button', { name: 'Zoom in' }));
    await user.click(within(zoom).getByRole('button', { name: 'Zoom in' }));
    expect(zoom).toHaveTextContent('200%');
    expect(getComputedStyle(image).width).toBe('200%');
    await user.click(within(zoom).getByRole('button', { name: 'Zoom out' }));
    expect(zoom).toHaveTextContent('150%');
    expect(within(viewer).getByRole('button', { name: 'Download' })).toBeInTheDocument();
  });

  it("shows 'Image unavailable' when the image cannot be signed", async () => {
    const { user, api } = renderWithReceipt('Sink', 'users/other/receipt.png');
    api.override('POST /api/signed-url', () => json(404, { error: 'Not found' }));
    await user.click(await screen.findByRole('button', { name: /Sink/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Expense Details' });
    expect(await within(dialog).findByRole('img', { name: 'Image unavailable' })).toBeInTheDocument();
  });
});
