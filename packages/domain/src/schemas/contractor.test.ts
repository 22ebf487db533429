import { describe, expect, it } from 'vitest';
import { CONTRACTOR_SPECIALTIES } from '../constants';
import { CONTRACTOR_MESSAGES, contractorFormSchema, contractorInputSchema } from './contractor';
import { issuesWith, expectDropped } from '../../test/schema-cases';

const issuesOf = issuesWith(contractorInputSchema);

describe('contractorInputSchema', () => {
  it('needs only a name; every other field becomes null', () => {
    expect(contractorInputSchema.parse({ name: ' Bob Builder ' })).toEqual({
      name: 'Bob Builder',
      company: null,
      email: null,
      phone: null,
      specialty: null,
      hourlyRate: null,
      notes: null,
    });
  });

  it('stores a full contractor', () => {
    expect(
      contractorInputSchema.parse({
        name: 'Ana',
        company: 'Sparks Ltd',
        email: 'ana@sparks.example',
        phone: '+1 555 0100',
        specialty: 'electrician',
        hourlyRate: '85.5',
        notes: 'Weekends only',
      }),
    ).toEqual({
      name: 'Ana',
      company: 'Sparks Ltd',
      email: 'ana@sparks.example',
      phone: '+1 555 0100',
      specialty: 'Electrician',
      hourlyRate: 8550,
      notes: 'Weekends only',
    });
  });

  it.each([undefined, '', '   ', null])('refuses the name %j', (name) => {
    expect(issuesOf({ name })).toEqual([{ path: ['name'], message: 'Name is required' }]);
  });

  describe('hourlyRate', () => {
    it.each([
      ['', null],
      [null, null],
      [undefined, null],
      ['0', 0],
      [0, 0],
      ['65', 6500],
      ['999999.99', 99_999_999],
    ])('stores %j as %j', (hourlyRate, stored) => {
      expect(contractorInputSchema.parse({ name: 'Bob', hourlyRate }).hourlyRate).toBe(stored);
    });

    it.each(['abc', '-1', -0.01, '12,34', {}])('refuses %j', (hourlyRate) => {
      expect(issuesOf({ name: 'Bob', hourlyRate })).toEqual([
        { path: ['hourlyRate'], message: 'Hourly rate must be a valid number' },
      ]);
    });

    it('refuses more than a decimal(8,2) can hold', () => {
      expect(issuesOf({ name: 'Bob', hourlyRate: '1000000' })).toEqual([
        { path: ['hourlyRate'], message: CONTRACTOR_MESSAGES.hourlyRateMax },
      ]);
    });
  });

  it.each(['not-an-email', 'a@b', '@example.com', 42])('refuses the email %j', (email) => {
    expect(issuesOf({ name: 'Bob', email })).toEqual([{ path: ['email'], message: 'Invalid email address' }]);
  });

  it('accepts every listed specialty in any case and refuses others', () => {
    for (const specialty of CONTRACTOR_SPECIALTIES) {
      expect(contractorInputSchema.parse({ name: 'Bob', specialty: specialty.toUpperCase() }).specialty).toBe(
        specialty,
      );
    }
    expect(issuesOf({ name: 'Bob', specialty: 'Astronaut' })).toEqual([
      { path: ['specialty'], message: 'Invalid specialty' },
    ]);
    expect(issuesOf({ name: 'Bob', specialty: 7 })).toEqual([
      { path: ['specialty'], message: 'Invalid specialty' },
    ]);
  });

  it('refuses overlong and non-text optional fields', () => {
    expect(issuesOf({ name: 'Bob', company: 'c'.repeat(256), phone: 5551234 })).toEqual([
      { path: ['company'], message: 'Company must be at most 255 characters' },
      { path: ['phone'], message: 'Phone must be text' },
    ]);
  });

  it('drops what the client may not set', () => {
    expectDropped(contractorInputSchema, { name: 'Bob' }, { id: 1, userId: 'x', createdAt: 'y' });
  });
});

describe('contractorFormSchema', () => {
  it('sends the hourly rate as a 2-decimal string, or null when empty', () => {
    expect(contractorFormSchema.parse({ name: 'Bob', hourlyRate: '40' }).hourlyRate).toBe('40.00');
    expect(contractorFormSchema.parse({ name: 'Bob', hourlyRate: '' }).hourlyRate).toBeNull();
  });

  it("reports the product's messages on the form fields", () => {
    expect(issuesWith(contractorFormSchema)({ name: '', email: 'nope', hourlyRate: 'x' })).toEqual([
      { path: ['name'], message: 'Name is required' },
      { path: ['email'], message: 'Invalid email address' },
      { path: ['hourlyRate'], message: 'Hourly rate must be a valid number' },
    ]);
  });
});
