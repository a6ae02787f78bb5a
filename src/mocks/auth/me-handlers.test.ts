import { describe, expect, it } from 'vitest';
import { newPasswordError } from '../../domain/auth/password-policy';
import { DEMO_DEFAULT_PASSWORD } from '../demo-accounts';
import { call, getJson, signIn } from '../test-client';

const change = (token: string, body: Record<string, string>) => call('/me/password', { method: 'PUT', token, json: body });

describe('password change', () => {
  it.each([
    [{ currentPassword: '', newPassword: 'Abcdef1!', confirmPassword: 'Abcdef1!' }, 'Current password is required'],
    [{ currentPassword: 'Demo@2026', newPassword: '', confirmPassword: '' }, 'New password is required'],
    [{ currentPassword: 'Demo@2026', newPassword: 'Ab1!', confirmPassword: 'Ab1!' }, 'Password must be at least 8 characters long'],
    [{ currentPassword: 'Demo@2026', newPassword: 'abcdefg1!', confirmPassword: 'abcdefg1!' }, 'Password must contain at least one uppercase letter'],
    [{ currentPassword: 'Demo@2026', newPassword: 'ABCDEFG1!', confirmPassword: 'ABCDEFG1!' }, 'Password must contain at least one lowercase letter'],
    [{ currentPassword: 'Demo@2026', newPassword: 'Abcdefgh!', confirmPassword: 'Abcdefgh!' }, 'Password must contain at least one number'],
    [{ currentPassword: 'Demo@2026', newPassword: 'Abcdefg12', confirmPassword: 'Abcdefg12' }, 'Password must contain at least one special character'],
    [{ currentPassword: 'Demo@2026', newPassword: 'Abcdefg1!', confirmPassword: 'Abcdefg1?' }, 'Passwords must match'],
    [{ currentPassword: 'Demo@2026', newPassword: 'Abcdefg1!', confirmPassword: '' }, 'Please confirm your new password'],
    [{ currentPassword: 'Demo@2026', newPassword: 'Welcome@2026', confirmPassword: 'Welcome@2026' }, 'You cannot use the default password. Please choose a stronger password.'],
    [{ currentPassword: 'Wrong@2026', newPassword: 'Abcdefg1!', confirmPassword: 'Abcdefg1!' }, 'Current password is incorrect.'],
    [{ currentPassword: 'Demo@2026', newPassword: 'Demo@2026', confirmPassword: 'Demo@2026' }, 'New password must be different from the current password'],
    [{ currentPassword: 'Demo@2026', newPassword: 'Aa1!        ', confirmPassword: 'Aa1!        ' }, 'Password must not start or end with a space'],
    [{ currentPassword: 'Demo@2026', newPassword: ' Abcdefg1!', confirmPassword: ' Abcdefg1!' }, 'Password must not start or end with a space'],
  ])('refuses %j with "%s"', async (body, message) => {
    const token = await signIn('homeroom');
    const response = await change(token, body);
    expect(response.status).toBe(422);
    const answer = (await response.json()) as { message: string; errors?: Record<string, string> };
    expect(answer.message).toBe(message);
    expect(Object.values(answer.errors ?? {})).toContain(message);
    expect((await call('/me', { token })).status).toBe(200);
  });

  it('refuses a new password over 128 characters (300,004 here) and leaves the old one working', async () => {
    const token = await signIn('homeroom');
    const newPassword = `Aa1!${'x'.repeat(300_000)}`;
    const response = await change(token, { currentPassword: 'Demo@2026', newPassword, confirmPassword: newPassword });
    expect(response.status).toBe(422);
    expect(((await response.json()) as { errors?: Record<string, string> }).errors).toEqual({ newPassword: 'Password must be at most 128 characters long' });
    expect((await call('/auth/login', { method: 'POST', json: { username: 'homeroom', password: 'Demo@2026' } })).status).toBe(200);
  });

  it('refuses a new password with the message the profile form shows for it (one rule, domain/auth/password-policy.ts)', async () => {
    // A space is not a special character: the form refuses this, so the server must too.
    const newPassword = 'Abcdefg 1';
    const formMessage = newPasswordError(newPassword, DEMO_DEFAULT_PASSWORD);
    expect(formMessage).toBe('Password must contain at least one special character');
    const response = await change(await signIn('homeroom'), { currentPassword: 'Demo@2026', newPassword, confirmPassword: newPassword });
    expect(response.status).toBe(422);
    expect(((await response.json()) as { errors?: Record<string, string> }).errors).toEqual({ newPassword: formMessage });
  });

  it('changes the password, clears the default flag and revokes every other token of the user', async () => {
    const first = await signIn('newcomer');
    const second = await signIn('newcomer');
    const other = await signIn('teacher');
    expect((await getJson<{ hasDefaultPassword: boolean }>('/me', first)).body.hasDefaultPassword).toBe(true);
    const response = await change(first, { currentPassword: 'Welcome@2026', newPassword: 'Fresh#Start9', confirmPassword: 'Fresh#Start9' });
    expect(response.status).toBe(200);
    // The token that changed the password stays valid until the portal logs out with it.
    expect((await call('/me', { token: first })).status).toBe(200);
    expect((await call('/me', { token: second })).status).toBe(401);
    expect((await call('/auth/logout', { method: 'POST', token: first })).status).toBe(204);
    expect((await call('/me', { token: first })).status).toBe(401);
    expect((await call('/me', { token: other })).status).toBe(200);
    const oldLogin = await call('/auth/login', { method: 'POST', json: { username: 'newcomer', password: 'Welcome@2026' } });
    expect(oldLogin.status).toBe(401);
    const fresh = await signIn('newcomer', 'Fresh#Start9');
    expect((await getJson<{ hasDefaultPassword: boolean }>('/me', fresh)).body.hasDefaultPassword).toBe(false);
  });
});

describe('positions, academic year and SVE', () => {
  it('answers the principal position for the current year at the first branch', async () => {
    const token = await signIn('principal');
    const { body } = await getJson<{ data: Array<{ academicYearId: string; branchId: string; position: { name: string } }> }>(
      '/employee-positions/mine?academicYearId=ay-2026',
      token,
    );
    expect(body.data).toEqual([expect.objectContaining({ academicYearId: 'ay-2026', branchId: 'br-1', position: { id: 'pos-principal', name: 'Principal' } })]);
  });

  it('answers the current academic year with term dates containing 2026-11-21', async () => {
    const token = await signIn('teacher');
    const { body } = await getJson<Record<string, string>>('/academic-years/current', token);
    expect(body).toMatchObject({ id: 'ay-2026', year: '2026/2027', term2StartDate: '2026-10-05', term2EndDate: '2026-12-18' });
    expect(body.term1StartDate! <= '2026-11-21' && '2026-11-21' <= body.term4EndDate!).toBe(true);
  });

  it('gives the teacher exactly one SVE exam type this year and homeroom none', async () => {
    const teacher = await getJson<{ data: unknown[]; count: number }>('/sve-exam-types/by-user?page=0&pageSize=1&academicYearId=ay-2026', await signIn('teacher'));
    expect(teacher.body.count).toBe(1);
    const homeroom = await getJson<{ count: number }>('/sve-exam-types/by-user?page=0&pageSize=1&academicYearId=ay-2026', await signIn('homeroom'));
    expect(homeroom.body.count).toBe(0);
  });
});
