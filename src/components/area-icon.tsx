import {
  Archive,
  ArrowUpDown,
  Award,
  BookOpen,
  Building2,
  CalendarDays,
  ClipboardCheck,
  ClipboardList,
  DoorOpen,
  Download,
  FileDown,
  FileText,
  FolderOpen,
  GraduationCap,
  LayoutDashboard,
  Medal,
  MessageSquareText,
  NotebookPen,
  PenLine,
  Ruler,
  School,
  Share2,
  ShieldCheck,
  Sparkles,
  Table2,
  Trophy,
  UserPlus,
  Users,
} from 'lucide-react';

/**
 * The one icon set of the menu and the landing tiles (lucide, imported icon by icon). Route manifests
 * name an icon with a type-only import, so the icons load with the shell and never with the sign-in page.
 */
const AREA_ICONS = {
  archive: Archive,
  arrowUpDown: ArrowUpDown,
  award: Award,
  bookOpen: BookOpen,
  building: Building2,
  calendar: CalendarDays,
  clipboardCheck: ClipboardCheck,
  clipboardList: ClipboardList,
  doorOpen: DoorOpen,
  download: Download,
  fileDown: FileDown,
  fileText: FileText,
  folderOpen: FolderOpen,
  graduationCap: GraduationCap,
  dashboard: LayoutDashboard,
  medal: Medal,
  message: MessageSquareText,
  notebook: NotebookPen,
  penLine: PenLine,
  ruler: Ruler,
  school: School,
  share: Share2,
  shieldCheck: ShieldCheck,
  sparkles: Sparkles,
  table: Table2,
  trophy: Trophy,
  userPlus: UserPlus,
  users: Users,
} as const;

export type AreaIconName = keyof typeof AREA_ICONS;

/** A decorative area icon: the text beside it names the area, so screen readers skip it. */
export function AreaIcon({ name, size = 18, className }: { name: AreaIconName; size?: number; className?: string }) {
  const Icon = AREA_ICONS[name];
  return <Icon size={size} className={className} aria-hidden="true" focusable="false" strokeWidth={1.75} />;
}
