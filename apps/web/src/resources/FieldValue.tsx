import { type FieldDef, truncate } from '@kantor/core';
import { useTranslation } from 'react-i18next';
import { AppImage, DetailPopup } from '../ui/index.ts';
import { formatValueText } from './display.ts';
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

/** One field's value, formatted per kind (spec §5). */
export function FieldValue({
  field,
  value,
  label,
  variant = 'list',
  title,
  resource,
  name,
}: FieldValueProps) {
  const { t, i18n } = useTranslation();
  const empty = value === null || value === undefined || value === '';
  const placeholder = usePlaceholderImage(resource, name, field.kind === 'image');
  if (field.kind === 'image') {
    const size = variant === 'list' ? 40 : 96;
    // no image of its own: the admin's placeholder when one is set up, else nothing (as before)
    if (empty)
      return placeholder ? <AppImage value={placeholder} size={size} alt={title} preview={false} /> : null;
    return <AppImage value={String(value)} size={size} alt={title} placeholder={placeholder} />;
  }
  if (field.kind === 'json') {
    if (empty) return null;
    return <DetailPopup value={value} title={title} />;
  }
  const text = formatValueText(field, value, {
    language: i18n.language,
    yes: t('common.yes'),
    no: t('common.no'),
    label,
  });
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
  return <span className={variant === 'view' ? 'resource-value-text' : undefined}>{text}</span>;
}
