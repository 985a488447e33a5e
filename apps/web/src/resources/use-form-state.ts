/** The generic form's state: values, errors per field (client issues or server messages), and checks. */
import type { Resource, ValidationIssue } from '@kantor/core';
import { useCallback, useRef, useState } from 'react';
import { ApiError } from '../api/client.ts';
import { errorAnswerOf } from '../api/errors.ts';
import {
  applyChange,
  type FormValue,
  type FormValues,
  initialValues,
  regionChildrenOf,
  toFormValue,
  toPayload,
} from './form-values.ts';
import { type FormMode, validateField, validateFields } from './validation.ts';

/** A field's error: a client failure (translated when shown) or the server's text. */
export type FieldError = ValidationIssue | string;

export type FormState = {
  values: FormValues;
  errors: Record<string, FieldError>;
  /** Server errors about fields without an input, as `[field, message]`. */
  otherErrors: [string, string][];
  /** Labels of the relations' current values. */
  labels: Record<string, string | null>;
  setValue: (name: string, value: FormValue, label?: string | null) => void;
  /**
   * Sets several values at once from the latest state (safe to call after an await, unlike setValue
   * which starts from the values of its render): autofills, look-ups.
   */
  patchValues: (patch: Readonly<FormValues>, labels?: Readonly<Record<string, string | null>>) => void;
  reset: (record: Readonly<Record<string, unknown>> | null) => void;
  /**
   * Checks every input; true when the form may be sent. `scope` narrows the check to the inputs on
   * screen (role rules hide some) and may pass the values with computed inputs filled in.
   */
  validate: (scope?: ValidationScope) => boolean;
  /**
   * Puts a 422's `errors` under their fields (`names`: the inputs on screen; default every input);
   * false when the error is not a 422 with errors.
   */
  applyServerErrors: (error: unknown, names?: readonly string[]) => boolean;
  /**
   * An input's text is no value of its field (a number typed wrong: `1.5` in Indonesian, a fraction
   * in Rupiah): its message stands as the field's error and blocks sending until the text reads again.
   */
  setInputIssue: (name: string, message: string | null) => void;
};

export type ValidationScope = { names?: readonly string[]; values?: Readonly<FormValues> };

export type FormStateOptions = {
  /** Values that replace the declared defaults on add (role rules: defaults, default role id). */
  initial?: Readonly<Record<string, unknown>>;
};

function labelsOf(
  resource: Resource,
  names: readonly string[],
  record: Readonly<Record<string, unknown>> | null,
) {
  const labels: Record<string, string | null> = {};
  for (const name of names) {
    const label = record?.[`${name}_label`];
    if (resource.fields[name]!.kind === 'relation') labels[name] = label == null ? null : String(label);
  }
  return labels;
}

export function useFormState(
  resource: Resource,
  names: readonly string[],
  mode: FormMode,
  options: FormStateOptions = {},
): FormState {
  const [values, setValues] = useState<FormValues>(() => {
    const start = initialValues(resource, names, null);
    for (const [name, value] of Object.entries(options.initial ?? {})) {
      if (names.includes(name)) start[name] = toFormValue(resource.fields[name]!, value);
    }
    return start;
  });
  const [labels, setLabels] = useState<Record<string, string | null>>({});
  const [errors, setErrors] = useState<Record<string, FieldError>>({});
  const [otherErrors, setOtherErrors] = useState<[string, string][]>([]);
  const [checked, setChecked] = useState(false);
  // a ref, not state: an input reports its issue and its value in one event, before a render
  const inputIssues = useRef<Record<string, string>>({});

  // the values as last set: two changes in one event (a location's latitude and longitude) both stay
  const latest = useRef(values);
  latest.current = values;
  const setValue = (name: string, value: FormValue, label?: string | null) => {
    const next = applyChange(resource, latest.current, name, value);
    latest.current = next;
    setValues(next);
    if (label !== undefined) setLabels((current) => ({ ...current, [name]: label }));
    const updated = { ...errors };
    for (const touched of [name, ...regionChildrenOf(resource, name)]) {
      delete updated[touched];
      if (!checked || !names.includes(touched)) continue;
      const field = resource.fields[touched]!;
      const failure = validateField(field, toPayload(resource, [touched], next)[touched], mode);
      if (failure) updated[touched] = failure;
    }
    const issue = inputIssues.current[name];
    if (issue) updated[name] = issue;
    setErrors(updated);
  };

  const patchValues = useCallback(
    (patch: Readonly<FormValues>, patchLabels: Readonly<Record<string, string | null>> = {}) => {
      setValues((current) => {
        let next = current;
        for (const [name, value] of Object.entries(patch)) next = applyChange(resource, next, name, value);
        return next;
      });
      if (Object.keys(patchLabels).length > 0) setLabels((current) => ({ ...current, ...patchLabels }));
      setErrors((current) => {
        const next = { ...current };
        for (const name of Object.keys(patch)) delete next[name];
        return next;
      });
    },
    [resource],
  );

  const reset = useCallback(
    (record: Readonly<Record<string, unknown>> | null) => {
      inputIssues.current = {};
      setValues(initialValues(resource, names, record));
      setLabels(labelsOf(resource, names, record));
      setErrors({});
      setOtherErrors([]);
      setChecked(false);
    },
    [resource, names],
  );

  const validate = (scope: ValidationScope = {}) => {
    setChecked(true);
    const checkedNames = scope.names ?? names;
    const current = scope.values ?? values;
    const failures: Record<string, FieldError> = validateFields(
      resource.fields,
      checkedNames,
      toPayload(resource, checkedNames, current),
      mode,
    );
    for (const name of checkedNames) {
      const issue = inputIssues.current[name];
      if (issue) failures[name] = issue;
    }
    setErrors(failures);
    setOtherErrors([]);
    return Object.keys(failures).length === 0;
  };

  const applyServerErrors = (error: unknown, shown: readonly string[] = names) => {
    if (!(error instanceof ApiError) || error.status !== 422) return false;
    const serverErrors = errorAnswerOf(error).errors;
    if (!serverErrors) return false;
    const fieldErrors: Record<string, FieldError> = {};
    const others: [string, string][] = [];
    for (const [field, messages] of Object.entries(serverErrors)) {
      const text = messages.join(' ');
      if (shown.includes(field)) fieldErrors[field] = text;
      else others.push([field, text]);
    }
    setErrors(fieldErrors);
    setOtherErrors(others);
    return true;
  };

  const setInputIssue = useCallback((name: string, message: string | null) => {
    const { [name]: _, ...others } = inputIssues.current;
    inputIssues.current = message ? { ...others, [name]: message } : others;
    setErrors((current) => {
      if (message) return { ...current, [name]: message };
      if (!(name in current)) return current;
      const { [name]: __, ...rest } = current;
      return rest;
    });
  }, []);

  return {
    values,
    errors,
    otherErrors,
    labels,
    setValue,
    patchValues,
    reset,
    validate,
    applyServerErrors,
    setInputIssue,
  };
}
