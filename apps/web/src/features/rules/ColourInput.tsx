import { InputText } from 'primereact/inputtext';
import { useTranslation } from 'react-i18next';

/** What the `iconcolor` column accepts: `#rgb`/`#rrggbb` or a colour or severity name. */
export const COLOUR_PATTERN = /^(#[0-9a-f]{3}|#[0-9a-f]{6}|[a-z]{3,20})$/i;

type Props = { id: string; value: string; onChange: (value: string) => void };

/** A colour as text (hex or name) with a swatch picker beside it. */
export function ColourInput({ id, value, onChange }: Props) {
  const { t } = useTranslation();
  const hex = /^#[0-9a-f]{6}$/i.test(value) ? value : '#000000';
  const invalid = value !== '' && !COLOUR_PATTERN.test(value);
  return (
    <div className="rule-colour-input">
      <InputText
        id={id}
        value={value}
        invalid={invalid}
        placeholder="#0f766e, red, success"
        onChange={(e) => onChange(e.target.value.trim())}
      />
      <input
        type="color"
        aria-label={t('roles.rules.pickColour')}
        value={hex}
        onChange={(e) => onChange(e.target.value)}
      />
      {invalid && <small className="p-error">{t('roles.rules.badColour')}</small>}
    </div>
  );
}
