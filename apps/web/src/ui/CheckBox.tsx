/**
 * PrimeReact 10's Checkbox without the component: its markup and class names, so lara-light-teal (which
 * carries the checkbox's structural rules) and theme-states.css (focus, hover) style it as before; a
 * native box lies over the drawn one, so label, Space and focus are the browser's. The sign-in page
 * uses it to stay free of PrimeReact, and lists use it for their row selection, where 100 PrimeReact
 * Checkboxes (each rendered twice once its styles load) were a measurable part of drawing a page.
 */
export function CheckBox({
  inputId,
  checked,
  onChange,
  ariaLabel,
}: {
  inputId?: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** The box's accessible name when no <label> points at it. */
  ariaLabel?: string;
}) {
  return (
    <div
      className={checked ? 'p-checkbox p-component p-highlight' : 'p-checkbox p-component'}
      data-p-highlight={checked}
    >
      <input
        id={inputId}
        type="checkbox"
        className="p-checkbox-input"
        aria-label={ariaLabel}
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
      />
      <div className="p-checkbox-box">
        {checked && <i className="p-checkbox-icon pi pi-check" aria-hidden />}
      </div>
    </div>
  );
}
