/** What every answer view shows when the student left the question unanswered. */
export function NoAnswer() {
  return <p className="text-body-secondary fst-italic mb-0">No answer given.</p>;
}
