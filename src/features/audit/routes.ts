import { principal, type RouteManifest } from '@/lib/route-manifest';

/**
 * The principal's campus-wide log of who read pupils' personal details (issue 24 §3). Principal-only by position
 * (spec §6): no permission names it, and the backend answers 403 to anyone else.
 */
export const routes: RouteManifest = [
  {
    key: 'personalDetailsReads',
    label: 'Personal details log',
    access: [principal],
    screen: () => import('@/features/audit/routes/personal-details-reads'),
    menu: {
      order: 160,
      icon: 'shieldCheck',
      description: 'Who read pupils’ ID numbers and guardians’ contacts, and when.',
    },
  },
];
