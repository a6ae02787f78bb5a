import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import { QueryState } from '@/components/query-state';
import type { RemarkSuggestion } from '@/domain/report-season/responses';
import type { Term } from '@/domain/gradebook/term-score';
import { useSuggestions } from '@/features/report-season/api/season-queries';
import { useDecideSuggestion } from '@/features/report-season/api/season-writes';
import { describeFailure } from '@/features/report-season/components/season-action-button';
import { WordDiff } from '@/features/report-season/components/word-diff';
import { formatDateTime } from '@/lib/format-date';
import { isMutationInFlight } from '@/lib/use-single-flight-mutation';

const STATUS_WORDS = { accepted: 'Accepted', declined: 'Declined' } as const;

function SuggestionItem({ suggestion, term, canDecide }: { suggestion: RemarkSuggestion; term: Term; canDecide: boolean }) {
  const decide = useDecideSuggestion(suggestion.classYearId, term);
  const [problem, setProblem] = useState<string | null>(null);

  async function send(decision: 'accept' | 'decline') {
    setProblem(null);
    try {
      await decide.mutateAsync({ suggestionId: suggestion.id, body: { version: suggestion.version, decision } });
    } catch (error) {
      if (!isMutationInFlight(error)) setProblem(describeFailure(error).message);
    }
  }

  return (
    <li className="list-group-item" aria-labelledby={`suggestion-${suggestion.id}`}>
      <h3 className="h6 mb-1" id={`suggestion-${suggestion.id}`}>
        {suggestion.studentName}
      </h3>
      <WordDiff original={suggestion.original} suggested={suggestion.suggested} />
      <p className="small text-body-secondary mb-0 mt-1">
        Suggested by {suggestion.suggestedBy.name} on <time dateTime={suggestion.suggestedBy.at}>{formatDateTime(suggestion.suggestedBy.at)}</time>
        {suggestion.status !== 'pending' && suggestion.decidedBy ? (
          <>
            {' · '}
            {STATUS_WORDS[suggestion.status]} by {suggestion.decidedBy.name} on{' '}
            <time dateTime={suggestion.decidedBy.at}>{formatDateTime(suggestion.decidedBy.at)}</time>
          </>
        ) : null}
      </p>
      {suggestion.status === 'pending' && canDecide ? (
        <div className="d-flex gap-2 mt-2">
          <Button size="sm" onClick={() => void send('accept')} disabled={decide.isPending} aria-label={`Accept the suggestion for ${suggestion.studentName}`}>
            Accept
          </Button>
          <Button
            size="sm"
            variant="outline-secondary"
            onClick={() => void send('decline')}
            disabled={decide.isPending}
            aria-label={`Decline the suggestion for ${suggestion.studentName}`}
          >
            Decline
          </Button>
        </div>
      ) : null}
      {problem ? (
        <Alert variant="danger" className="mt-2 mb-0 py-2">
          <span role="alert">{problem}</span>
        </Alert>
      ) : null}
    </li>
  );
}

interface SuggestionsPanelProps {
  classYearId: string;
  term: Term;
  /** The form teacher while the reports are not signed off; the proofreader sees what became of their suggestions. */
  canDecide: boolean;
}

/** The proofreader's edits: each as a word diff, with who suggested and who decided, and the form teacher's Accept. */
export function SuggestionsPanel({ classYearId, term, canDecide }: SuggestionsPanelProps) {
  const query = useSuggestions(classYearId, term);
  return (
    <Card as="section" aria-labelledby="season-suggestions-title" className="mb-3">
      <Card.Header>
        <h2 id="season-suggestions-title" className="h5 mb-0">
          Suggestions
        </h2>
      </Card.Header>
      <QueryState
        query={query}
        errorMessage="Could not load the suggestions."
        loadingLabel="Loading the suggestions…"
        isEmpty={(suggestions) => suggestions.length === 0}
        empty="No suggestions yet."
        emptyHint="When a colleague proofreads the remarks, each change they suggest appears here to accept or decline."
      >
        {(suggestions) => (
          <ul className="list-group list-group-flush">
            {suggestions.map((suggestion) => (
              <SuggestionItem key={suggestion.id} suggestion={suggestion} term={term} canDecide={canDecide} />
            ))}
          </ul>
        )}
      </QueryState>
    </Card>
  );
}
