import { MAX_UPLOAD_BYTES } from '@reno/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createFakeApi, makeProject } from '../../../testing/fake-api';
import { installFakeS3 } from '../../../testing/fake-s3';
import { sizedFile } from '../../../testing/sized-file';
import { renderApp } from '../../../testing/render-app';
import { makeContractor } from '../../../testing/fake-backend/contractor-handlers';
import { chooseOption } from '../../../testing/choose-option';
import { toastWith } from '../../../testing/toasts';

const kitchen = makeProject({ id: 1, name: 'Kitchen Remodel' });
const alice = makeContractor({ id: 11, name: 'Alice Wiring' });

async function openAddForm() {
  const api = createFakeApi({ projects: [kitchen], contractors: [alice] });
  const rendered = renderApp({ path: '/estimates', api });
  await rendered.user.click(await screen.findByRole('button', { name: 'Add Estimate' }));
  const form = await screen.findByRole('dialog', { name: 'Add Estimate' });
  return {
    ...rendered,
    form,
    input: () =>
      within(form).getByLabelText('Attachment (Optional)', { selector: 'input' }) as HTMLInputElement,
  };
}

describe('estimate attachment upload', () => {
  it('accepts images, pdf, doc, docx and txt, with the 10MB hint', async () => {
    const { input, form } = await openAddForm();
    expect(input()).toHaveAccessibleDescription('Images, PDF, DOC, DOCX or TXT files, up to 10MB');
    expect(within(form).getByText(/up to 10MB/)).toBeInTheDocument();
    const accept = input().accept.split(',');
    for (const type of ['image/*', '.pdf', '.doc', '.docx', '.txt', 'application/pdf', 'text/plain']) {
      expect(accept).toContain(type);
    }
  });

  it('uploads straight to S3 with a progress bar, then saves the key with the estimate', async () => {
    const s3 = installFakeS3();
    const { user, api, form, input } = await openAddForm();

    await s3.upload(
      user,
      input(),
      sizedFile('quote.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'),
    );
    expect(api.requestsTo('POST /api/uploads')[0]?.body).toEqual({
      kind: 'estimate-attachment',
      fileName: 'quote.docx',
      contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      size: 2048,
    });
    s3.progress(35);
    expect(within(form).getByRole('progressbar', { name: 'Attachment upload progress' })).toHaveAttribute(
      'aria-valuenow',
      '35',
    );
    expect(input()).toBeDisabled();
    s3.succeed();

    expect(await toastWith('File uploaded successfully')).toBeInTheDocument();
    const key = s3.posted[0]?.entries.find(([name]) => name === 'key')?.[1] as string;
    expect(within(form).queryByRole('progressbar')).not.toBeInTheDocument();
    expect(await within(form).findByRole('link', { name: 'View Attachment' })).toHaveAttribute(
      'href',
      `http://s3.test/signed/${key}`,
    );

    await chooseOption(user, form, /^Contractor/, 'Alice Wiring');
    await user.type(within(form).getByLabelText(/^Title/), 'Cabinets');
    await user.type(within(form).getByLabelText(/^Amount/), '2500');
    await user.click(within(form).getByRole('button', { name: 'Create Estimate' }));
    await waitFor(() =>
      expect(api.requestsTo('POST /api/estimates')[0]?.body).toMatchObject({ attachmentUrl: key }),
    );
  });

  it('removes an uploaded attachment', async () => {
    const s3 = installFakeS3();
    const { user, form, input } = await openAddForm();
    await s3.upload(user, input(), sizedFile('notes.txt', 'text/plain'));
    s3.succeed();
    await user.click(await within(form).findByRole('button', { name: 'Remove attachment' }));
    expect(within(form).queryByRole('link', { name: 'View Attachment' })).not.toBeInTheDocument();
    expect(input()).toBeEnabled();
  });

  it("leaves the size to the API and reports its refusal with the status in 'Failed to upload file'", async () => {
    installFakeS3();
    const { user, api, input } = await openAddForm();
    await user.upload(input(), sizedFile('plans.pdf', 'application/pdf', MAX_UPLOAD_BYTES + 1));

    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent('Failed to upload file');
    expect(toast).toHaveTextContent('File must be at most 10 MB (error 400)');
    expect(api.requestsTo('POST /api/uploads')).toHaveLength(1);
  });

  it("reports a failed transfer to S3 in 'Failed to upload file'", async () => {
    const s3 = installFakeS3();
    const { user, form, input } = await openAddForm();
    await s3.upload(user, input(), sizedFile('photo.png', 'image/png'));
    s3.failNetwork();

    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent('Failed to upload file');
    expect(toast).toHaveTextContent('Upload failed');
    expect(within(form).queryByRole('progressbar')).not.toBeInTheDocument();
    expect(input()).toBeEnabled();
  });
});
