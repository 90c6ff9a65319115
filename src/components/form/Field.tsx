import type { ReactNode } from 'react';

/** Ids that tie a control to its message, so screen readers read the error with the field. */
const errorIdOf = (id: string) => `${id}-error`;

/** An inline validation message under a field; `role="alert"` announces it when it appears. */
export function FieldError({ id, message }: { id: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={errorIdOf(id)} role="alert" className="mt-1 text-xs font-medium text-red-700">
      {message}
    </p>
  );
}

/** ARIA attributes of a control that may carry an error. */
export function invalidProps(id: string, message?: string) {
  return message ? { 'aria-invalid': true as const, 'aria-describedby': errorIdOf(id) } : {};
}

export const controlClass = (invalid?: boolean) =>
  `w-full rounded-md border bg-white px-3 py-2 text-sm shadow-sm ${invalid ? 'border-red-500' : 'border-slate-300'}`;

export const labelClass = 'mb-1 block text-sm font-medium text-slate-700';

/** A labelled group of controls (chips, a min/max pair). */
export function FieldGroup({ legend, children, className = '' }: { legend: ReactNode; children: ReactNode; className?: string }) {
  return (
    <fieldset className={`min-w-0 ${className}`}>
      <legend className={labelClass}>{legend}</legend>
      {children}
    </fieldset>
  );
}
