import type { RouteManifest } from '@/lib/route-manifest';

/**
 * The report season (issue 23): the class board, the principal's level view and the proofreader's list. Who may
 * see a class's season (its form teacher, the principal, the colleague asked to proofread) is the backend's to
 * decide: no permission of spec §6 names the proofreader, so the screens need a signed-in user and show a 403 in words.
 */
export const routes: RouteManifest = [
  {
    key: 'reportSeason',
    label: 'Report season',
    access: [],
    parent: 'classroom',
    screen: () => import('@/features/report-season/routes/season-board'),
  },
  {
    key: 'proofreading',
    label: 'Asked to proofread',
    access: [],
    screen: () => import('@/features/report-season/routes/proofreading'),
  },
  {
    key: 'levelReportSeason',
    label: 'Level report season',
    access: [],
    screen: () => import('@/features/report-season/routes/level-season'),
  },
];
