import { useQueryClient } from '@tanstack/react-query';
import type {
  AskProofreaderBody,
  DecideSuggestionBody,
  MarkReadyBody,
  ReopenBody,
  SignOffBody,
  SuggestRemarkBody,
} from '@/domain/report-season/bodies';
import type { Term } from '@/domain/gradebook/term-score';
import {
  askProofreaderEndpoint,
  decideSuggestionEndpoint,
  markSeasonReadyEndpoint,
  reopenSeasonEndpoint,
  signOffSeasonEndpoint,
  suggestRemarkEndpoint,
} from '@/features/report-season/api/season-endpoints';
import { seasonKeys } from '@/features/report-season/api/season-queries';
import { callEndpoint } from '@/lib/endpoint';
import { useSingleFlightMutation } from '@/lib/use-single-flight-mutation';

// The dialogs word every failure themselves (a 409 asks to reload, a 422 names the field), so no toast; each write
// refreshes the whole season (board, suggestions, level view, the proofreader's list) once it succeeds, and one that
// changes what a report prints refreshes the class reports too.
const meta = { suppressErrorToast: true } as const;
const printedMeta = { suppressErrorToast: true, invalidates: ['classReports'] } as const;

function useSeasonWrite<Variables, Answer>(
  classYearId: string,
  term: Term,
  name: string,
  send: (variables: Variables) => Promise<Answer>,
  changesPrint = false,
) {
  const queryClient = useQueryClient();
  return useSingleFlightMutation({
    mutationKey: [...seasonKeys.classTerm(classYearId, term), name],
    mutationFn: send,
    meta: changesPrint ? printedMeta : meta,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: seasonKeys.all }),
  });
}

export function useMarkReady(classYearId: string, term: Term) {
  return useSeasonWrite(classYearId, term, 'ready', (body: MarkReadyBody) =>
    callEndpoint(markSeasonReadyEndpoint, { params: { classYearId, term }, body }),
  );
}

export function useSignOff(classYearId: string, term: Term) {
  return useSeasonWrite(
    classYearId,
    term,
    'sign-off',
    (body: SignOffBody) => callEndpoint(signOffSeasonEndpoint, { params: { classYearId, term }, body }),
    true,
  );
}

export function useReopen(classYearId: string, term: Term) {
  return useSeasonWrite(
    classYearId,
    term,
    'reopen',
    (body: ReopenBody) => callEndpoint(reopenSeasonEndpoint, { params: { classYearId, term }, body }),
    true,
  );
}

export function useAskProofreader(classYearId: string, term: Term) {
  return useSeasonWrite(classYearId, term, 'proofreader', (body: AskProofreaderBody) =>
    callEndpoint(askProofreaderEndpoint, { params: { classYearId, term }, body }),
  );
}

export function useSuggestRemark(classYearId: string, term: Term) {
  return useSeasonWrite(classYearId, term, 'suggest', (body: SuggestRemarkBody) =>
    callEndpoint(suggestRemarkEndpoint, { params: { classYearId, term }, body }),
  );
}

export function useDecideSuggestion(classYearId: string, term: Term) {
  return useSeasonWrite(
    classYearId,
    term,
    'decide',
    ({ suggestionId, body }: { suggestionId: string; body: DecideSuggestionBody }) =>
      callEndpoint(decideSuggestionEndpoint, { params: { suggestionId }, body }),
    true,
  );
}
