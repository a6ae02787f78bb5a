import { createPrng } from './prng';
import { demoUsers } from './auth/seed';
import { buildAssignments, buildSve } from './activity/seed';
import { buildSchoolCalendarEvents } from './calendar/seed';
import { buildCcaSeed } from './cca/seed';
import { buildClassroomsSeed } from './classrooms/seed';
import { buildFileSharingSeed } from './file-sharing/seed';
import { buildRemarkBank } from './form-class/seed';
import { academicYears, branches, masterLevels, masterProgrammes, positions, subjects } from './school/seed-reference';
import { buildLeapsEvents } from './leaps/seed';
import { buildPlacement } from './placement/seed';
import { buildResourcesSeed } from './resources/seed';
import { buildSchemesOfWork } from './scheme-of-work/seed';
import { buildSchool } from './school/seed';
import { buildStudents } from './school/seed-students';
import { buildSubmissionsSeed } from './submissions/seed';
import { buildSveSeed } from './sve/seed';
import type { DemoData } from './schema';

/** Bump when the seed's shape or content changes: browsers holding an older copy reseed. */
export const SEED_VERSION = 12;
const SEED = 20261121;

/** Builds the whole demo school from a fixed seed: the same call always yields the same data. */
export function buildSeed(): DemoData {
  const prng = createPrng(SEED);
  const school = buildSchool(prng, masterLevels);
  const students = buildStudents(prng, school.classYears, masterLevels);
  const { assignments, studentAssignments } = buildAssignments(prng, school.teachingAssignments, students);
  const sve = buildSve(school.staff.map((member) => member.id));
  const classrooms = buildClassroomsSeed({ academicYears, classYears: school.classYears, students, teachingAssignments: school.teachingAssignments });
  const copy = <T extends object>(rows: ReadonlyArray<T>): T[] => rows.map((row) => ({ ...row }));
  // Its own generator, so adding lesson resources left every other table of the school as it was.
  const resources = buildResourcesSeed(createPrng(SEED + 9), { subjectYears: classrooms.subjectYears, teachingAssignments: school.teachingAssignments, students });
  // And another for the students' work, so that adding it left the lesson resources as they were. Drawing its
  // attachments is the dearest part of the seed, so it is built only when one of its tables is first read:
  // a deep link to any other screen never waits for it.
  let work: ReturnType<typeof buildSubmissionsSeed> | undefined;
  const studentWork = () => (work ??= buildSubmissionsSeed(createPrng(SEED + 10), { resources, students }));
  // Shared files draw their PDFs and PNGs only when a file-sharing table is first read.
  let shared: ReturnType<typeof buildFileSharingSeed> | undefined;
  const sharedFiles = () => (shared ??= buildFileSharingSeed());
  return {
    branches: copy(branches),
    academicYears: copy(academicYears),
    masterProgrammes: copy(masterProgrammes),
    masterLevels: copy(masterLevels),
    classYears: school.classYears,
    students,
    subjects: copy(subjects),
    positions: copy(positions),
    employeePositions: school.employeePositions,
    users: [...demoUsers(), ...school.staff],
    teachingAssignments: school.teachingAssignments,
    sveExamTypes: sve.sveExamTypes,
    sveExamTypeAssignments: sve.sveExamTypeAssignments,
    ...buildSveSeed(sve.sveExamTypes),
    assignments,
    studentAssignments,
    sessions: [],
    handoffCodes: [],
    signInFailures: [],
    ...buildPlacement(masterLevels),
    // Its own generator too, so that LEAPS events left every other table as it was.
    leapsEvents: buildLeapsEvents(createPrng(SEED + 11), { academicYears, classYears: school.classYears, students }),
    ...classrooms,
    formClassVersions: [],
    // Today's pick-up requests are drawn on first sight of the day (release-student/access.ts): the seed is fixed.
    pickUpRequests: [],
    schoolCalendarEvents: buildSchoolCalendarEvents(),
    remarkBank: buildRemarkBank(),
    ...resources,
    // Its own generator too, so the CCAs left every other table as it was.
    schemesOfWork: buildSchemesOfWork({ academicYears, classYears: school.classYears, subjects, masterLevels, subjectYears: classrooms.subjectYears, teachingAssignments: school.teachingAssignments, holidays: classrooms.holidays, resourceContents: resources.resourceContents }),
    ...buildCcaSeed(createPrng(SEED + 11), { students, employeePositions: school.employeePositions }),
    get uploadedFiles() {
      return [...resources.uploadedFiles, ...studentWork().uploadedFiles];
    },
    get issuedAssignments() {
      return [...resources.issuedAssignments, ...studentWork().issuedAssignments];
    },
    get issuedRecipients() {
      return [...resources.issuedRecipients, ...studentWork().issuedRecipients];
    },
    get issuedSnapshots() {
      return studentWork().issuedSnapshots;
    },
    get submissions() {
      return studentWork().submissions;
    },
    get commentBank() {
      return studentWork().commentBank;
    },
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
}
