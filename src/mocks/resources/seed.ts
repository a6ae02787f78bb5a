import type { AssignmentSettings } from '../../domain/lesson-content/assignment-settings';
import type { UploadedFile } from '../../domain/lesson-content/material-content';
import { MATERIAL_TYPES, type MaterialType } from '../../domain/lesson-content/material-types';
import type { ReviewStatus } from '../../domain/lesson-content/review';
import { DEMO_USER_IDS } from '../auth/seed';
import type { SubjectYear } from '../gradebook/schema';
import type { Prng } from '../prng';
import type { Student, TeachingAssignment } from '../school/schema';
import { historyOf } from './seed-history';
import { SEED_FILES } from './seed-files';
import { sampleMaterial, type SubjectFlavour } from './seed-materials';
import { buildIssuedAssignments } from './seed-issued';
import type { ResourcesTables, ResourceChapter, ResourceContent, ResourceMaterial, UploadedFileRow } from './schema';
import type { SeedStep } from '../seed';

type Rows<K extends keyof ResourcesTables> = ResourcesTables[K] extends { all(): (infer R)[] } ? R[] : never;
export type ResourcesSeed = { [K in keyof ResourcesTables]: Rows<K> };

const SUBJECT_FLAVOURS: Record<string, SubjectFlavour> = { 'sub-mathematics': 'mathematics', 'sub-english-language': 'english' };
const CHAPTER_NAMES: Record<SubjectFlavour, string[]> = {
  mathematics: ['Fractions', 'Whole numbers', 'Decimals', 'Area and perimeter'],
  english: ['Stories and fables', 'Grammar: tenses', 'Writing a recount', 'Poetry'],
};
const LESSON_NAMES: Record<SubjectFlavour, string[]> = {
  mathematics: ['Introduction', 'Equivalent pieces', 'Adding and subtracting', 'Word problems'],
  english: ['Reading together', 'Words in context', 'Sentence building', 'Speaking and listening'],
};
/** The statuses lessons cycle through, so every subject shows a spread and each reviewer has work. */
const STATUS_CYCLE: ReviewStatus[] = ['final', 'onReview', 'approved', 'created', 'revision', 'new', 'final', 'onReview'];
export const PRACTICE_BANK_NAME = 'Fractions — practice bank';
export const PRACTICE_BANK_SIZE = 200;
const BASE = Date.parse('2026-10-05T01:00:00.000Z');
const DAY = 86_400_000;

export interface ResourcesSeedInput {
  subjectYears: readonly SubjectYear[];
  teachingAssignments: readonly TeachingAssignment[];
  students: readonly Student[];
}

function seedFiles(): { rows: UploadedFileRow[]; refs: UploadedFile[] } {
  const rows = SEED_FILES.map((file) => ({
    ...file,
    createdAt: new Date(BASE).toISOString(),
    entityType: 'LessonBuilder',
    uploadedById: DEMO_USER_IDS.teacher,
    size: Math.floor((file.base64.length * 3) / 4) - (file.base64.endsWith('==') ? 2 : file.base64.endsWith('=') ? 1 : 0),
  }));
  return { rows, refs: rows.map(({ id, fileName, mimeType, size, entityType }) => ({ id, fileName, mimeType, size, entityType })) };
}

/** Subject years whose content the demo shows: those the demo teacher and the homeroom teacher teach. */
function seededSubjectYears(input: ResourcesSeedInput): SubjectYear[] {
  const demoTeachers = new Set<string>([DEMO_USER_IDS.teacher, DEMO_USER_IDS.homeroom]);
  const taught = new Set(input.teachingAssignments.filter((row) => demoTeachers.has(row.teacherId)).map((row) => `${row.classYearId}/${row.subjectId}`));
  return input.subjectYears
    .filter((row) => taught.has(`${row.classYearId}/${row.subjectId}`) && SUBJECT_FLAVOURS[row.subjectId])
    .sort((a, b) => a.id.localeCompare(b.id));
}

/** The setter who writes a subject's content: the demo teacher for hers, a colleague for the homeroom's English. */
function authorOf(subjectYear: SubjectYear, input: ResourcesSeedInput): string {
  const teachers = input.teachingAssignments
    .filter((row) => row.classYearId === subjectYear.classYearId && row.subjectId === subjectYear.subjectId)
    .map((row) => row.teacherId);
  if (teachers.includes(DEMO_USER_IDS.teacher)) return DEMO_USER_IDS.teacher;
  const colleague = input.teachingAssignments.find(
    (row) => row.subjectId === subjectYear.subjectId && !Object.values<string>(DEMO_USER_IDS).includes(row.teacherId),
  );
  return colleague?.teacherId ?? DEMO_USER_IDS.teacher;
}

function settingsFor(prng: Prng, start: number): AssignmentSettings {
  return {
    assignmentType: prng.pick(['Quiz', 'Homework', 'Class Work'] as const),
    questionOrder: prng.pick(['Sequential', 'Random'] as const),
    answerReveal: prng.pick(['Immediately After Attempts Ran Out', 'Hide Until Past Deadline'] as const),
    attempts: prng.int(1, 3),
    startDate: new Date(start).toISOString().slice(0, 10),
    dueDate: new Date(start + 7 * DAY).toISOString().slice(0, 10),
  };
}

/** The demo's lesson resources: chapters, lessons and assignments in a spread of review states, and a few issued. */
export function buildResourcesSeed(prng: Prng, input: ResourcesSeedInput): ResourcesSeed {
  const files = seedFiles();
  const seed: ResourcesSeed = {
    resourceChapters: [],
    resourceContents: [],
    resourceMaterials: [],
    publishedContents: [],
    resourceActivity: [],
    uploadedFiles: files.rows,
    issuedAssignments: [],
    issuedRecipients: [],
  };
  let statusTurn = 0;
  let typeTurn = 0;
  const nextTypes = (count: number): MaterialType[] =>
    Array.from({ length: count }, () => MATERIAL_TYPES[typeTurn++ % MATERIAL_TYPES.length] ?? 'FREE_TEXT');

  let bankPlaced = false;
  seededSubjectYears(input).forEach((subjectYear) => {
    const flavour = SUBJECT_FLAVOURS[subjectYear.subjectId] ?? 'mathematics';
    const author = authorOf(subjectYear, input);
    const chapterCount = prng.int(2, 4);
    CHAPTER_NAMES[flavour].slice(0, chapterCount).forEach((chapterName, chapterIndex) => {
      const chapter: ResourceChapter = {
        id: `ch-${subjectYear.id.slice(3)}-${chapterIndex + 1}`,
        createdAt: new Date(BASE + chapterIndex * DAY).toISOString(),
        subjectYearId: subjectYear.id,
        name: chapterName,
        order: chapterIndex,
      };
      seed.resourceChapters.push(chapter);
      const lessonCount = prng.int(2, 3);
      const kinds = [...Array.from({ length: lessonCount }, () => 'lesson' as const), 'assignment' as const];
      kinds.forEach((kind, index) => {
        const start = BASE + (chapterIndex * 7 + index * 2) * DAY;
        const name = kind === 'lesson' ? `${LESSON_NAMES[flavour][index] ?? 'Lesson'}: ${chapterName.toLowerCase()}` : `${chapterName} check-up`;
        const status = STATUS_CYCLE[statusTurn++ % STATUS_CYCLE.length] ?? 'created';
        const content: ResourceContent = {
          id: `${kind === 'lesson' ? 'ls' : 'ra'}-${chapter.id.slice(3)}-${index + 1}`,
          createdAt: new Date(start).toISOString(),
          kind,
          chapterId: chapter.id,
          subjectYearId: subjectYear.id,
          name,
          reviewStatus: status,
          version: 1,
          updatedAt: new Date(start).toISOString(),
          updatedById: author,
          settings: kind === 'assignment' ? settingsFor(prng, start + 14 * DAY) : null,
        };
        const types = kind === 'assignment' ? (['MULTIPLE_CHOICE', 'FITB', 'FREE_RESPONSE', 'ERROR_EDITING'] as MaterialType[]) : nextTypes(prng.int(4, 7));
        const materials: ResourceMaterial[] = types.map((type, order) => ({
          ...sampleMaterial(flavour, type, order + 1, prng, files.refs),
          id: `mt-${content.id.slice(3)}-${order + 1}`,
          createdAt: content.createdAt,
          contentId: content.id,
          order,
          version: 1,
          updatedAt: content.createdAt,
        }));
        const history = historyOf({ content, materials, author, start });
        seed.resourceContents.push(history.content);
        seed.resourceMaterials.push(...materials);
        seed.resourceActivity.push(...history.activity);
        if (history.published) seed.publishedContents.push(history.published);
      });
      if (!bankPlaced && author === DEMO_USER_IDS.teacher) {
        addPracticeBank(seed, chapter, author, prng, files.refs);
        bankPlaced = true;
      }
    });
  });
  const issued = buildIssuedAssignments(prng, seed.resourceContents, input.students, input.subjectYears);
  seed.issuedAssignments = issued.assignments;
  seed.issuedRecipients = issued.recipients;
  return seed;
}

/** The bench lesson: 200 materials of every type in the demo teacher's first chapter. */
function addPracticeBank(seed: ResourcesSeed, chapter: ResourceChapter, author: string, prng: Prng, files: readonly UploadedFile[]): void {
  const createdAt = new Date(BASE + 3 * DAY).toISOString();
  const id = `ls-${chapter.id.slice(3)}-bank`;
  seed.resourceContents.push({
    id,
    createdAt,
    kind: 'lesson',
    chapterId: chapter.id,
    subjectYearId: chapter.subjectYearId,
    name: PRACTICE_BANK_NAME,
    reviewStatus: 'created',
    version: 1,
    updatedAt: createdAt,
    updatedById: author,
    settings: null,
  });
  for (let order = 0; order < PRACTICE_BANK_SIZE; order += 1) {
    const type = MATERIAL_TYPES[order % MATERIAL_TYPES.length] ?? 'FREE_TEXT';
    seed.resourceMaterials.push({
      ...sampleMaterial('mathematics', type, order + 1, prng, files),
      id: `mt-${id.slice(3)}-${order + 1}`,
      createdAt,
      contentId: id,
      order,
      version: 1,
      updatedAt: createdAt,
    });
  }
  seed.resourceActivity.push({
    id: `act-${id.slice(3)}-1`,
    createdAt,
    contentId: id,
    type: 'Created',
    at: createdAt,
    actorId: author,
    comment: null,
    materialId: null,
    fromStatus: null,
    toStatus: 'created',
  });
}

/** Its own generator, so adding lesson resources left every other table of the school as it was. */
export const seedStep: SeedStep = {
  order: 110,
  build: ({ ownPrng, rows }) =>
    buildResourcesSeed(ownPrng(9), { subjectYears: rows('subjectYears'), teachingAssignments: rows('teachingAssignments'), students: rows('students') }),
};
