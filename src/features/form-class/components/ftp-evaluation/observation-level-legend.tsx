import '@/features/form-class/components/sheet-kit/letter-grid.css';
import { OBSERVATION_LEVEL_LABELS, OBSERVATION_LEVELS } from '@/domain/school/enums';
import { OBSERVATION_LEVEL_LETTERS } from '@/features/form-class/components/ftp-evaluation/observation-level';

/** The letters a cell takes, with the level each stands for (spec §3). */
export function ObservationLevelLegend() {
  return (
    <ul aria-label="Observation level legend" className="list-inline small mb-0">
      {OBSERVATION_LEVELS.map((level) => (
        <li key={level} className="list-inline-item me-3">
          <span className="letter-legend-letter">{OBSERVATION_LEVEL_LETTERS[level]}</span> – {OBSERVATION_LEVEL_LABELS[level]}
        </li>
      ))}
    </ul>
  );
}
