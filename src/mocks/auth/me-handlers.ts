import { HttpResponse } from 'msw';
import type { z } from 'zod';
import type { PasswordChangedSchema } from '../../domain/auth/responses';
import type { SelfUserSchema } from '../../domain/auth/self-user';
import { changePasswordSchema } from '../../domain/auth/password-policy';
import { db } from '../db';
import { DEMO_DEFAULT_PASSWORD } from '../demo-accounts';
import { withAuth } from '../http/auth';
import { HttpError } from '../http/errors';
import { applyListQuery, parseListQuery } from '../http/list-query';
import { readJson, route } from '../http/route';
import { validate } from '../http/validation';
import { contentRolesOf } from './content-roles';
import { revokeSessionsOf } from './tokens';
import { pickName, selfUser } from '../school/lookups';

/** Spec §5's policy and the portal's length, space and reuse rules: the schema the profile form applies, with its exact messages. */
const PasswordChange = changePasswordSchema(DEMO_DEFAULT_PASSWORD);

export const meHandlers = [
  route.get('/me', withAuth(({ user }) => HttpResponse.json({ ...selfUser(user), contentRoles: contentRolesOf(user) } satisfies z.input<typeof SelfUserSchema>))),

  route.put(
    '/me/password',
    withAuth(async ({ request, user, token }) => {
      const body = validate(PasswordChange, await readJson(request));
      if (body.currentPassword !== user.password) {
        throw new HttpError(422, 'Current password is incorrect.', { currentPassword: 'Current password is incorrect.' });
      }
      db.users.update(user.id, { password: body.newPassword, hasDefaultPassword: false });
      // Other devices are signed out at once; this one stays valid until the portal logs out (spec §4),
      // so that its own logout call succeeds.
      revokeSessionsOf(user.id, token);
      // A hand-off code minted before the change would open a fresh session under the old password.
      db.handoffCodes.removeWhere((code) => code.userId === user.id);
      return HttpResponse.json({ message: 'Password updated successfully.' } satisfies z.input<typeof PasswordChangedSchema>);
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

