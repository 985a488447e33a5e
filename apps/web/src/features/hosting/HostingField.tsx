import type { ReactNode } from 'react';

/** A labelled form row with its errors below it (the ids tie the label, the input and the errors). */
export function HostingField({
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
    <div className="hosting-field">
      <label htmlFor={id}>{label}</label>
      {children}
      {errors && errors.length > 0 && (
        <small className="p-error" data-testid={`${id}-error`}>
          {errors.join(' ')}
        </small>
      )}
    </div>
  );
}
