import { useId, useRef, useState } from 'react';
import {
  firstWrongField,
  problemsOf,
  type Check,
  type Problem,
  type Problems,
} from '../validation';

export interface AccountForm<V, F extends string> {
  values: V;
  problems: Problems<F>;
  /** The id of a field's control (the first one for a group): labels and focus use it. */
  idOf: (field: F | (string & keyof V)) => string;
  set: <K extends keyof V>(field: K, value: V[K]) => void;
  /** A field the shopper has typed in is checked when they leave it. */
  blur: (field: F) => void;
  /** Checks `fields`, shows every problem and focuses the first wrong one; true when all is well. */
  checkFields: (fields: readonly F[]) => boolean;
  showProblem: (field: F, problem: Problem) => void;
}

/**
 * The values of an account form and the spec §5 problems shown beside its fields: checked on blur
 * and on submit, and checked again as the shopper corrects a field whose problem is showing.
 */
export function useAccountForm<V extends object, F extends string & keyof V>(
  initial: V,
  check: (field: F, values: V) => Check,
): AccountForm<V, F> {
  const baseId = useId();
  const [values, setValues] = useState(initial);
  const [problems, setProblems] = useState<Problems<F>>({});
  const touched = useRef(new Set<PropertyKey>());
  const idOf = (field: F | (string & keyof V)) => `${baseId}${field}`;

  const setProblem = (field: F, problem: Check) =>
    setProblems((current) =>
      current[field] === (problem ?? undefined)
        ? current
        : { ...current, [field]: problem ?? undefined },
    );

  return {
    values,
    problems,
    idOf,
    set(key, value) {
      touched.current.add(key);
      setValues((current) => ({ ...current, [key]: value }));
      // Only the checked fields (F) can have a problem showing; other keys never match here.
      const field = key as unknown as F;
      if (problems[field]) setProblem(field, check(field, { ...values, [key]: value }));
    },
    blur(field) {
      if (touched.current.has(field)) setProblem(field, check(field, values));
    },
    checkFields(fields) {
      const found = problemsOf(fields, (field) => check(field, values));
      setProblems((current) => {
        const next = { ...current };
        for (const field of fields) next[field] = found[field];
        return next;
      });
      const first = firstWrongField(fields, found);
      if (first) document.getElementById(idOf(first))?.focus();
      return first === undefined;
    },
    showProblem(field, problem) {
      setProblem(field, problem);
      document.getElementById(idOf(field))?.focus();
    },
  };
}
