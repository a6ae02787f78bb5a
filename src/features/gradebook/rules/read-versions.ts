import type { ScoreCell } from '@/domain/gradebook/bodies';

/** Separates student and assessment ids in a key; ids never contain this control character. */
const SEPARATOR = '\u001f';
const keyOf = (studentId: string, assessmentId: string) => `${studentId}${SEPARATOR}${assessmentId}`;

/**
 * The version each mark of a sheet was read at, which its save sends back. `latest` holds the versions of the sheet
 * on screen; `pinned` those of marks typed over before that sheet came: a reload (after saving the boundaries, say)
 * shows the newer saved marks under what was typed, but must not make the typed marks overwrite them silently.
 */
export interface ReadVersions {
  latest: ReadonlyMap<string, number>;
  pinned: ReadonlyMap<string, number>;
}

/** A cell of the sheet by its row and column ids (student, assessment). */
export interface CellIds {
  rowId: string;
  colId: string;
}

const versionsOfCells = (cells: readonly Pick<ScoreCell, 'studentId' | 'assessmentId' | 'version'>[]) =>
  new Map(cells.map((cell) => [keyOf(cell.studentId, cell.assessmentId), cell.version]));

/** A sheet just read, or reloaded knowingly after a 409: every mark at the version on screen. */
export function readVersionsOf(sheet: { scores: readonly ScoreCell[] }): ReadVersions {
  return { latest: versionsOfCells(sheet.scores), pinned: new Map() };
}

/**
 * A newer copy of the sheet came without being asked for: a mark still typed over (`changed`) keeps the version it
 * was typed on; every other mark takes the newer version.
 */
export function seeSheet(current: ReadVersions, sheet: { scores: readonly ScoreCell[] }, changed: readonly CellIds[]): ReadVersions {
  const pinned = new Map<string, number>();
  for (const { rowId, colId } of changed) {
    const key = keyOf(rowId, colId);
    pinned.set(key, current.pinned.get(key) ?? current.latest.get(key) ?? 0);
  }
  return { latest: versionsOfCells(sheet.scores), pinned };
}

/** After a save: the saved marks are at their new versions (a mark typed again meanwhile is sent with it next time). */
export function withSaved(current: ReadVersions, saved: readonly ScoreCell[]): ReadVersions {
  return { latest: current.latest, pinned: new Map([...current.pinned, ...versionsOfCells(saved)]) };
}

/** The version a mark was read at: 0 for a mark never saved through the portal. */
export function versionRead(current: ReadVersions, studentId: string, assessmentId: string): number {
  const key = keyOf(studentId, assessmentId);
  return current.pinned.get(key) ?? current.latest.get(key) ?? 0;
}
