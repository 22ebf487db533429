import { zodResolver } from '@hookform/resolvers/zod';
import { expenseAmountCents } from '@reno/domain';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { centsToDecimal } from '@reno/domain';
import { FormShell } from './form-shell';
import { MoneyInput } from './money-input';
import { retype } from '../../testing/retype';

const schema = z.pipe(
  z.object({ amount: expenseAmountCents }),
  z.transform(({ amount }) => ({ amount: centsToDecimal(amount) })),
);

function AmountForm({ onSave, initial = '' }: { onSave: (payload: unknown) => void; initial?: string }) {
  const form = useForm({ resolver: zodResolver(schema), defaultValues: { amount: initial } });
  const submit = form.handleSubmit(onSave);
  return (
    <FormShell form={form} onSubmit={submit} label="Amount form">
      <MoneyInput name="amount" label="Amount" required />
      <button type="submit">Save</button>
    </FormShell>
  );
}

function setup(initial?: string) {
  const onSave = vi.fn();
  const user = userEvent.setup();
  render(<AmountForm onSave={onSave} initial={initial} />);
  return { user, onSave, amount: screen.getByRole('textbox', { name: 'Amount' }) };
}

describe('MoneyInput', () => {
  it('opens the decimal keypad and shows a saved amount formatted', () => {
    const { amount } = setup('1234.5');
    expect(amount).toHaveAttribute('inputmode', 'decimal');
    expect(amount).toHaveValue('1,234.50');
  });

  it.each([
    ['$1,200', '1,200.00', '1200.00'],
    ['1,200.50', '1,200.50', '1200.50'],
    ['1200.5', '1,200.50', '1200.50'],
  ])('takes %j, shows %j on blur and sends %j', async (typed, shown, sent) => {
    const { user, onSave, amount } = setup();
    await user.type(amount, typed);
    await user.tab();
    expect(amount).toHaveValue(shown);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).toHaveBeenCalledWith({ amount: sent }, expect.anything());
  });

  it("refuses an ambiguous '12,50' with the spelling to use, and saves nothing", async () => {
    const { user, onSave, amount } = setup();
    await user.type(amount, '12,50');
    await user.tab();
    expect(amount).toHaveAccessibleDescription('Use a dot for cents: 12.50');
    expect(amount).toHaveAttribute('aria-invalid', 'true');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).not.toHaveBeenCalled();
    expect(amount).toHaveAccessibleDescription('Use a dot for cents: 12.50');

    await retype(user, amount, '12.50');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).toHaveBeenCalledWith({ amount: '12.50' }, expect.anything());
  });

  it("leaves the sign and range to the field's own rule", async () => {
    const { user, onSave, amount } = setup();
    await user.type(amount, '-5');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).not.toHaveBeenCalled();
    expect(amount).toHaveAccessibleDescription('Amount must be greater than 0');
  });

  it('submits with Enter what was typed, before any blur', async () => {
    const { user, onSave, amount } = setup();
    await user.type(amount, '$99.9{Enter}');
    expect(onSave).toHaveBeenCalledWith({ amount: '99.90' }, expect.anything());
  });
});
