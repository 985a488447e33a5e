/**
 * The admin's maps (`/petadropdown`, `/rentanxvalidasiphp`, `/petacekduplikatinput`), read from the
 * resource declarations at call time: there is no hand-kept list, so a field added to a declaration
 * shows up in every map at once.
 */
import { OPTIONS, type Option, type OptionListName } from '../options.ts';
import type { FieldDef, FieldKind, Resource } from '../resources/define.ts';
import { kindSpec, optionValues, RELATIONS_MAX, RESOURCE_LIST } from '../resources/index.ts';

/** `resource.field`, as the maps show where something is used. */
export type FieldRef = { resource: string; field: string };

/** One option list: a named set of options.ts, or the inline options of one field. */
export type OptionListEntry = {
  /** The options.ts name, or null for a list written inline on the field. */
  name: OptionListName | null;
  options: Option[];
  usedBy: FieldRef[];
};

/** One relation picker: the target resource and the field shown instead of the id. */
export type RelationPickerEntry = {
  target: string;
  labelField: string;
  usedBy: FieldRef[];
};

export type DropdownMap = { optionLists: OptionListEntry[]; relations: RelationPickerEntry[] };

type Fields = readonly (readonly [Resource, string, FieldDef])[];

function allFields(resources: readonly Resource[]): Fields {
  return resources.flatMap((r) => Object.entries(r.fields).map(([name, def]) => [r, name, def] as const));
}

const inline = (values: readonly (string | number)[]): Option[] =>
  values.map((value) => ({ value, label: String(value) }));

/**
 * Every option list (the named sets of options.ts, used or not, and each field's inline list) and
 * every relation picker, with the fields that use them.
 *
 * @example dropdownMap().optionLists.find((l) => l.name === 'jobStatus')?.usedBy // [{ resource: 'rpekerjaan', field: 'status' }]
 */
export function dropdownMap(resources: readonly Resource[] = RESOURCE_LIST): DropdownMap {
  const named = new Map<OptionListName, OptionListEntry>();
  for (const name of Object.keys(OPTIONS) as OptionListName[]) {
    named.set(name, { name, options: OPTIONS[name].map((o) => ({ ...o })), usedBy: [] });
  }
  const inlineLists: OptionListEntry[] = [];
  const relations = new Map<string, RelationPickerEntry>();
  for (const [resource, field, def] of allFields(resources)) {
    const ref = { resource: resource.name, field };
    if (def.kind === 'select' && def.options !== undefined) {
      if (typeof def.options === 'string') named.get(def.options as OptionListName)?.usedBy.push(ref);
      else inlineLists.push({ name: null, options: inline(def.options), usedBy: [ref] });
    }
    if ((def.kind === 'relation' || def.kind === 'relations') && def.relation) {
      const key = `${def.relation.resource}|${def.relation.labelField}`;
      const entry: RelationPickerEntry = relations.get(key) ?? {
        target: def.relation.resource,
        labelField: def.relation.labelField,
        usedBy: [],
      };
      entry.usedBy.push(ref);
      relations.set(key, entry);
    }
  }
  return {
    optionLists: [...named.values(), ...inlineLists],
    relations: [...relations.values()].sort((a, b) => a.target.localeCompare(b.target)),
  };
}

/** A message a user can meet on a field: a validation key of the i18n catalogue and its parameters. */
export type RuleMessage = { key: string; params: Record<string, string | number> };

/** The validation rules of one field as the server applies them (resources/codec.ts and references.ts). */
export type FieldRules = {
  resource: string;
  field: string;
  kind: FieldKind;
  required: boolean;
  unique: boolean;
  minLength?: number;
  maxLength?: number;
  min?: number;
  max?: number;
  /** The input mask, the field's pattern (9 digit, a letter, * alphanumeric). */
  mask?: string;
  /** Values a select accepts. */
  options?: (string | number)[];
  /** A relation must point at an existing record of this resource. */
  relation?: string;
  readOnly: boolean;
  /** The messages a user gets when the value breaks a rule, in the order the server checks them. */
  messages: RuleMessage[];
};

function messagesOf(def: FieldDef): RuleMessage[] {
  const out: RuleMessage[] = [];
  const add = (key: string, params: Record<string, string | number> = {}) => out.push({ key, params });
  // what the kind's decoder checks, in its order (field-kinds/decode.ts)
  const spec = kindSpec(def);
  if (def.required) add('validation.required');
  if (spec.isText) {
    if (def.minLength !== undefined) add('validation.lengthMin', { min: def.minLength });
    if (def.maxLength !== undefined) add('validation.lengthMax', { max: def.maxLength });
    if (def.mask) add('validation.mask', { mask: def.mask });
  }
  if (spec.isNumber) {
    add('validation.numeric');
    if (def.min !== undefined) add('validation.rangeMin', { min: def.min });
    if (def.max !== undefined) add('validation.rangeMax', { max: def.max });
  }
  const format = spec.formatKey;
  if (format && !out.some((m) => m.key === format)) add(format);
  if (def.kind === 'select') add('validation.in');
  if (def.kind === 'relation') add('validation.exists');
  if (def.kind === 'relations') {
    add('validation.invalid');
    add('validation.relationsMax', { max: RELATIONS_MAX });
    add('validation.existsIds', { ids: '…' });
  }
  if (def.unique) add('validation.unique');
  return out;
}

/**
 * The validation rules of every field of every resource (hidden fields included: a password still has
 * rules), with the messages a user would read.
 *
 * @example validationMap().find((r) => r.resource === 'rsupplier' && r.field === 'nama_supplier')?.maxLength // 150
 */
export function validationMap(resources: readonly Resource[] = RESOURCE_LIST): FieldRules[] {
  return allFields(resources).map(([resource, field, def]) => {
    const rules: FieldRules = {
      resource: resource.name,
      field,
      kind: def.kind,
      required: def.required === true,
      unique: def.unique === true,
      readOnly: def.readOnly === true,
      messages: messagesOf(def),
    };
    if (def.minLength !== undefined) rules.minLength = def.minLength;
    if (def.maxLength !== undefined) rules.maxLength = def.maxLength;
    if (def.min !== undefined) rules.min = def.min;
    if (def.max !== undefined) rules.max = def.max;
    if (def.mask) rules.mask = def.mask;
    const options = def.kind === 'select' && def.options !== undefined ? optionValues(def) : undefined;
    if (options) rules.options = options;
    if ((def.kind === 'relation' || def.kind === 'relations') && def.relation)
      rules.relation = def.relation.resource;
    return rules;
  });
}

/**
 * The fields of a resource the duplicate finder may group by: the whitelist the server builds its
 * query from (never a name from the request). Empty for an unknown resource.
 *
 * @example duplicateFields(getResource('rsupplier')!).includes('nama_supplier') // true
 */
export function duplicateFields(resource: Resource): string[] {
  return Object.entries(resource.fields)
    .filter(([, def]) => kindSpec(def).groupable && !def.hidden)
    .map(([name]) => name);
}

/** The declared unique fields of every resource (the server checks them on every write). */
export function uniqueFieldsByResource(
  resources: readonly Resource[] = RESOURCE_LIST,
): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const [resource, field, def] of allFields(resources)) {
    if (def.unique) out[resource.name] = [...(out[resource.name] ?? []), field];
  }
  return out;
}
