import { format } from 'date-fns';

/** Today as the CSV's file names carry it ("2026-11-29"), so two exports of one history sort by day. */
export const AUDIT_EXPORT_DATE = (): string => format(new Date(), 'yyyy-MM-dd');
