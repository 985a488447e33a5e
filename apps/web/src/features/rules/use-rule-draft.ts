import { type RuleCategory, setupshowhideroleid } from '@kantor/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/client.ts';
import { errorAnswerOf } from '../../api/errors.ts';
import { showRequestError, toast } from '../../ui/index.ts';
import { CATEGORY_FIELDS } from './category-fields.ts';
import { type DraftValues, draftRecord } from './preview.ts';
import { type RuleRecord, rulesApi } from './rules-api.ts';

/** The editable values of a saved record (text and numbers; the rest is not typed in the form). */
export function valuesOf(record: Readonly<Record<string, unknown>> | null): DraftValues {
  const values: DraftValues = {};
  for (const [key, value] of Object.entries(record ?? {})) {
    if (typeof value === 'string' || typeof value === 'number') values[key] = value;
  }
  return values;
}

/** Required inputs left empty, as field errors (the server validates the rest). */
export function missingRequired(category: RuleCategory, values: DraftValues, message: string) {
  const errors: Record<string, string[]> = {};
  for (const spec of CATEGORY_FIELDS[category]) {
    const value = values[spec.name];
    if (spec.required && (value === null || value === undefined || String(value).trim() === ''))
      errors[spec.name] = [message];
  }
  return errors;
}

type Options = {
  /** The record being edited (null: a new one) and the values a new one starts with. */
  editingId: string | null;
  start: DraftValues;
  category: RuleCategory | null;
  roleId: string | null;
  onSaved: () => void | Promise<void>;
};

/**
 * The state of one rule being written, shared by the rule editor page and the on-page configure
 * dialog: the typed values, their errors, the record they make, and the save through the rules API
 * (the server validates; a 422 lands under its fields, anything else in the request-error dialog).
 */
export function useRuleDraft({ editingId, start, category, roleId, onSaved }: Options) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [values, setValues] = useState<DraftValues>(start);
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [busy, setBusy] = useState(false);
  const draft = category ? draftRecord(category, values, roleId, setupshowhideroleid.fieldNames) : {};

  const change = (name: string, value: string | number | null) => {
    setValues((v) => ({ ...v, [name]: value }));
    setErrors(({ [name]: _gone, ...rest }) => rest);
  };

  async function save() {
    if (!category) return;
    const missing = missingRequired(category, values, t('roles.rules.required'));
    if (!roleId) missing.role_id = [t('roles.rules.required')];
    setErrors(missing);
    if (Object.keys(missing).length > 0) return;
    setBusy(true);
    try {
      await rulesApi.save(editingId, draft);
      toast.success(t(editingId ? 'roles.rules.updated' : 'roles.rules.added'));
      await client.invalidateQueries({ queryKey: ['role-rules'] });
      await client.invalidateQueries({ queryKey: ['role-rule'] });
      await onSaved();
    } catch (error) {
      const body = errorAnswerOf(error);
      if (error instanceof ApiError && error.status === 422 && body?.errors) setErrors(body.errors);
      else showRequestError(error);
    } finally {
      setBusy(false);
    }
  }

  return { values, change, errors, busy, draft, save };
}

export type RuleDraft = ReturnType<typeof useRuleDraft>;
export type { RuleRecord };
