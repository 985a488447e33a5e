import { type FieldDef, truncate } from '@kantor/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AppImage, DetailPopup } from '../ui/index.ts';
import { formatValueText } from './display.ts';
import { relationIds, useRelationLabels } from './relation-labels.ts';
import { type OptionText, optionTextOf } from './resource-fields.ts';
import { usePlaceholderImage } from './use-placeholder-image.ts';

export type FieldValueProps = {
  field: FieldDef;
  value: unknown;
  /** A relation's label (`{field}_label`). */
  label?: unknown;
  /** 'list': compact (thumbnails, long text cut); 'view': in full. */
  variant?: 'list' | 'view';
  /** Title of the JSON detail popup. */
  title?: string;
  /** The resource and field shown, so an image can fall back to the admin's placeholder. */
  resource?: string;
  name?: string;
};

/** Longest text shown in a list cell before it is cut (the full text stays in the tooltip). */
export const LIST_TEXT_LIMIT = 40;

const LONG_KINDS = new Set(['textarea', 'richtext', 'url', 'file', 'text']);

/** The words and language a value is formatted with (the interface language's, from i18next). */
export type ValueTexts = { language: string; yes: string; no: string; option?: OptionText };

/** One field's value, formatted per kind (spec §5). */
export function FieldValue(props: FieldValueProps) {
  const { t, i18n } = useTranslation();
  return fieldValueNode(props, {
    language: i18n.language,
    yes: t('common.yes'),
    no: t('common.no'),
    option: optionTextOf(t),
  });
}

/**
 * A field's value as FieldValue shows it, without hooks of its own: a list renders one per cell, and
 * 400 cells each subscribing to i18next and the placeholder query made a 100-row list one long task.
 * The caller passes the texts; an image field still gets a component (it needs the placeholder query).
 */
export function fieldValueNode(props: FieldValueProps, texts: ValueTexts): ReactNode {
  const { field, value, label, variant = 'list', title, resource, name } = props;
  const empty = value === null || value === undefined || value === '';
  if (field.kind === 'image') {
    return (
      <FieldImage
        value={empty ? null : String(value)}
        variant={variant}
        title={title}
        resource={resource}
        name={name}
      />
    );
  }
  if (field.kind === 'relations' && field.relation) {
    const ids = relationIds(value);
    if (ids.length === 0) return null;
    return <RelationLabels target={field.relation.resource} ids={ids} variant={variant} />;
  }
  if (field.kind === 'json') {
    if (empty) return null;
    return <DetailPopup value={value} title={title} />;
  }
  const text = formatValueText(field, value, { ...texts, label });
  if (text === '') return null;
  if (field.kind === 'color') {
    return (
      <span className="resource-color">
        <span className="resource-swatch" style={{ background: text }} aria-hidden />
        {text}
      </span>
    );
  }
  if (field.kind === 'url' && /^https?:\/\//i.test(text)) {
    return (
      <a href={text} target="_blank" rel="noopener noreferrer" title={text}>
        {variant === 'list' ? truncate(text, LIST_TEXT_LIMIT) : text}
      </a>
    );
  }
  if (variant === 'list' && LONG_KINDS.has(field.kind) && text.length > LIST_TEXT_LIMIT) {
    return <span title={text}>{truncate(text, LIST_TEXT_LIMIT)}</span>;
  }
  // a list cell holds the text itself: a wrapper per cell was ~700 more elements to lay out per 100 rows
  if (variant === 'list') return text;
  return <span className="resource-value-text">{text}</span>;
}

/** The labels of the records a `relations` field holds, in its order (read by id from the target). */
function RelationLabels(props: { target: string; ids: (string | number)[]; variant: 'list' | 'view' }) {
  const text = useRelationLabels(props.target, props.ids).join(', ');
  if (props.variant === 'view') return <span className="resource-value-text">{text}</span>;
  return text.length > LIST_TEXT_LIMIT ? <span title={text}>{truncate(text, LIST_TEXT_LIMIT)}</span> : text;
}

type FieldImageProps = {
  value: string | null;
  variant: 'list' | 'view';
  title?: string;
  resource?: string;
  name?: string;
};

/** An image value; with none of its own, the admin's placeholder when one is set up, else nothing. */
function FieldImage({ value, variant, title, resource, name }: FieldImageProps) {
  const placeholder = usePlaceholderImage(resource, name);
  const size = variant === 'list' ? 40 : 96;
  if (value === null)
    return placeholder ? <AppImage value={placeholder} size={size} alt={title} preview={false} /> : null;
  return <AppImage value={value} size={size} alt={title} placeholder={placeholder} />;
}
