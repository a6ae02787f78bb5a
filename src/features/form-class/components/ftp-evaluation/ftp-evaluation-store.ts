import { applyEntryDraft, readEntryDraft } from '@/components/entry-grid/entry-drafts';
import { createEntryGridStore, type EntryGridStore } from '@/components/entry-grid/entry-grid-store';
import type { FtpEvaluationSheet } from '@/features/form-class/api/ftp-evaluation';
import { recordStudentOf, type RecordStudent } from '@/features/form-class/components/sheet-kit/row-history-button';
import {
  formatObservationLevel,
  isValidObservationLevel,
} from '@/features/form-class/components/ftp-evaluation/observation-level';

export interface FtpEvaluationGridModel {
  store: EntryGridStore;
  /** How many cells this browser's draft changed when the grid opened. */
  restored: number;
  students: RecordStudent[];
  areas: string[];
}

/**
 * The grid store of a class's FTP evaluation: students by observation areas (named by their text, so a draft
 * follows an area if the school reorders them), saved letters, then this browser's draft on top.
 */
export function createFtpEvaluationStore(sheet: FtpEvaluationSheet, draftKey: string): FtpEvaluationGridModel {
  const saved = new Map(sheet.data.map((row) => [row.studentId, row.levels]));
  const store = createEntryGridStore({
    rowIds: sheet.data.map((row) => row.studentId),
    colIds: sheet.areas,
    savedValue: (studentId, area) => formatObservationLevel(saved.get(studentId)?.[sheet.areas.indexOf(area)]),
    validate: (value) => isValidObservationLevel(value),
  });
  return {
    store,
    restored: applyEntryDraft(store, readEntryDraft(draftKey)),
    students: sheet.data.map(recordStudentOf),
    areas: sheet.areas,
  };
}
