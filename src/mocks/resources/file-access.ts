import type { Answer } from '../../domain/lesson-content/answers';
import { AttachFilesContent, TextMediaContent } from '../../domain/lesson-content/material-content';
import { fileIdsInRichText } from '../../domain/lesson-content/rich-text-media';
import type { User } from '../auth/schema';
import { db } from '../db';
import { canSeeIssued, canSeeRecipient } from '../submissions/access';
import { canReadSubjectYear } from './access';
import type { UploadedFileRow } from './schema';

// An uploaded file (POST /files) is read exactly when what it belongs to is: a lesson's or assignment's
// material (draft, published or as issued; attached, or a picture a Text/Media material's HTML names), or a student's hand-in. Until it is attached to one of them it
// belongs to its uploader alone. Its id alone opens nothing (issue 19, scope 1).

/** Takes any stored material (a published one loses its union type to Omit), so its content is read through the schema. */
function fileIdsOfMaterial(material: { materialType: string; content: unknown }): string[] {
  if (material.materialType === 'TEXT_MEDIA') {
    const parsed = TextMediaContent.safeParse(material.content);
    return parsed.success ? fileIdsInRichText(parsed.data.html) : [];
  }
  if (material.materialType !== 'ATTACH_FILES') return [];
  const parsed = AttachFilesContent.safeParse(material.content);
  return parsed.success ? parsed.data.files.map((file) => file.id) : [];
}

function fileIdsOfAnswer(answer: Answer): string[] {
  if (answer.materialType === 'VOICE_RESPONSE') return [answer.answer.fileId];
  if (answer.materialType === 'ATTACH_FILES') return answer.answer.files.map((file) => file.id);
  return [];
}

/** The subject years whose lesson content carries the file, in a draft or a published version. */
function contentSubjectYearIds(fileId: string): string[] {
  const drafts = db.resourceMaterials
    .filter((material) => fileIdsOfMaterial(material).includes(fileId))
    .map((material) => db.resourceContents.get(material.contentId)?.subjectYearId);
  const published = db.publishedContents
    .filter((version) => version.materials.some((material) => fileIdsOfMaterial(material).includes(fileId)))
    .map((version) => db.resourceContents.get(version.id)?.subjectYearId);
  return [...drafts, ...published].filter((id): id is string => id !== undefined);
}

/** The issued assignments whose frozen materials carry the file. */
function issuedIds(fileId: string): string[] {
  return db.issuedSnapshots
    .filter((snapshot) => snapshot.materials.some((material) => fileIdsOfMaterial(material).includes(fileId)))
    .map((snapshot) => snapshot.id);
}

/** The student assignments (submissions) whose answers carry the file. */
function submissionIds(fileId: string): string[] {
  return db.submissions.filter((row) => row.answers.some((answer) => fileIdsOfAnswer(answer).includes(fileId))).map((row) => row.id);
}

export function canReadUploadedFile(user: User, file: UploadedFileRow): boolean {
  const subjectYearIds = contentSubjectYearIds(file.id);
  const issued = issuedIds(file.id);
  const submissions = submissionIds(file.id);
  if (subjectYearIds.length + issued.length + submissions.length === 0) return file.uploadedById === user.id;
  return (
    subjectYearIds.some((id) => {
      const subjectYear = db.subjectYears.get(id);
      return subjectYear !== undefined && canReadSubjectYear(user, subjectYear);
    }) ||
    issued.some((id) => canSeeIssued(user, id)) ||
    submissions.some((id) => canSeeRecipient(user, id))
  );
}
