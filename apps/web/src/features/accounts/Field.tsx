import './accounts.css';
import type { ReactNode } from 'react';

/** A labelled form row with its errors below it (ids tie the label, the input and the errors together). */
export function Field({
  id,
  label,
  errors,
  children,
}: {
  id: string;
  label: string;
  errors?: string[];
  children: ReactNode;
}) {
  return (
    <div className="account-field">
      <label htmlFor={id}>{label}</label>
      {children}
      {errors && errors.length > 0 && (
        <small id={`${id}-error`} className="p-error" data-testid={`${id}-error`}>
          {errors.join(' ')}
        </small>
      )}
    </div>
  );
}
