import type { AttendanceStatus, IdType } from '../../domain/school/enums';
import {
  advance,
  attendanceAfterRelease,
  type ChainLink,
  type PickUpAction,
} from '../../domain/release-student/release-chain';
import { DEMO_USER_IDS } from '../auth/seed';
import type { Student } from '../school/schema';
import { localTime } from './local-time';
import type { PickUpRequest } from './schema';
import type { SeedStep } from '../seed';

/** Requests are logged by the school office; its entries carry this name in the chain. */
export const SCHOOL_OFFICE = { id: 'school-office', name: 'School office' };
const PRINCIPAL = { id: DEMO_USER_IDS.principal, name: 'Mdm Siti Rahmah' };

interface DemoRequest {
  time: string;
  reason: string;
  collector: string;
  relationship: string;
  idType: IdType;
  idNumber: string;
  steps: PickUpAction[];
  late?: boolean;
}

/** One request in every state, so the screen can be tried at once (issue 12's demo data). */
const DEMO_DAY: readonly DemoRequest[] = [
  {
    time: '09:30',
    reason: 'Dental appointment',
    collector: 'Rina Wijaya',
    relationship: 'Mother',
    idType: 'KTP',
    idNumber: '3171234509870001',
    steps: [],
  },
  {
    time: '13:00',
    reason: 'Family emergency',
    collector: 'Hendra Gunawan',
    relationship: 'Uncle',
    idType: 'SIM',
    idNumber: 'SIM-88120345',
    steps: [],
  },
  {
    time: '11:15',
    reason: 'Swimming competition',
    collector: 'David Lim',
    relationship: 'Father',
    idType: 'Passport',
    idNumber: 'E1234567K',
    steps: ['approve'],
  },
  {
    time: '14:00',
    reason: 'Medical check-up',
    collector: 'Sarah Tan',
    relationship: 'Mother',
    idType: 'KITAS',
    idNumber: '2C21AB0045',
    steps: ['approve'],
    late: true,
  },
  {
    time: '10:30',
    reason: 'Feeling unwell',
    collector: 'Agus Salim',
    relationship: 'Father',
    idType: 'KTP',
    idNumber: '3174098812760002',
    steps: ['approve', 'release'],
  },
  {
    time: '12:00',
    reason: 'Religious ceremony',
    collector: 'Made Sukarta',
    relationship: 'Grandfather',
    idType: 'NPWP',
    idNumber: '09.254.294.3-407.000',
    steps: ['approve', 'release'],
  },
  {
    time: '12:30',
    reason: 'Collector not on the family’s list',
    collector: 'Unknown driver',
    relationship: 'Driver',
    idType: 'SIM',
    idNumber: 'SIM-55110022',
    steps: ['reject'],
  },
  {
    time: '15:00',
    reason: 'Visa appointment',
    collector: 'Emma Clarke',
    relationship: 'Mother',
    idType: 'KITAP',
    idNumber: '2D11CF9921',
    steps: ['cancel'],
  },
];

const at = (date: string, time: string) => new Date(`${date}T${time}:00`).getTime();
const MINUTE = 60_000;
const minus = (time: string, minutes: number) => {
  const total = Number(time.slice(0, 2)) * 60 + Number(time.slice(3)) - minutes;
  return `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
};

/** The demo day's requests for `date` at the branch, one student each (a student is released at most once). */
export function buildDemoDay(
  date: string,
  branchId: string,
  students: readonly Student[],
  nowMs: number,
): PickUpRequest[] {
  return DEMO_DAY.flatMap((demo, index) => {
    const student = students[index * 7];
    if (!student) return [];
    // Planned around the pick-up time, but never later than now: a recorded step cannot lie in the future.
    const links = demo.steps.length + 1;
    const when = (time: string, link: number) =>
      new Date(Math.min(at(date, time), nowMs - (links - link) * MINUTE)).toISOString();
    let chain: ChainLink[] = [
      { state: 'REQUESTED', at: when(minus(demo.time, 120), 0), byId: SCHOOL_OFFICE.id, byName: SCHOOL_OFFICE.name },
    ];
    demo.steps.forEach((step, i) => {
      chain = advance(chain, step, PRINCIPAL, when(minus(demo.time, i === 0 ? 60 : 0), i + 1));
    });
    const base: AttendanceStatus = demo.late ? 'Late' : 'Present';
    const day = demo.steps.includes('release')
      ? attendanceAfterRelease(base, localTime(Date.parse(chain.at(-1)!.at)))
      : { status: base, note: null };
    return [
      {
        id: `pur-${date}-${index + 1}`,
        createdAt: chain[0]!.at,
        date,
        branchId,
        studentId: student.id,
        classYearId: student.classYearId,
        pickUpTime: demo.time,
        reason: demo.reason,
        collectorName: demo.collector,
        relationship: demo.relationship,
        idType: demo.idType,
        idNumber: demo.idNumber,
        state: chain.at(-1)!.state,
        chain,
        attendance: day.status,
        attendanceNote: day.note,
      },
    ];
  });
}

/** Today's pick-up requests are drawn on first sight of the day (access.ts): the seed is fixed. */
export const seedStep: SeedStep = {
  order: 90,
  build: () => ({ pickUpRequests: [] }),
};
