import { ColourSwatch } from '@/features/ebadges/components/badge-label';
import { COLOURS } from '@/domain/school/enums';

/** Legend of the badge colours (spec §3: Green, Red, Yellow, Blue). */
export function ColourLegend() {
  return (
    <ul className="list-inline small text-body-secondary mb-0" aria-label="Badge colours">
      {COLOURS.map((colour) => (
        <li key={colour} className="list-inline-item d-inline-flex align-items-center gap-1 me-3">
          <ColourSwatch colour={colour} />
          {colour}
        </li>
      ))}
    </ul>
  );
}
