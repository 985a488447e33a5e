import './sign-in.css';
import { type InputHTMLAttributes, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cls, PlainButton, TextInput } from './PlainControls.tsx';

/*
 * The sign-in page's controls without PrimeReact (issue 16: the login route's first load carries none of
 * it). Each draws the markup and class names PrimeReact 10 draws, so lara-light-teal, theme.css and
 * theme-states.css (colours, focus rings) style them exactly as before; the structural rules PrimeReact
 * would inject on its first mount are in sign-in.css and plain-controls.css. Icons are PrimeIcons glyphs (the same drawings as
 * PrimeReact's SVG icons), from the font the app loads anyway.
 */

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'value'> & { value: string; invalid?: boolean };

/** PrimeReact's InputText and Button, shared with the chat (PlainControls.tsx). */
export { PlainButton, TextInput };

/** PrimeReact's Password with `toggleMask` (no strength meter); the eye is a real button. */
export function PasswordInput({ invalid, id, ...props }: InputProps) {
  const { t } = useTranslation();
  const [shown, setShown] = useState(false);
  return (
    <div
      className={cls(
        'p-password p-component p-inputwrapper p-input-icon-right',
        props.value && 'p-inputwrapper-filled',
        invalid && 'p-invalid',
      )}
    >
      <div className="p-icon-field p-icon-field-right">
        <TextInput
          {...props}
          id={id}
          invalid={invalid}
          type={shown ? 'text' : 'password'}
          className="p-password-input"
        />
        <button
          type="button"
          className="p-input-icon sign-in-reveal"
          aria-label={t('account.login.showPassword')}
          aria-pressed={shown}
          aria-controls={id}
          onClick={() => setShown(!shown)}
        >
          <i className={shown ? 'pi pi-eye-slash' : 'pi pi-eye'} aria-hidden />
        </button>
      </div>
    </div>
  );
}

/** PrimeReact's Checkbox (shared with the lists' row selection). */
export { CheckBox } from './CheckBox.tsx';

/** PrimeReact's inline Message (error or success), announced when it appears. */
export function InlineMessage({
  severity,
  text,
  className,
  testId,
}: {
  severity: 'error' | 'success';
  text: string;
  className?: string;
  testId?: string;
}) {
  return (
    <div
      className={cls('p-inline-message p-component', `p-inline-message-${severity}`, className)}
      role="alert"
      aria-live="polite"
      aria-atomic="true"
      data-testid={testId}
    >
      <i
        className={cls('p-inline-message-icon pi', severity === 'error' ? 'pi-times-circle' : 'pi-check')}
        aria-hidden
      />
      <span className="p-inline-message-text">{text}</span>
    </div>
  );
}

/** PrimeReact's horizontal Divider with centred content. */
export function Divider({ children }: { children: ReactNode }) {
  return (
    // biome-ignore lint/a11y/useSemanticElements: PrimeReact's markup, a line with a word on it (an <hr> holds no content)
    <div
      className="p-divider p-component p-divider-horizontal p-divider-solid p-divider-center"
      role="separator"
      aria-orientation="horizontal"
    >
      <div className="p-divider-content">{children}</div>
    </div>
  );
}
