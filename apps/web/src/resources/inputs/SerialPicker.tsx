import { MultiSelect } from 'primereact/multiselect';

export type SerialPickerProps = {
  /** The serials picked. */
  value: readonly string[];
  /** The serials that may be picked (those picked are offered too, even when no longer listed). */
  options: readonly string[];
  /** Units of the line: at most this many are picked. */
  qty: number;
  onChange: (serials: string[]) => void;
  placeholder: string;
  /** What the count under it says (`2 of 3 serial numbers`). */
  countText: string;
  inputId?: string;
  ariaLabel?: string;
  invalid?: boolean;
  describedBy?: string;
  disabled?: boolean;
  testId?: string;
};

/**
 * Picks the serials of a line, one per unit (issue 34): a searchable multi-select of the serials on offer
 * and the count picked. The POS cart, the refund dialog, a job's materials and the forms' serial fields
 * (an invoice's goods line, a goods out) all pick with it.
 */
export function SerialPicker({
  value,
  options,
  qty,
  onChange,
  placeholder,
  countText,
  inputId,
  ariaLabel,
  invalid = false,
  describedBy,
  disabled = false,
  testId,
}: SerialPickerProps) {
  return (
    <div className="serial-picker">
      <MultiSelect
        inputId={inputId}
        value={[...value]}
        options={[...new Set([...value, ...options])]}
        onChange={(e) => onChange(e.value as string[])}
        selectionLimit={Math.max(1, Math.ceil(qty))}
        filter
        display="chip"
        placeholder={placeholder}
        aria-label={ariaLabel}
        aria-describedby={describedBy}
        invalid={invalid}
        disabled={disabled}
        data-testid={testId}
      />
      <small>{countText}</small>
    </div>
  );
}
