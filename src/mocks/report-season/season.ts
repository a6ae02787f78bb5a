import type { z } from 'zod';
import type { Term } from '../../domain/gradebook/term-score';
import { lockedMessage, type SeasonAction, type SeasonSchema } from '../../domain/report-season/responses';
import { formatDate } from '../../lib/format-date';
import type { User } from '../auth/schema';
import { db } from '../db';
import { HttpError } from '../http/errors';
import { nowIso } from '../http/record-writes';
import type { ClassYear } from '../school/schema';
import type { ReportSeasonRow, Stamp } from './schema';

export const STALE_SEASON_MESSAGE = 'Someone else changed this class’s report season after you opened it. Reload to see where it stands.';

export const seasonId = (classYearId: string, term: Term): string => `${classYearId}/t${term}`;

/** The season's row, or the open season every class starts in (version 0, never written). */
export function seasonRow(classYearId: string, term: Term): ReportSeasonRow {
  return (
    db.reportSeasons.get(seasonId(classYearId, term)) ?? {
      id: seasonId(classYearId, term),
      createdAt: nowIso(),
      classYearId,
      term,
      state: 'open',
      version: 0,
      readyBy: null,
      readyOverride: null,
      signedOffBy: null,
      proofreaderId: null,
      history: [],
    }
  );
}

const nameOf = (userId: string): string => db.users.get(userId)?.fullName ?? 'A former colleague';
const stampView = (stamp: Stamp) => ({ userId: stamp.userId, name: nameOf(stamp.userId), at: stamp.at });
export const stampNow = (user: User): Stamp => ({ userId: user.id, at: nowIso() });

/** The 423 message of a signed-off season (null while it is not signed off). */
export function lockMessageOf(row: ReportSeasonRow): string | null {
  if (row.state !== 'signedOff' || !row.signedOffBy) return null;
  const className = db.classYears.get(row.classYearId)?.name ?? 'This class';
  return lockedMessage(className, row.term, { name: nameOf(row.signedOffBy.userId), date: formatDate(row.signedOffBy.at) });
}

export function seasonView(row: ReportSeasonRow) {
  return {
    classYearId: row.classYearId,
    term: row.term,
    state: row.state,
    version: row.version,
    readyBy: row.readyBy && stampView(row.readyBy),
    readyOverride: row.readyOverride,
    signedOffBy: row.signedOffBy && stampView(row.signedOffBy),
    proofreader: row.proofreaderId ? { userId: row.proofreaderId, name: nameOf(row.proofreaderId) } : null,
    history: row.history.map((event) => ({ ...stampView(event), action: event.action, note: event.note })),
    lockedMessage: lockMessageOf(row),
  } satisfies z.input<typeof SeasonSchema>;
}

/** 409 unless `version` is the one the caller read: checked before the state, so a stale caller hears "reload". */
export function requireSeasonVersion(row: ReportSeasonRow, version: number): void {
  if (row.version !== version) throw new HttpError(409, STALE_SEASON_MESSAGE);
}

/** Writes a transition: the patch, one more history line and the next version, all at once. */
export function transition(
  row: ReportSeasonRow,
  version: number,
  user: User,
  action: SeasonAction,
  note: string | null,
  patch: Partial<Pick<ReportSeasonRow, 'state' | 'readyBy' | 'readyOverride' | 'signedOffBy' | 'proofreaderId'>>,
): ReportSeasonRow {
  requireSeasonVersion(row, version);
  const next: ReportSeasonRow = {
    ...row,
    ...patch,
    version: row.version + 1,
    history: [...row.history, { ...stampNow(user), action, note }],
  };
  if (db.reportSeasons.get(row.id)) db.reportSeasons.update(row.id, next);
  else db.reportSeasons.insert(next);
  return next;
}

/**
 * 423 when the class's reports of the term are signed off: every write to that term's records of that class goes
 * through here (marks, remarks, conduct, attendance, height & weight; promotion and the FTP evaluation as term 4).
 */
export function assertSeasonUnlocked(classYear: ClassYear, term: Term): void {
  const message = lockMessageOf(seasonRow(classYear.id, term));
  if (message) throw new HttpError(423, message);
}
