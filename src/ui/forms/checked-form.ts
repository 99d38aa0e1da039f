import { useId } from 'react';
import {
  createFormHook,
  createFormHookContexts,
  type ValidationLogicFn,
} from '@tanstack/react-form';

/**
 * When a field's check (its `onDynamic` validator) runs, the same in every form of the shop: a
 * field the shopper typed in is checked when they leave it, a field whose problem is showing is
 * checked again as they correct it, and submitting checks every field. A field whose input is
 * drawn as it is typed (the composer's initials in its preview) may add an `onChange` check, made
 * at every change and on submit.
 */
export const checkAsTheShopperGoes: ValidationLogicFn = (props) => {
  const { type, fieldName, async } = props.event;
  const validators = props.validators ?? {};
  const meta = fieldName === undefined ? undefined : props.form.getFieldMeta(fieldName);
  const live = {
    fn: async ? validators.onChangeAsync : validators.onChange,
    cause: 'change',
  } as const;
  const dynamic = {
    fn: async ? validators.onDynamicAsync : validators.onDynamic,
    cause: 'dynamic',
  } as const;
  const runsDynamic =
    type === 'submit' ||
    (type === 'blur' && meta?.isDirty === true) ||
    (type === 'change' && meta?.errorMap.onDynamic !== undefined);
  const checks = [
    ...(type === 'change' || type === 'submit' ? [live] : []),
    ...(runsDynamic ? [dynamic] : []),
  ];
  // The library reads the chosen validators from what runValidation gives back.
  return props.runValidation({ validators: checks, form: props.form });
};

/**
 * Spread into every form's options. Submitting always checks every field, even while a problem
 * is showing (the library would otherwise refuse the first submit without checking the rest).
 */
export const CHECKED_FORM = {
  validationLogic: checkAsTheShopperGoes,
  canSubmitWhenInvalid: true,
} as const;

const { fieldContext, formContext } = createFormHookContexts();

/** `useForm` for the shop's forms, and the way a group of fields is shared by several forms. */
export const { useAppForm: useCheckedForm, withFieldGroup } = createFormHook({
  fieldContext,
  formContext,
  fieldComponents: {},
  formComponents: {},
});

/** The field's state and handlers, shaped as a control takes them. */
export interface BoundField<T, P> {
  state: { value: T; meta: { errors: readonly (P | null | undefined)[] } };
  handleChange: (value: T) => void;
  handleBlur: () => void;
}

/** The problem showing beside a field, if any (its check is its only validator). */
export function problemOf<P>(field: {
  state: { meta: { errors: readonly (P | null | undefined)[] } };
}) {
  return field.state.meta.errors[0] ?? undefined;
}

/** What a text control needs from its field: value, change and leave handlers, problem. */
export function bind<T, P>(field: BoundField<T, P>) {
  return {
    value: field.state.value,
    onValue: field.handleChange,
    onBlur: field.handleBlur,
    problem: problemOf(field),
  };
}

/** The id of each field's control (the first one for a group): labels and focus use it. */
export function useFieldIds(): (field: string) => string {
  const baseId = useId();
  return (field) => `${baseId}${field}`;
}

/** A field's check taken from its area's rule for the whole form: `problems(values)[field]`. */
export function checkedBy<V, F extends string, P>(
  problems: (values: V) => Partial<Record<F, P>>,
  field: F,
) {
  return {
    onDynamic: ({ fieldApi }: { fieldApi: { form: { state: { values: V } } } }) =>
      problems(fieldApi.form.state.values)[field],
  };
}
