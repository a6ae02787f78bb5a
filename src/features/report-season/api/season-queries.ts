import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Term } from '@/domain/gradebook/term-score';
import {
  getLevelSeasonEndpoint,
  getSeasonBoardEndpoint,
  listMyProofreadingEndpoint,
  listProofreaderCandidatesEndpoint,
  listSuggestionsEndpoint,
} from '@/features/report-season/api/season-endpoints';
import { callEndpoint } from '@/lib/endpoint';

/**
 * Every report-season answer lives under `['report-season']`: a season write invalidates `classTerm`, so the board,
 * its suggestions and the level view refresh together.
 */
export const seasonKeys = {
  all: ['report-season'] as const,
  classTerm: (classYearId: string, term: Term) => [...seasonKeys.all, 'class', classYearId, term] as const,
  board: (classYearId: string, term: Term) => [...seasonKeys.classTerm(classYearId, term), 'board'] as const,
  suggestions: (classYearId: string, term: Term) => [...seasonKeys.classTerm(classYearId, term), 'suggestions'] as const,
  colleagues: (classYearId: string, term: Term) => [...seasonKeys.classTerm(classYearId, term), 'colleagues'] as const,
  level: (levelId: string, term: Term) => [...seasonKeys.all, 'level', levelId, term] as const,
  myProofreading: () => [...seasonKeys.all, 'my-proofreading'] as const,
};

export function useSeasonBoard(classYearId: string, term: Term) {
  return useQuery(
    queryOptions({
      queryKey: seasonKeys.board(classYearId, term),
      queryFn: ({ signal }) => callEndpoint(getSeasonBoardEndpoint, { params: { classYearId, term }, signal }),
      meta: { errorMessage: 'Could not load the report-season board.' },
      // The board sums up records saved on other screens (a gap fixed on the mark sheet, then Back): it asks again
      // whenever it is shown, while the answer it had stays on screen.
      staleTime: 0,
    }),
  );
}

export function useSuggestions(classYearId: string, term: Term, enabled = true) {
  return useQuery({
    queryKey: seasonKeys.suggestions(classYearId, term),
    queryFn: ({ signal }) => callEndpoint(listSuggestionsEndpoint, { params: { classYearId, term }, signal }),
    meta: { errorMessage: 'Could not load the suggestions.' },
    enabled,
  });
}

export function useProofreaderCandidates(classYearId: string, term: Term, enabled: boolean) {
  return useQuery({
    queryKey: seasonKeys.colleagues(classYearId, term),
    queryFn: ({ signal }) => callEndpoint(listProofreaderCandidatesEndpoint, { params: { classYearId, term }, signal }),
    meta: { errorMessage: 'Could not load your colleagues.' },
    enabled,
  });
}

export function useLevelSeason(levelId: string, term: Term) {
  return useQuery({
    queryKey: seasonKeys.level(levelId, term),
    queryFn: ({ signal }) => callEndpoint(getLevelSeasonEndpoint, { params: { levelId, term }, signal }),
    meta: { errorMessage: "Could not load the level's report season." },
    staleTime: 0,
  });
}

export function useMyProofreading(enabled = true) {
  return useQuery({
    queryKey: seasonKeys.myProofreading(),
    queryFn: ({ signal }) => callEndpoint(listMyProofreadingEndpoint, { signal }),
    meta: { errorMessage: 'Could not load the classes you were asked to proofread.' },
    enabled,
  });
}
