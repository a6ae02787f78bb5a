import { HttpResponse } from 'msw';
import { z } from 'zod';
import { MIN_PASSWORD_LENGTH } from '../../config/constants';
import { db } from '../db';
import { DEMO_DEFAULT_PASSWORD } from '../demo-accounts';
import { withAuth } from '../http/auth';
import { HttpError } from '../http/errors';
import { applyListQuery, parseListQuery } from '../http/list-query';
import { readJson, route } from '../http/route';
import { validate } from '../http/validation';
import { revokeSessionsOf } from './tokens';
import { pickName, selfUser } from '../school/lookups';

/** The server-side copy of spec §5's policy (features/profile/rules/password-policy.ts), with its exact messages. */
const PasswordChange = z
  .object({
    currentPassword: z.string({ error: 'Current password is required' }).min(1, 'Current password is required'),
    newPassword: z
      .string({ error: 'New password is required' })
      .min(1, 'New password is required')
      .min(MIN_PASSWORD_LENGTH, `Password must be at least ${MIN_PASSWORD_LENGTH} characters long`)
      .regex(/[A-Z]/, 'Password must contain at least one uppercase letter')
      .regex(/[a-z]/, 'Password must contain at least one lowercase letter')
      .regex(/\d/, 'Password must contain at least one number')
      .regex(/[^A-Za-z0-9\s]/, 'Password must contain at least one special character'),
    confirmPassword: z.string({ error: 'Please confirm your new password' }).min(1, 'Please confirm your new password'),
  })
  .refine((body) => body.newPassword === body.confirmPassword, { message: 'Passwords must match', path: ['confirmPassword'] });

export const meHandlers = [
  route.get('/me', withAuth(({ user }) => HttpResponse.json(selfUser(user)))),

  route.put(
    '/me/password',
    withAuth(async ({ request, user, token }) => {
      const body = validate(PasswordChange, await readJson(request));
      if (body.newPassword === DEMO_DEFAULT_PASSWORD) {
        const message = 'You cannot use the default password. Please choose a stronger password.';
        throw new HttpError(422, message, { newPassword: message });
      }
      if (body.currentPassword !== user.password) {
        throw new HttpError(422, 'Current password is incorrect.', { currentPassword: 'Current password is incorrect.' });
      }
      db.users.update(user.id, { password: body.newPassword, hasDefaultPassword: false });
      // Other devices are signed out at once; this one stays valid until the portal logs out (spec §4),
      // so that its own logout call succeeds.
      revokeSessionsOf(user.id, token);
      return HttpResponse.json({ message: 'Password updated successfully.' });
    }),
  ),

  route.get(
    '/employee-positions/mine',
    withAuth(({ request, user }) => {
      const mine = db.employeePositions
        .filter((row) => row.employeeId === user.id)
        .map((row) => {
          const position = db.positions.get(row.positionId);
          return { ...row, position: position ? { id: position.id, name: position.name } : null };
        });
      return HttpResponse.json(
        applyListQuery(mine, parseListQuery(new URL(request.url)), {
          searchKeys: [],
          relations: {
            branch: (row) => pickName(db.branches.get(row.branchId)),
            academicYear: (row) => {
              const year = db.academicYears.get(row.academicYearId);
              return year ? { id: year.id, year: year.year } : null;
            },
          },
        }),
      );
    }),
  ),
];

