import { describe, expect, it } from 'vitest';
import { maxMarkOf } from '../../domain/lesson-content/marking';
import { DEMO_USER_IDS } from '../auth/seed';
import { buildSeed } from '../seed';

describe('the demo work to grade', () => {
  const seed = buildSeed();
  const files = new Map(seed.uploadedFiles.map((file) => [file.id, file]));

  it.each(['teacher', 'homeroom', 'principal'] as const)('gives the %s issued work with recordings to play', (account) => {
    const issued = seed.issuedAssignments.filter((row) => row.issuedById === DEMO_USER_IDS[account]);
    const recordings = seed.submissions
      .filter((row) => issued.some((assignment) => assignment.id === row.issuedAssignmentId))
      .flatMap((row) => row.answers.flatMap((answer) => (answer.materialType === 'VOICE_RESPONSE' ? [answer.answer.fileId] : [])));
    expect(recordings.length).toBeGreaterThan(0);
    for (const fileId of recordings) expect(files.get(fileId)).toMatchObject({ mimeType: 'audio/wav' });
  });

  it('marks every issued Attach Files hand-in by hand (each has a maximum mark)', () => {
    const attach = seed.issuedSnapshots.flatMap((snapshot) => snapshot.materials.filter((material) => material.materialType === 'ATTACH_FILES'));
    expect(attach.length).toBeGreaterThan(0);
    expect(attach.filter((material) => maxMarkOf(material) === null)).toEqual([]);
  });
});
