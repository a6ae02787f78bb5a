import {
  Archive,
  ArrowDownUp,
  Award,
  Book,
  Building,
  Calendar3,
  ChatLeftText,
  ClipboardCheck,
  DoorOpen,
  Download,
  Easel2,
  FileEarmarkArrowDown,
  FileEarmarkText,
  Folder2Open,
  JournalText,
  ListCheck,
  Mortarboard,
  PencilSquare,
  People,
  PersonPlus,
  Rulers,
  Share,
  ShieldCheck,
  Speedometer2,
  StarHalf,
  Stars,
  Table,
  Trophy,
} from 'react-bootstrap-icons';

/**
 * The area icons of the menu and the landing tiles, from the app's one icon set (Bootstrap Icons,
 * imported icon by icon). Route manifests name an icon through a type-only import, so the icons load
 * with the shell and never with the sign-in page.
 */
const AREA_ICONS = {
  archive: Archive,
  arrowUpDown: ArrowDownUp,
  award: Award,
  bookOpen: Book,
  building: Building,
  calendar: Calendar3,
  clipboardCheck: ClipboardCheck,
  clipboardList: ListCheck,
  dashboard: Speedometer2,
  doorOpen: DoorOpen,
  download: Download,
  fileDown: FileEarmarkArrowDown,
  fileText: FileEarmarkText,
  folderOpen: Folder2Open,
  graduationCap: Mortarboard,
  medal: StarHalf,
  message: ChatLeftText,
  notebook: JournalText,
  penLine: PencilSquare,
  ruler: Rulers,
  school: Easel2,
  share: Share,
  shieldCheck: ShieldCheck,
  sparkles: Stars,
  table: Table,
  trophy: Trophy,
  userPlus: PersonPlus,
  users: People,
} as const;

export type AreaIconName = keyof typeof AREA_ICONS;

/** A decorative area icon: the text beside it names the area, so screen readers skip it. */
export function AreaIcon({ name, size = 16, className }: { name: AreaIconName; size?: number; className?: string }) {
  const Icon = AREA_ICONS[name];
  return <Icon size={size} className={className} aria-hidden="true" focusable="false" />;
}
