import type { Colour } from '@/domain/school/enums';

const SWATCH_SIZE = { width: '0.8rem', height: '0.8rem' };

const SWATCH: Readonly<Record<Colour, string>> = {
  Green: 'bg-success',
  Red: 'bg-danger',
  Yellow: 'bg-warning',
  Blue: 'bg-primary',
};

/** A colour swatch that is never the only signal: the colour's name is always written beside it. */
export function ColourSwatch({ colour }: { colour: Colour }) {
  return <span className={`d-inline-block rounded-circle border flex-shrink-0 ${SWATCH[colour]}`} style={SWATCH_SIZE} aria-hidden="true" />;
}

/** A badge as "● Star Reader (Blue)". */
export function BadgeLabel({ name, colour }: { name: string; colour: Colour }) {
  return (
    <span className="d-inline-flex align-items-center gap-1 text-nowrap">
      <ColourSwatch colour={colour} />
      <span>{name}</span>
      <span className="text-body-secondary small">({colour})</span>
    </span>
  );
}
