import { describe, expect, it } from 'vitest';
import { HOME_MESSAGES } from '../home';
import { homeInputSchema } from './home';

const parse = (body: unknown) => homeInputSchema.safeParse(body);
const messages = (body: unknown) => parse(body).error?.issues.map((issue) => issue.message) ?? [];

describe('homeInputSchema', () => {
  it('keeps a full home, money in cents, and leaves what is blank null', () => {
    expect(
      parse({
        name: ' 12 Elm Street ',
        address: '12 Elm Street, Springfield',
        yearBuilt: '1962',
        purchaseDate: '2019-05-31',
        purchasePrice: '412500.00',
        settlementCosts: '6123.45',
      }).data,
    ).toEqual({
      name: '12 Elm Street',
      address: '12 Elm Street, Springfield',
      yearBuilt: 1962,
      purchaseDate: '2019-05-31',
      purchasePrice: 41_250_000,
      settlementCosts: 612_345,
    });
    expect(parse({ name: 'Cabin', yearBuilt: '', purchasePrice: null }).data).toMatchObject({
      address: null,
      yearBuilt: null,
      purchaseDate: null,
      purchasePrice: null,
      settlementCosts: null,
    });
  });

  it.each([
    [{ name: '  ' }, HOME_MESSAGES.name],
    [{ name: 'Cabin', yearBuilt: 1599 }, HOME_MESSAGES.yearBuilt],
    [{ name: 'Cabin', yearBuilt: new Date().getUTCFullYear() + 2 }, HOME_MESSAGES.yearBuilt],
    [{ name: 'Cabin', yearBuilt: '19.5' }, HOME_MESSAGES.yearBuilt],
    [{ name: 'Cabin', purchaseDate: '2019-02-30' }, HOME_MESSAGES.purchaseDate],
    [{ name: 'Cabin', purchasePrice: '-5' }, HOME_MESSAGES.purchasePrice],
    [{ name: 'Cabin', settlementCosts: 'ten' }, HOME_MESSAGES.settlementCosts],
    [{ name: 'Cabin', purchasePrice: '100000000.00' }, HOME_MESSAGES.amountMax],
  ])('refuses %j: %s', (body, message) => {
    expect(messages(body)).toContain(message);
  });
});
