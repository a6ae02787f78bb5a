import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import type { Permission } from '@/config/permissions';
import { SessionContext } from '@/lib/session/session-context';
import { useCan } from '@/lib/session/use-can';
import { sessionWith } from '../../../tests/session-fixture';

function renderCan(permissions: Permission[], ...[action, subject]: Parameters<typeof useCan>) {
  const session = sessionWith(permissions);
  const wrapper = ({ children }: { children: ReactNode }) => <SessionContext value={session}>{children}</SessionContext>;
  return renderHook(() => useCan(action, subject), { wrapper }).result.current;
}

describe('useCan', () => {
  it('allows what the session grants, with no reason to show', () => {
    expect(renderCan([{ action: 'update', subject: 'StudentReport' }], 'update', 'StudentReport')).toEqual({
      allowed: true,
      reason: null,
    });
  });

  it('refuses what the session does not grant, in the words the screen shows', () => {
    expect(renderCan([{ action: 'view', subject: 'StudentReport' }], 'update', 'StudentReport')).toEqual({
      allowed: false,
      reason: 'You may view these marks but not change them.',
    });
    expect(renderCan([], 'create', 'SubjectFile').reason).toBe(
      'You can view and download these files; uploading needs the permission to share them.',
    );
  });

  it('names the missing permission for a pair no screen words on its own', () => {
    expect(renderCan([], 'create', 'LeapsEvent')).toEqual({
      allowed: false,
      reason: 'You need create permission on LEAPS events.',
    });
  });
});
