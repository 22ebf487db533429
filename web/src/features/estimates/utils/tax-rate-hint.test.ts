import { describe, expect, it } from 'vitest';
import { makeProject } from '../../../testing/fake-api';
import { taxRateHint } from './tax-rate-hint';

describe('taxRateHint', () => {
  const project = makeProject({ id: 1, name: 'Kitchen', taxRate: '13.00' });

  it.each([
    ['13.00', '13% from the project — change it in Projects'],
    ['13', '13% from the project — change it in Projects'],
    ['5', "The project's rate is 13%"],
    ['', "The project's rate is 13%"],
  ])('rate %j', (rate, hint) => {
    expect(taxRateHint(rate, project)).toBe(hint);
  });

  it('names a fractional rate as written and says nothing without a project', () => {
    expect(taxRateHint('8.50', makeProject({ id: 2, name: 'Bath', taxRate: '8.50' }))).toBe(
      '8.5% from the project — change it in Projects',
    );
    expect(taxRateHint('13', undefined)).toBeUndefined();
  });
});
