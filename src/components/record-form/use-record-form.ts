import { zodResolver } from '@hookform/resolvers/zod';
import { useCallback, useEffect, useRef, useState, type BaseSyntheticEvent } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import { z } from 'zod';
import { toApiError } from '@/lib/api-error';
import { clearDraft, readDraft, useDraftPersistence } from '@/lib/draft-storage';
import { isMutationInFlight } from '@/lib/use-single-flight-mutation';
import { applyServerErrors, type FieldOf } from './apply-server-errors';

/** Typed values and the version of the record they were typed on (null for a new record). */
export interface VersionedValues<Values> {
  values: Values;
  version: number | null;
}

/** How a form's draft is kept in the browser: its stored shape, and the typed values in and out of it. */
export interface RecordFormDraft<Values, Stored> {
  schema: z.ZodType<Stored>;
  toStored: (values: Values, version: number | null) => Stored;
  /** The work a stored draft holds; null when it does not fit this form (a draft of another material type). */
  fromStored: (stored: Stored) => VersionedValues<Values> | null;
}

/** The usual draft: `{ version, values }`. */
export function versionedDraft<Values>(
  valuesSchema: z.ZodType<Values>,
): RecordFormDraft<Values, VersionedValues<Values>> {
  return {
    schema: z.object({ version: z.number().nullable(), values: valuesSchema }),
    toStored: (values, version) => ({ values, version }),
    fromStored: (stored) => stored,
  };
}

export interface RecordFormOptions<Input extends FieldValues, Output, Values, Stored, Saved, Result, Body> {
  /** Checks the form on submit; its output is what `toBody` sends. */
  schema: z.ZodType<Output, Input>;
  /** The saved record as the form opened on it; undefined for a new one. */
  saved: Saved | undefined;
  /** The typed values of a saved record (or of a new one): the baseline that "unsaved" is measured against. */
  toValues: (saved: Saved | undefined) => Values;
  /** What the form shows for typed values (an unknown choice left unchosen). */
  toForm: (values: Values) => DefaultValues<NoInfer<Input>>;
  /** What is on screen, as typed values (a select left empty reads back as ''). */
  fromForm: (input: NoInfer<Input>) => Values;
  toBody: (output: Output, version: number | null) => Body;
  draftKey: string;
  draft: RecordFormDraft<Values, Stored>;
  /** Sends the body (a single-flight mutation's `mutateAsync`). */
  save: (body: Body) => Promise<Result>;
  /** Fetches the saved record again after a 409; answers the latest one (undefined: keep the one opened). */
  reload?: () => Promise<Saved | undefined>;
  /** The version a save must send; records without one leave it out. */
  versionOf?: (record: Saved | Result) => number | null;
  /** Values that differ only in what is not saved (spaces around a line) compare equal. Default: JSON. */
  signatureOf?: (values: Values) => string;
  /** The form path a 422's key names. */
  fieldOf: FieldOf<NoInfer<Input>>;
  /** The message of a failure when the server gives none ("The week could not be saved."). */
  errorFallback: string;
  /** A 409 that is a refusal about this field (the student was released today), not someone else's save. */
  conflictField?: Path<NoInfer<Input>>;
  /**
   * Hears the values the form now shows as saved (load theirs, discard), so that a form keeping part of its values
   * beside react-hook-form (the grading's annotations) shows them too.
   */
  onShown?: (values: Values) => void;
  /** Hears the latest record a reload answered (keep mine, load theirs). */
  onReloaded?: (latest: Saved) => void;
  /** Runs once the save went through and the form has re-rendered as saved (so a leave guard lets it go). */
  onSaved?: (result: Result) => void;
  /** When fields are checked before a submit: react-hook-form's `mode`. */
  validateOn?: 'onSubmit' | 'onTouched';
}

/** A 409 on a form that keeps a draft: someone saved first. */
export interface RecordFormConflict {
  message: string;
  /** Keeps the typed work and adopts the server's version: the next save goes over the other change. */
  keepMine: () => Promise<void>;
  /** Shows the server's record instead and drops the draft. */
  loadTheirs: () => Promise<void>;
  /** While the reload of either choice runs. */
  busy: boolean;
}

export interface RecordForm<Input extends FieldValues, Output, Stored> {
  form: UseFormReturn<Input, unknown, Output>;
  /** What is on screen differs from what is saved. */
  dirty: boolean;
  /** A draft was restored on opening, while worth saying: false once saved, loaded or discarded. */
  restored: boolean;
  /** The draft read on opening, for what a form keeps beside its values (the chosen students' names). */
  restoredDraft: Stored | null;
  conflict: RecordFormConflict | null;
  /** Why the last save failed when no field can show it; shown above the form's buttons. */
  problem: string | null;
  submit: (event?: BaseSyntheticEvent) => Promise<void>;
  saving: boolean;
  /** Back to the saved values; the draft is dropped. */
  discard: () => void;
  /** Something the form keeps beside react-hook-form changed (the grading's annotations): recount and keep the draft. */
  edited: () => void;
}

/**
 * The save flow of a record form, the form twin of `useRecordSheet`: a react-hook-form checked by `schema`, dirty
 * against the saved values, the draft restored on opening and written once typing pauses (and at once when the
 * form goes, so the last keystrokes are kept), one save at a time, a 409 explained with keep mine / load theirs,
 * a 422 on its fields with what no field can show as `problem`.
 */
export function useRecordForm<Input extends FieldValues, Output, Values, Stored, Saved, Result, Body>(
  options: RecordFormOptions<Input, Output, Values, Stored, Saved, Result, Body>,
): RecordForm<Input, Output, Stored> {
  const { schema, saved, draftKey, draft, fieldOf, conflictField } = options;
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });
  const [opening] = useState(() => {
    const stored = readDraft(draftKey, draft.schema);
    const work = stored === null ? null : draft.fromStored(stored);
    const versionOf = options.versionOf ?? (() => null);
    const baseline = { values: options.toValues(saved), version: saved === undefined ? null : versionOf(saved) };
    return { stored: work ? stored : null, work, baseline };
  });
  const baseline = useRef(opening.baseline);
  const versionRef = useRef(opening.work?.version ?? opening.baseline.version);

  const form = useForm<Input, unknown, Output>({
    resolver: zodResolver(schema),
    mode: options.validateOn ?? 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: options.toForm(opening.work?.values ?? opening.baseline.values),
  });

  const isDirtyNow = useCallback(() => {
    const { fromForm, signatureOf = JSON.stringify } = latest.current;
    return signatureOf(fromForm(form.getValues())) !== signatureOf(baseline.current.values);
  }, [form]);
  const [dirty, setDirty] = useState(() => {
    const signatureOf = options.signatureOf ?? JSON.stringify;
    return opening.work !== null && signatureOf(opening.work.values) !== signatureOf(opening.baseline.values);
  });
  const [restored, setRestored] = useState(opening.work !== null);
  const [conflictMessage, setConflictMessage] = useState<string | null>(null);
  const [conflictBusy, setConflictBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const inFlight = useRef(false);
  const [savedResult, setSavedResult] = useState<{ result: Result } | null>(null);

  const scheduleDraft = useDraftPersistence(draftKey, () =>
    isDirtyNow() ? latest.current.draft.toStored(latest.current.fromForm(form.getValues()), versionRef.current) : null,
  );
  const edited = useCallback(() => {
    setDirty(isDirtyNow());
    scheduleDraft();
  }, [isDirtyNow, scheduleDraft]);
  useEffect(() => form.subscribe({ formState: { values: true }, callback: edited }), [form, edited]);
  useEffect(() => {
    if (savedResult) latest.current.onSaved?.(savedResult.result);
  }, [savedResult]);

  /** Shows `work` as the saved state of the form: no draft, nothing unsaved. */
  const show = (work: VersionedValues<Values>) => {
    baseline.current = work;
    versionRef.current = work.version;
    latest.current.onShown?.(work.values);
    form.reset(latest.current.toForm(work.values));
    clearDraft(draftKey);
    setDirty(false);
    setRestored(false);
    setConflictMessage(null);
    setProblem(null);
  };

  const savedWork = (record: Saved | undefined): VersionedValues<Values> => {
    const { toValues, versionOf } = latest.current;
    return { values: toValues(record), version: record === undefined ? null : (versionOf?.(record) ?? null) };
  };

  /** Runs a conflict choice on the latest record; a reload that fails is explained as the problem. */
  const withLatest = async (then: (latestRecord: Saved | undefined) => void) => {
    setConflictBusy(true);
    try {
      const record = await latest.current.reload?.();
      if (record !== undefined) latest.current.onReloaded?.(record);
      then(record);
    } catch (error) {
      setConflictMessage(null);
      setProblem(toApiError(error, latest.current.errorFallback).message);
    } finally {
      setConflictBusy(false);
    }
  };

  const keepMine = () =>
    withLatest((record) => {
      if (record !== undefined) {
        baseline.current = savedWork(record);
        versionRef.current = baseline.current.version;
      }
      setConflictMessage(null);
      edited();
    });
  const loadTheirs = () => withLatest((record) => show(savedWork(record ?? saved)));

  const send = async (output: Output) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setSaving(true);
    setProblem(null);
    const { fromForm, toBody, save, versionOf, errorFallback } = latest.current;
    const sent = fromForm(form.getValues());
    try {
      const result = await save(toBody(output, versionRef.current));
      baseline.current = { values: sent, version: versionOf?.(result) ?? versionRef.current };
      versionRef.current = baseline.current.version;
      clearDraft(draftKey);
      edited();
      setRestored(false);
      setConflictMessage(null);
      setSavedResult({ result });
    } catch (error) {
      if (isMutationInFlight(error)) return;
      const info = toApiError(error, errorFallback);
      if (info.status === 409 && conflictField) {
        form.setError(conflictField, { type: 'server', message: info.message }, { shouldFocus: true });
      } else if (info.status === 409) {
        setConflictMessage(info.message);
      } else {
        setProblem(applyServerErrors(form, info, fieldOf));
      }
    } finally {
      inFlight.current = false;
      setSaving(false);
    }
  };

  return {
    form,
    dirty,
    restored,
    restoredDraft: opening.stored,
    conflict:
      conflictMessage === null
        ? null
        : { message: conflictMessage, keepMine, loadTheirs, busy: conflictBusy },
    problem,
    submit: (event) => form.handleSubmit(send)(event),
    saving,
    discard: () => show(baseline.current),
    edited,
  };
}
