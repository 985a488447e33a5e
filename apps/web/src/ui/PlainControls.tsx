import './plain-controls.css';
import {
  type ButtonHTMLAttributes,
  type InputHTMLAttributes,
  type TextareaHTMLAttributes,
  useLayoutEffect,
  useRef,
} from 'react';

/*
 * PrimeReact 10's Button, InputText and InputTextarea without PrimeReact: the markup and class names
 * it draws, so inside the app lara-light-teal, theme.css and theme-states.css style them exactly as
 * PrimeReact's; the structural rules PrimeReact would inject on its first mount are in
 * plain-controls.css. Used where PrimeReact's code is not loaded: the sign-in page (issue 16) and the
 * chat (issue 35: the public site's widget is a build of its own with a small stylesheet, widget.css).
 * Icons are PrimeIcons class names (`pi pi-send`).
 */

export const cls = (...names: (string | false | null | undefined)[]) => names.filter(Boolean).join(' ');

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'value'> & { value: string; invalid?: boolean };

/** PrimeReact's InputText. */
export function TextInput({ invalid, className, ...props }: InputProps) {
  return (
    <input
      {...props}
      className={cls('p-inputtext p-component', props.value && 'p-filled', invalid && 'p-invalid', className)}
      aria-invalid={invalid || undefined}
    />
  );
}

type TextareaProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'value'> & {
  value: string;
  /** Grows with its text, no scroll bar. */
  autoResize?: boolean;
};

/** PrimeReact's InputTextarea. */
export function PlainTextarea({ autoResize, className, ...props }: TextareaProps) {
  const box = useRef<HTMLTextAreaElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the height is measured again when the text changes
  useLayoutEffect(() => {
    const element = box.current;
    if (!autoResize || !element) return;
    element.style.height = 'auto';
    element.style.height = `${element.scrollHeight}px`;
  }, [autoResize, props.value]);
  return (
    <textarea
      {...props}
      ref={box}
      className={cls(
        'p-inputtextarea p-inputtext p-component',
        props.value && 'p-filled',
        autoResize && 'p-inputtextarea-resizable',
        className,
      )}
    />
  );
}

type ButtonProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children'> & {
  /** Without one, an icon-only button: say what it does with `aria-label`. */
  label?: string;
  /** A PrimeIcons class (`pi pi-sign-in`). */
  icon?: string;
  loading?: boolean;
  link?: boolean;
  text?: boolean;
  rounded?: boolean;
  size?: 'small';
};

/** PrimeReact's Button (label and/or icon, `loading` spinner, `link`, `text`, `rounded`, `small` looks). */
export function PlainButton({
  label,
  icon,
  loading,
  link,
  text,
  rounded,
  size,
  className,
  disabled,
  ...props
}: ButtonProps) {
  const iconClass = loading ? 'pi pi-spin pi-spinner p-button-loading-icon' : icon;
  return (
    <button
      type="button"
      {...props}
      disabled={disabled || loading}
      className={cls(
        'p-button p-component',
        iconClass && !label && 'p-button-icon-only',
        link && 'p-button-link',
        text && 'p-button-text',
        rounded && 'p-button-rounded',
        size === 'small' && 'p-button-sm',
        (disabled || loading) && 'p-disabled',
        loading && 'p-button-loading',
        loading && label && 'p-button-loading-left',
        className,
      )}
    >
      {iconClass && (
        <span className={cls('p-button-icon p-c', label && 'p-button-icon-left', iconClass)} aria-hidden />
      )}
      {/* icon only: PrimeReact's hidden label keeps the button as tall as one with a label */}
      <span className="p-button-label p-c">{label || '\u00a0'}</span>
    </button>
  );
}
