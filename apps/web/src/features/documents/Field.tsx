import type { ReactNode } from 'react';

/** A labelled control of the document screens (the label names the control by `id`). */
export function Field({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <div className="documents-field">
      <label htmlFor={id}>{label}</label>
      {children}
    </div>
  );
}
