import { describe, expect, it } from 'vitest';
import { MaterialInputSchema } from '../../domain/lesson-content/material-content';
import { isQuestionType, MATERIAL_TYPES } from '../../domain/lesson-content/material-types';
import { REVIEW_STATUSES } from '../../domain/lesson-content/review';
import { db } from '../db';
import { PRACTICE_BANK_NAME, PRACTICE_BANK_SIZE } from './seed';

describe('the lesson resources seed', () => {
  it('gives every subject the demo teacher and homeroom teach 2–4 chapters, each with lessons and one assignment', () => {
    const subjects = new Set(db.resourceChapters.all().map((chapter) => chapter.subjectYearId));
    expect([...subjects].sort()).toEqual([
      'sy-primary-4-courage-english-language',
      'sy-primary-4-courage-mathematics',
      'sy-primary-5-courage-english-language',
      'sy-primary-5-courage-mathematics',
      'sy-primary-6-integrity-mathematics',
    ]);
    for (const subjectYearId of subjects) {
      const chapters = db.resourceChapters.filter((chapter) => chapter.subjectYearId === subjectYearId);
      expect(chapters.length).toBeGreaterThanOrEqual(2);
      expect(chapters.length).toBeLessThanOrEqual(4);
      for (const chapter of chapters) {
        const contents = db.resourceContents.filter((content) => content.chapterId === chapter.id);
        expect(contents.filter((content) => content.kind === 'assignment')).toHaveLength(1);
        expect(contents.filter((content) => content.kind === 'lesson').length).toBeGreaterThanOrEqual(2);
      }
    }
  });

  it('covers every material type and review status with valid content', () => {
    const materials = db.resourceMaterials.all();
    expect(new Set(materials.map((material) => material.materialType))).toEqual(new Set(MATERIAL_TYPES));
    expect(new Set(db.resourceContents.all().map((content) => content.reviewStatus))).toEqual(new Set(REVIEW_STATUSES));
    const invalid = materials.filter(({ materialType, title, content }) => !MaterialInputSchema.safeParse({ materialType, title, content }).success);
    expect(invalid.map((material) => material.id)).toEqual([]);
  });

  it('keeps a published version for approved, final and new content, and a reviewer comment on a revision', () => {
    for (const content of db.resourceContents.all()) {
      const published = db.publishedContents.get(content.id);
      expect(published !== undefined, content.id).toBe(['approved', 'final', 'new'].includes(content.reviewStatus));
    }
    const revision = db.resourceContents.find((content) => content.reviewStatus === 'revision')!;
    const comment = db.resourceActivity.find((entry) => entry.contentId === revision.id && entry.type === 'Commented');
    expect(comment).toMatchObject({ actorId: 'u-homeroom', toStatus: 'revision', materialId: expect.any(String) });
  });

  it('holds the 200-material practice bank in the demo teacher’s first subject, and a few issued assignments', () => {
    const bank = db.resourceContents.find((content) => content.name === PRACTICE_BANK_NAME)!;
    expect(bank.subjectYearId).toBe('sy-primary-4-courage-mathematics');
    expect(db.resourceMaterials.filter((material) => material.contentId === bank.id)).toHaveLength(PRACTICE_BANK_SIZE);
    expect(db.issuedAssignments.size).toBeGreaterThanOrEqual(3);
    expect(db.issuedRecipients.filter((recipient) => recipient.issuedAssignmentId === 'ia-seed-1').length).toBeGreaterThan(10);
  });

  it('titles each question by what it asks, never by a number the grading screen would contradict (issue 21 §3)', () => {
    const questions = db.resourceMaterials.filter((material) => isQuestionType(material.materialType));
    expect(questions.length).toBeGreaterThan(0);
    expect(questions.filter((material) => /^(Question|Q)\s*\d/i.test(material.title)).map((material) => material.title)).toEqual([]);
  });
});
