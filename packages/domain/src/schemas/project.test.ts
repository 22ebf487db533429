import { describe, expect, it } from 'vitest';
import { PROJECT_MESSAGES, projectCreateSchema, projectFormSchema, projectUpdateSchema } from './project';
import { issuesWith } from '../../test/schema-cases';

const valid = { name: 'Kitchen Remodel', budget: '25000' };
const issuesOf = issuesWith(projectCreateSchema);
const updateIssues = issuesWith(projectUpdateSchema);
const formIssues = issuesWith(projectFormSchema);

describe('projectCreateSchema', () => {
  it('stores trimmed text, cents and hundredths, with the 13.00 % default rate', () => {
    // Act
    const project = projectCreateSchema.parse({
      ...valid,
      name: '  Kitchen Remodel  ',
      description: ' New cabinets ',
    });
    // Assess
    expect(project).toEqual({
      name: 'Kitchen Remodel',
      description: 'New cabinets',
      budget: 2_500_000,
      taxRate: 1300,
    });
  });

  it("uses the product's messages word for word", () => {
    expect(PROJECT_MESSAGES.name).toBe('Project name must be at least 3 characters long');
    expect(PROJECT_MESSAGES.budget).toBe('Budget must be at least $100');
    expect(PROJECT_MESSAGES.taxRate).toBe('Tax rate must be between 0% and 100%');
  });

  describe('budget', () => {
    it.each([
      ['100', 10_000],
      [100, 10_000],
      ['100.00', 10_000],
      ['99.995', 10_000], // rounds to 100.00
      ['1,000', 100_000],
      ['99999999.99', 9_999_999_999],
    ])('accepts %j as %i cents', (budget, cents) => {
      expect(projectCreateSchema.parse({ ...valid, budget }).budget).toBe(cents);
    });

    it.each(['99.99', 99.99, '99.994', '0', '-100', 'abc', '', null, undefined, true, {}])(
      'refuses %j with the minimum-budget message',
      (budget) => {
        expect(issuesOf({ ...valid, budget })).toEqual([
          { path: ['budget'], message: PROJECT_MESSAGES.budget },
        ]);
      },
    );

    it('refuses more than a decimal(10,2) can hold', () => {
      expect(issuesOf({ ...valid, budget: '100000000' })).toEqual([
        { path: ['budget'], message: 'Budget must be at most $99,999,999.99' },
      ]);
    });
  });

  describe('name', () => {
    it('accepts 3 characters and refuses 2, counted after trimming', () => {
      expect(projectCreateSchema.parse({ ...valid, name: 'abc' }).name).toBe('abc');
      expect(issuesOf({ ...valid, name: 'ab' })).toEqual([
        { path: ['name'], message: PROJECT_MESSAGES.name },
      ]);
      expect(issuesOf({ ...valid, name: '  ab   ' })).toEqual([
        { path: ['name'], message: PROJECT_MESSAGES.name },
      ]);
    });

    it.each([undefined, null, '', 42])('refuses %j with the name message', (name) => {
      expect(issuesOf({ ...valid, name })).toEqual([{ path: ['name'], message: PROJECT_MESSAGES.name }]);
    });

    it('refuses names longer than 255 characters', () => {
      expect(projectCreateSchema.safeParse({ ...valid, name: 'a'.repeat(255) }).success).toBe(true);
      expect(issuesOf({ ...valid, name: 'a'.repeat(256) })).toEqual([
        { path: ['name'], message: 'Project name must be at most 255 characters' },
      ]);
    });
  });

  describe('taxRate', () => {
    it.each([
      ['0', 0],
      [0, 0],
      ['100', 10_000],
      ['13.5', 1350],
      ['7.125', 713],
      ['', 1300],
      [null, 1300],
      [undefined, 1300],
    ])('stores %j as %i hundredths', (taxRate, hundredths) => {
      expect(projectCreateSchema.parse({ ...valid, taxRate }).taxRate).toBe(hundredths);
    });

    it.each(['-0.01', -0.01, '100.01', 100.01, '101', 'abc', false])('refuses %j', (taxRate) => {
      expect(issuesOf({ ...valid, taxRate })).toEqual([
        { path: ['taxRate'], message: PROJECT_MESSAGES.taxRate },
      ]);
    });
  });

  describe('description', () => {
    it.each(['', '   ', null, undefined])('stores %j as null', (description) => {
      expect(projectCreateSchema.parse({ ...valid, description }).description).toBeNull();
    });

    it('refuses non-text and overlong descriptions', () => {
      expect(issuesOf({ ...valid, description: 5 })).toEqual([
        { path: ['description'], message: 'Description must be text' },
      ]);
      expect(issuesOf({ ...valid, description: 'x'.repeat(5001) })).toEqual([
        { path: ['description'], message: 'Description must be at most 5000 characters' },
      ]);
    });
  });

  it('drops what the client may not set', () => {
    // Prepare
    const attempt = {
      ...valid,
      id: 7,
      userId: 'someone-else',
      slug: 'taken',
      startDate: '2000-01-01T00:00:00.000Z',
      createdAt: '2000-01-01T00:00:00.000Z',
      totalSpent: '999999.00',
      subscriptionStatus: 'active',
    };
    // Act
    const project = projectCreateSchema.parse(attempt);
    // Assess
    expect(Object.keys(project).sort()).toEqual(['budget', 'description', 'name', 'taxRate']);
  });

  it('reports every bad field at once', () => {
    expect(issuesOf({ name: 'x', budget: '1', taxRate: '200' }).map((issue) => issue.path[0])).toEqual([
      'name',
      'budget',
      'taxRate',
    ]);
  });

  it('refuses a body that is not an object', () => {
    expect(projectCreateSchema.safeParse('name=Kitchen').success).toBe(false);
    expect(projectCreateSchema.safeParse(null).success).toBe(false);
  });
});

describe('projectUpdateSchema', () => {
  it('leaves description and tax rate out when they are absent (unchanged)', () => {
    // Act
    const update = projectUpdateSchema.parse({ ...valid, id: 3, slug: 'x', startDate: '2020-01-01' });
    // Assess
    expect(update).toEqual({ name: 'Kitchen Remodel', budget: 2_500_000 });
    expect('taxRate' in update).toBe(false);
    expect('description' in update).toBe(false);
  });

  it('clears a description sent empty and stores a given rate', () => {
    expect(projectUpdateSchema.parse({ ...valid, description: '', taxRate: '8.25' })).toEqual({
      name: 'Kitchen Remodel',
      description: null,
      budget: 2_500_000,
      taxRate: 825,
    });
  });

  it('keeps name and budget required, with the same messages', () => {
    expect(updateIssues({ taxRate: '101' })).toEqual([
      { path: ['name'], message: PROJECT_MESSAGES.name },
      { path: ['budget'], message: PROJECT_MESSAGES.budget },
      { path: ['taxRate'], message: PROJECT_MESSAGES.taxRate },
    ]);
  });

  it('refuses a non-text description', () => {
    expect(projectUpdateSchema.safeParse({ ...valid, description: [] }).success).toBe(false);
  });
});

describe('projectFormSchema', () => {
  it('turns the form inputs into the wire payload', () => {
    // Act
    const payload = projectFormSchema.parse({
      name: 'Deck',
      description: '',
      budget: '1234.5',
      taxRate: '13',
    });
    // Assess
    expect(payload).toEqual({ name: 'Deck', description: null, budget: '1234.50', taxRate: '13.00' });
  });

  it('sends a payload the server schema reads back to the same values', () => {
    // Prepare
    const values = { name: ' Basement ', description: 'Finish it', budget: '15,000.555', taxRate: '' };
    // Act
    const stored = projectCreateSchema.parse(projectFormSchema.parse(values));
    // Assess
    expect(stored).toEqual(projectCreateSchema.parse(values));
  });

  it('reports the same messages on the same fields', () => {
    expect(formIssues({ name: 'ab', description: '', budget: '99.99', taxRate: '100.01' })).toEqual([
      { path: ['name'], message: PROJECT_MESSAGES.name },
      { path: ['budget'], message: PROJECT_MESSAGES.budget },
      { path: ['taxRate'], message: PROJECT_MESSAGES.taxRate },
    ]);
  });
});
