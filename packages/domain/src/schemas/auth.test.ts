import { describe, expect, it } from 'vitest';
import { loginSchema, registerSchema } from './auth';
import { issuesWith, expectDropped } from '../../test/schema-cases';

const loginIssues = issuesWith(loginSchema);
const registerIssues = issuesWith(registerSchema);
const registration = { email: 'home@owner.example', password: 'hunter22', confirmPassword: 'hunter22' };

describe('loginSchema', () => {
  it('trims and lower-cases the email and keeps the password as typed', () => {
    expect(loginSchema.parse({ email: '  Home@Owner.Example ', password: ' secret ' })).toEqual({
      email: 'home@owner.example',
      password: ' secret ',
    });
  });

  it('needs a valid email and a non-empty password', () => {
    expect(loginIssues({ email: 'nope', password: '' })).toEqual([
      { path: ['email'], message: 'Invalid email address' },
      { path: ['password'], message: 'Password is required' },
    ]);
    expect(loginIssues({})).toEqual([
      { path: ['email'], message: 'Invalid email address' },
      { path: ['password'], message: 'Password is required' },
    ]);
  });
});

describe('registerSchema', () => {
  it('accepts a registration with optional names', () => {
    expect(registerSchema.parse({ ...registration, firstName: ' Ada ', lastName: '' })).toEqual({
      ...registration,
      firstName: 'Ada',
      lastName: null,
    });
  });

  it('needs at least 8 characters: 7 fail, 8 pass', () => {
    expect(registerIssues({ ...registration, password: '1234567', confirmPassword: '1234567' })).toEqual([
      { path: ['password'], message: 'Password must be at least 8 characters' },
    ]);
    expect(
      registerSchema.safeParse({ ...registration, password: '12345678', confirmPassword: '12345678' })
        .success,
    ).toBe(true);
  });

  it('reports different passwords on the confirmation field as "Passwords don\'t match"', () => {
    expect(registerIssues({ ...registration, confirmPassword: 'hunter23' })).toEqual([
      { path: ['confirmPassword'], message: "Passwords don't match" },
    ]);
  });

  it('drops subscription and identity fields', () => {
    expectDropped(registerSchema, registration, { subscriptionStatus: 'active', id: 'x', isAdmin: true });
  });
});
