import './question-title.css';

/** What a question is called on the grading screens: its place in the work, then the author's own title. */
export function questionLabel(number: number): string {
  return `Question ${number}`;
}

/**
 * The inside of a question's heading: "Question 2" as a small label above the material's own title. The number is
 * the question's place in what the student answered (their order), the title is what its author called it, and a
 * title may carry its own numbering ("Worksheet 2: …"): set apart, the two no longer read as one contradictory name.
 * The colon is for screen readers, which read the heading as one line ("Question 2: Worksheet 2: …").
 */
export function QuestionTitle({ number, title }: { number: number; title: string }) {
  return (
    <>
      <span className="question-number">
        {questionLabel(number)}
        <span className="visually-hidden">:</span>
      </span>{' '}
      <span className="question-name">{title}</span>
    </>
  );
}
