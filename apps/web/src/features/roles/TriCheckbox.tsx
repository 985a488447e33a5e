import type { Tri } from './permission-grid.ts';

type Props = {
  state: Tri | boolean;
  label: string;
  onChange: () => void;
  page?: string;
  disabled?: boolean;
  id?: string;
};

/** A native checkbox that can also show "some" (indeterminate): light enough for hundreds in one grid. */
export function TriCheckbox({ state, label, onChange, page, disabled, id }: Props) {
  const checked = state === true || state === 'all';
  return (
    <input
      type="checkbox"
      id={id}
      className="perm-check"
      aria-label={label}
      data-page={page}
      checked={checked}
      disabled={disabled}
      ref={(el) => {
        if (el) el.indeterminate = state === 'some';
      }}
      onChange={onChange}
    />
  );
}
