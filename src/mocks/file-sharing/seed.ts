import type { DocumentType, FileShare } from '../../domain/file-sharing/limits';
import { sanitizeFileName } from '../../domain/files/file-name';
import { DEMO_USER_IDS } from '../auth/seed';
import { SEED_CREATED_AT } from '../school/seed-reference';
import { blankBitmap, encodePng } from '../submissions/png';
import { pdfDocument } from '../submissions/pdf-wav';
import type { AcademicDepartment, SharedFile, SharedFileContent, SharedFileVersion } from './schema';
import type { SeedStep } from '../seed';

const DEPARTMENTS: ReadonlyArray<readonly [id: string, name: string, subjectIds: string[]]> = [
  ['dept-languages', 'Languages', ['sub-english-language', 'sub-chinese', 'sub-malay']],
  ['dept-mathematics', 'Mathematics', ['sub-mathematics']],
  ['dept-science', 'Science', ['sub-science', 'sub-physics', 'sub-chemistry', 'sub-biology']],
  ['dept-humanities', 'Humanities', ['sub-social-studies', 'sub-history', 'sub-geography', 'sub-character-and-citizenship-education']],
  ['dept-aesthetics', 'Aesthetics and Physical Education', ['sub-art', 'sub-music', 'sub-physical-education']],
];

const { principal, homeroom, teacher } = DEMO_USER_IDS;
const STAFF = 'u-staff-03';

/** One seeded file: its folder, type, description and versions (the name each version was uploaded as, and by whom). */
interface FilePlan {
  share: FileShare;
  folderId: string;
  documentType: DocumentType;
  description: string;
  versions: ReadonlyArray<readonly [originalName: string, uploadedById: string]>;
}

const PLANS: readonly FilePlan[] = [
  { share: 'academic-department-files', folderId: 'dept-languages', documentType: 'Invoice', description: 'Readers for the Term 3 reading programme.', versions: [['Book vendor invoice Term 3.pdf', homeroom], ['Book vendor invoice Term 3 (corrected).pdf', principal]] },
  { share: 'academic-department-files', folderId: 'dept-languages', documentType: 'Agreement', description: 'Signed with the library for 2026/2027.', versions: [['Reading programme agreement.pdf', principal]] },
  { share: 'academic-department-files', folderId: 'dept-languages', documentType: 'Cover Page', description: 'Cover page for the English Language papers.', versions: [['English exam cover page.png', homeroom]] },
  { share: 'academic-department-files', folderId: 'dept-languages', documentType: 'General', description: 'Minutes of the department meetings.', versions: [['Department meeting notes.txt', homeroom], ['Department meeting notes.txt', STAFF], ['Department meeting notes.txt', homeroom]] },
  { share: 'academic-department-files', folderId: 'dept-mathematics', documentType: 'LOA', description: 'Letter of acceptance for the Mathematics Olympiad.', versions: [['Math Olympiad LOA.pdf', principal]] },
  { share: 'academic-department-files', folderId: 'dept-mathematics', documentType: 'Payment Receipt', description: 'Scientific calculators for Secondary 1.', versions: [['..\\Receipts\\calculator receipt<2026>.pdf', STAFF], ['Calculator receipt.pdf', principal]] },
  { share: 'academic-department-files', folderId: 'dept-mathematics', documentType: 'Insert Cover Page', description: 'Insert for the Primary 4 topical test.', versions: [['P4 topical test insert.png', principal]] },
  { share: 'academic-department-files', folderId: 'dept-science', documentType: 'Invoice', description: 'Microscopes and slides.', versions: [['Lab equipment invoice.pdf', STAFF]] },
  { share: 'academic-department-files', folderId: 'dept-science', documentType: 'OA', description: 'Offer of admission to the science fair.', versions: [['Science fair OA.pdf', principal], ['Science fair OA signed.pdf', principal]] },
  { share: 'academic-department-files', folderId: 'dept-humanities', documentType: 'Agreement', description: 'Heritage trip with the museum.', versions: [['Heritage trip agreement.pdf', STAFF]] },
  { share: 'academic-department-files', folderId: 'dept-aesthetics', documentType: 'Payment Receipt', description: 'Ukuleles for the music room.', versions: [['Music instruments receipt.pdf', STAFF]] },
  { share: 'subject-files', folderId: 'sub-mathematics', documentType: 'General', description: 'Fractions of a set, with answers on page 2.', versions: [['P4 fractions worksheet.pdf', teacher], ['P4 fractions worksheet.pdf', teacher], ['P4 fractions worksheet v3.pdf', teacher]] },
  { share: 'subject-files', folderId: 'sub-mathematics', documentType: 'Invoice', description: 'Workbooks for Primary 4 and 5.', versions: [['Textbook invoice.pdf', principal], ['Textbook invoice.pdf', teacher]] },
  { share: 'subject-files', folderId: 'sub-mathematics', documentType: 'General', description: 'Squared paper for graphs.', versions: [['Graph paper.png', teacher]] },
  ...[1, 2, 3, 4, 5, 6, 7, 8, 9].map((week): FilePlan => ({ share: 'subject-files', folderId: 'sub-mathematics', documentType: 'General', description: `Teaching notes for week ${week}.`, versions: [[`Week ${week} notes.txt`, week % 2 ? teacher : STAFF]] })),
  { share: 'subject-files', folderId: 'sub-english-language', documentType: 'General', description: 'Spelling words for the week.', versions: [['Spelling list week 12.txt', homeroom], ['Spelling list week 12.txt', homeroom]] },
  { share: 'subject-files', folderId: 'sub-english-language', documentType: 'Cover Page', description: 'Cover page for compositions.', versions: [['Composition cover page.png', homeroom]] },
  { share: 'subject-files', folderId: 'sub-english-language', documentType: 'LOA', description: 'Library visit letter of acceptance.', versions: [['Library LOA.pdf', principal]] },
  { share: 'subject-files', folderId: 'sub-science', documentType: 'General', description: 'Plant cell diagram for Primary 5.', versions: [['Plant cells.png', STAFF]] },
  { share: 'subject-files', folderId: 'sub-science', documentType: 'Agreement', description: 'Parents’ consent for the pond experiment.', versions: [['Experiment consent agreement.pdf', STAFF]] },
  { share: 'subject-files', folderId: 'sub-chinese', documentType: 'Cover Page', description: 'Cover page for the Chinese papers.', versions: [['Chinese exam cover page.pdf', principal]] },
];

function extensionType(name: string): string {
  if (name.endsWith('.pdf')) return 'application/pdf';
  if (name.endsWith('.png')) return 'image/png';
  return 'text/plain';
}

/** A small real file of the name's type, different for every version. */
function bytesFor(name: string, version: number, description: string): Uint8Array<ArrayBuffer> {
  const type = extensionType(name);
  if (type === 'application/pdf') return pdfDocument([{ heading: sanitizeFileName(name).replace(/\.pdf$/, ''), lines: [description, `Version ${version}`] }]);
  if (type === 'image/png') {
    const bitmap = blankBitmap(120, 60);
    for (let y = 0; y < 60; y += 1) for (let x = 0; x < 120; x += 1) if ((x + y * version) % (7 + version) === 0) bitmap.ink[y * 120 + x] = 1;
    return encodePng(bitmap);
  }
  return new TextEncoder().encode(`${name.replace(/\.txt$/, '')}\n\n${description}\nVersion ${version}.\n`);
}

/** A day of Term 3 for the n-th file's version (later versions later), at a school hour. */
function uploadedAt(index: number, version: number): string {
  const day = new Date(Date.UTC(2026, 7, 3 + ((index * 3) % 70) + version * 5, 1 + ((index + version) % 8), (index * 7) % 60));
  return day.toISOString();
}

export function buildFileSharingSeed() {
  const academicDepartments: AcademicDepartment[] = DEPARTMENTS.map(([id, name, subjectIds]) => ({ id, createdAt: SEED_CREATED_AT, name, subjectIds }));
  const sharedFiles: SharedFile[] = [];
  const sharedFileVersions: SharedFileVersion[] = [];
  const sharedFileContents: SharedFileContent[] = [];
  const counts = { 'academic-department-files': 0, 'subject-files': 0 };
  PLANS.forEach((plan, index) => {
    counts[plan.share] += 1;
    const fileId = `${plan.share === 'subject-files' ? 'sf' : 'adf'}-${String(counts[plan.share]).padStart(2, '0')}`;
    const versions = plan.versions.map(([originalName, uploadedById], at): SharedFileVersion => {
      const version = at + 1;
      const bytes = bytesFor(originalName, version, plan.description);
      const id = `${fileId}-v${version}`;
      sharedFileContents.push({ id: `${id}-bytes`, createdAt: SEED_CREATED_AT, bytes });
      const stamp = uploadedAt(index, version);
      return {
        id, createdAt: stamp, fileId, version, fileName: sanitizeFileName(originalName), originalName, mimeType: extensionType(originalName),
        size: bytes.byteLength, uploadedById, uploadedAt: stamp, restoredFromVersion: null, contentId: `${id}-bytes`,
      };
    });
    sharedFileVersions.push(...versions);
    const [first] = versions;
    const last = versions.at(-1);
    if (!first || !last) throw new Error(`Seeded file ${fileId} has no version`);
    sharedFiles.push({
      id: fileId, createdAt: first.uploadedAt, share: plan.share, folderId: plan.folderId, documentType: plan.documentType,
      description: plan.description, createdById: first.uploadedById, updatedAt: last.uploadedAt,
    });
  });
  return { academicDepartments, sharedFiles, sharedFileVersions, sharedFileContents };
}

/** Shared files draw their PDFs and PNGs only when a file-sharing table is first read. */
export const seedStep: SeedStep = {
  order: 150,
  build() {
    let shared: ReturnType<typeof buildFileSharingSeed> | undefined;
    const sharedFiles = () => (shared ??= buildFileSharingSeed());
    return {
      get academicDepartments() {
        return sharedFiles().academicDepartments;
      },
      get sharedFiles() {
        return sharedFiles().sharedFiles;
      },
      get sharedFileVersions() {
        return sharedFiles().sharedFileVersions;
      },
      get sharedFileContents() {
        return sharedFiles().sharedFileContents;
      },
    };
  },
};
