import { receiptScanQuotaMessage } from '@reno/domain';
import { waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, makeProject } from '../../../testing/fake-api';
import { installFakeS3 } from '../../../testing/fake-s3';
import { renderApp } from '../../../testing/render-app';
import { openAddExpense } from '../testing/submit-expense';
import { homeDepotScan } from '../testing/home-depot-scan';
import { retype } from '../../../testing/retype';
import { chooseOption } from '../../../testing/choose-option';

const kitchen = makeProject({ id: 1, name: 'Kitchen Remodel' });
const photo = () => new File(['receipt bytes'], 'receipt.jpg', { type: 'image/jpeg' });

/** Opens the add form with the scan answered by `answer` once `release` is called. */
async function openFormWithScan(answer: () => Response) {
  const s3 = installFakeS3();
  const rendered = renderApp({ path: '/expenses', db: { projects: [kitchen] } });
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  rendered.api.override('POST /api/receipts/scan', async () => {
    await released;
    return answer();
  });
  const form = await openAddExpense(rendered.user);
  const uploadReceipt = async () => {
    const before = s3.posted.length;
    await rendered.user.upload(within(form).getByLabelText(/Receipt Image \(Optional\)/), photo());
    await waitFor(() => expect(s3.posted).toHaveLength(before + 1));
    s3.succeed();
    await within(form).findByRole('button', { name: 'Remove receipt' });
  };
  return { ...rendered, form, release, uploadReceipt };
}

const field = (form: HTMLElement, label: RegExp) => within(form).getByLabelText(label);

describe('reading an uploaded receipt', () => {
  it("shows 'Reading receipt…', fills the empty fields marked 'From receipt' until edited, then saves", async () => {
    const { user, api, form, release, uploadReceipt } = await openFormWithScan(() =>
      json(200, homeDepotScan),
    );
    await uploadReceipt();
    expect(within(form).getByText('Reading receipt…')).toBeInTheDocument();
    expect(within(form).getByRole('progressbar', { name: 'Reading receipt' })).toBeInTheDocument();
    const key = (api.requestsTo('POST /api/receipts/scan')[0]?.body as { s3Key: string }).s3Key;
    expect(key).toMatch(/^pending\/users\/.+receipt\.jpg$/);

    release();
    await waitFor(() => expect(field(form, /^Description/)).toHaveValue('Home Depot'));
    // The label moves out of the way of the filled value, as it does for a typed one.
    const descriptionId = field(form, /^Description/).id;
    expect(form.querySelector(`label[for="${descriptionId}"]`)).toHaveAttribute('data-shrink', 'true');
    expect(within(form).queryByText('Reading receipt…')).not.toBeInTheDocument();
    expect(field(form, /^Amount/)).toHaveValue('731.28');
    expect(field(form, /^Date/)).toHaveValue('2026-01-21');
    expect(within(form).getByRole('combobox', { name: /^Category/ })).toHaveTextContent('Materials');
    expect(within(form).getAllByText('From receipt')).toHaveLength(4);

    await retype(user, field(form, /^Description/), 'Cabinet hinges');
    expect(within(form).getAllByText('From receipt')).toHaveLength(3);

    await chooseOption(user, form, /^Payment Method/, 'Credit Card');
    await user.click(within(form).getByRole('button', { name: 'Add Expense' }));
    await waitFor(() =>
      expect(api.requestsTo('POST /api/expenses')[0]?.body).toMatchObject({
        description: 'Cabinet hinges',
        amount: '731.28',
        date: '2026-01-21',
        category: 'materials',
        imageUrl: key,
      }),
    );
  });

  it('never overwrites what the user typed, and guesses no category over a chosen one', async () => {
    const { user, form, release, uploadReceipt } = await openFormWithScan(() => json(200, homeDepotScan));
    await user.type(field(form, /^Description/), 'Tile saw rental');
    await user.type(field(form, /^Amount/), '85');
    await chooseOption(user, form, /^Category/, 'Equipment');
    await uploadReceipt();
    release();
    await waitFor(() => expect(field(form, /^Date/)).toHaveValue('2026-01-21'));
    expect(field(form, /^Description/)).toHaveValue('Tile saw rental');
    expect(field(form, /^Amount/)).toHaveValue('85.00');
    expect(within(form).getByRole('combobox', { name: /^Category/ })).toHaveTextContent('Equipment');
    expect(within(form).getAllByText('From receipt')).toHaveLength(1);
  });

  it('leaves a short note when the receipt cannot be read (the quota, a server error) and stays usable', async () => {
    const quota = receiptScanQuotaMessage(10, false);
    const { user, api, form, release, uploadReceipt } = await openFormWithScan(() =>
      json(429, { error: quota }),
    );
    await uploadReceipt();
    release();
    expect(await within(form).findByText(quota)).toBeInTheDocument();

    // Another receipt, and the server fails: one plain sentence, never the raw answer.
    api.override('POST /api/receipts/scan', () => json(500, { error: 'Internal Server Error' }));
    await user.click(within(form).getByRole('button', { name: 'Remove receipt' }));
    expect(within(form).queryByText(quota)).not.toBeInTheDocument();
    await uploadReceipt();
    expect(
      await within(form).findByText('This receipt could not be read; please fill in the expense yourself'),
    ).toBeInTheDocument();
    expect(within(form).queryByText(/Internal Server Error/)).not.toBeInTheDocument();
    expect(field(form, /^Description/)).toBeEnabled();
  });
});
