import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ChangePasswordBodySchema } from './bodies';
import { changePasswordSchema, PASSWORD_MESSAGES, passwordPolicyError } from './password-policy';

describe('passwordPolicyError', () => {
  it.each([
    ['', PASSWORD_MESSAGES.required],
    ['Ab1!', PASSWORD_MESSAGES.tooShort],
    ['abcdefg1!', PASSWORD_MESSAGES.uppercase],
    ['ABCDEFG1!', PASSWORD_MESSAGES.lowercase],
    ['Abcdefgh!', PASSWORD_MESSAGES.number],
    ['Abcdefgh1', PASSWORD_MESSAGES.special],
    ['Abcdef 12', PASSWORD_MESSAGES.special],
    ['Aa1!        ', PASSWORD_MESSAGES.surroundingSpace],
    ['\tAbcdef1!', PASSWORD_MESSAGES.surroundingSpace],
    [`Aa1!${'x'.repeat(125)}`, PASSWORD_MESSAGES.tooLong],
  ])('%j → %s', (value, message) => {
    expect(passwordPolicyError(value)).toBe(message);
  });

  it('accepts exactly 8 characters meeting every rule, inner spaces, and exactly 128 characters', () => {
    expect(passwordPolicyError('Abcdef1!')).toBeNull();
    expect(passwordPolicyError('Ab cd ef 1!')).toBeNull();
    expect(passwordPolicyError(`Aa1!${'x'.repeat(124)}`)).toBeNull();
  });

  it('accepts any password made of the four kinds, 8 or more characters', () => {
    const password = fc
      .tuple(
        fc.stringMatching(/^[A-Z]{1,4}$/),
        fc.stringMatching(/^[a-z]{1,4}$/),
        fc.stringMatching(/^[0-9]{1,4}$/),
        fc.stringMatching(/^[!@#$%^&*()_+={}[\]:;"'<>,.?/~-]{1,4}$/),
        fc.stringMatching(/^[a-z]{4,8}$/),
      )
      .map((parts) => parts.join(''));
    fc.assert(fc.property(password, (value) => passwordPolicyError(value) === null));
  });
});

describe('changePasswordSchema', () => {
  const schema = changePasswordSchema('Welcome@2026');
  const messagesOf = (values: Record<string, string>) => {
    const result = schema.safeParse(values);
    return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
  };

  it('requires every field with its own message', () => {
    expect(messagesOf({ currentPassword: '', newPassword: '', confirmPassword: '' })).toEqual([
      `currentPassword: ${PASSWORD_MESSAGES.currentRequired}`,
      `newPassword: ${PASSWORD_MESSAGES.newRequired}`,
      `confirmPassword: ${PASSWORD_MESSAGES.confirmRequired}`,
    ]);
  });
  it('refuses the default password', () => {
    expect(messagesOf({ currentPassword: 'x', newPassword: 'Welcome@2026', confirmPassword: 'Welcome@2026' })).toEqual([
      `newPassword: ${PASSWORD_MESSAGES.defaultRefused}`,
    ]);
  });
  it('refuses the current password as the new one', () => {
    expect(messagesOf({ currentPassword: 'Strong#2027', newPassword: 'Strong#2027', confirmPassword: 'Strong#2027' })).toEqual([
      `newPassword: ${PASSWORD_MESSAGES.reused}`,
    ]);
  });
  it('names only the new password while it is refused, not the confirmation as well', () => {
    expect(messagesOf({ currentPassword: 'x', newPassword: 'weak', confirmPassword: 'other' })).toEqual([`newPassword: ${PASSWORD_MESSAGES.tooShort}`]);
  });
  it('requires the confirmation to match', () => {
    expect(messagesOf({ currentPassword: 'x', newPassword: 'Strong#2027', confirmPassword: 'Strong#2028' })).toEqual([
      `confirmPassword: ${PASSWORD_MESSAGES.mismatch}`,
    ]);
  });
  it('accepts a good change', () => {
    expect(messagesOf({ currentPassword: 'x', newPassword: 'Strong#2027', confirmPassword: 'Strong#2027' })).toEqual([]);
  });
  it('names a new password over the ceiling once, by its length', () => {
    expect(messagesOf({ currentPassword: 'x', newPassword: `Aa1!${'x'.repeat(125)}`, confirmPassword: 'x' })).toEqual([
      `newPassword: ${PASSWORD_MESSAGES.tooLong}`,
    ]);
  });
});

describe('ChangePasswordBodySchema (the contract)', () => {
  it('applies the policy without a default password of its own', () => {
    const values = { currentPassword: 'x', newPassword: 'Welcome@2026', confirmPassword: 'Welcome@2026' };
    expect(ChangePasswordBodySchema.safeParse(values).success).toBe(true);
    expect(ChangePasswordBodySchema.safeParse({ ...values, newPassword: 'weak', confirmPassword: 'weak' }).success).toBe(false);
  });
});
