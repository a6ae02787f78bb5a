import type { Row, TableMaker } from '../collection';
import type { SeasonAction, SeasonState } from '../../domain/report-season/responses';

/** Who did something and when, by user id (the answers name them from the users table). */
export interface Stamp {
  userId: string;
  at: string;
}

/**
 * Where one class's reports of one term stand (issue 23). Id: `<classYearId>/t<term>` (seasonId); no row means the
 * season is open at version 0, never written.
 */
export interface ReportSeasonRow extends Row {
  classYearId: string;
  term: 1 | 2 | 3 | 4;
  state: SeasonState;
  version: number;
  readyBy: Stamp | null;
  readyOverride: string | null;
  signedOffBy: Stamp | null;
  proofreaderId: string | null;
  /** Append-only: each transition, oldest first. */
  history: Array<Stamp & { action: SeasonAction; note: string | null }>;
}

/** A proofreader's tracked edit of one pupil's remark of one term. */
export interface RemarkSuggestionRow extends Row {
  classYearId: string;
  term: 1 | 2 | 3 | 4;
  studentId: string;
  original: string;
  suggested: string;
  status: 'pending' | 'accepted' | 'declined';
  suggestedBy: Stamp;
  decidedBy: Stamp | null;
  version: number;
}

export function reportSeasonTables(table: TableMaker) {
  return {
    reportSeasons: table<ReportSeasonRow>('reportSeasons'),
    remarkSuggestions: table<RemarkSuggestionRow>('remarkSuggestions'),
  };
}

/** This domain's tables join the demo database (../schema.ts) by this export. */
export const tables = reportSeasonTables;

declare module '../schema' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging: adds this domain's tables
  interface DemoTables extends ReturnType<typeof reportSeasonTables> {}
}
