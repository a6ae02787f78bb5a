import '@/features/form-class/components/sheet-kit/letter-grid.css';
import { FREQUENCIES, FREQUENCY_LABELS } from '@/domain/school/enums';

/** The letters a conduct cell takes, with their meaning (spec §3). */
export function FrequencyLegend() {
  return (
    <ul aria-label="Frequency legend" className="list-inline small mb-0">
      {FREQUENCIES.map((letter) => (
        <li key={letter} className="list-inline-item me-3">
          <span className="letter-legend-letter">{letter}</span> – {FREQUENCY_LABELS[letter]}
        </li>
      ))}
    </ul>
  );
}
