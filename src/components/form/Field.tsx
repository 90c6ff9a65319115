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

const noteIdOf = (id: string) => `${id}-note`;

/**
 * What a typed figure was read as, under its field as the person types ("= AED 3,500,000",
 * src/lib/typed-number.ts); the field's error, once it has one, takes its place. Not announced
 * at each keystroke: it is the field's description, read with it.
 */
export function FieldNote({ id, note }: { id: string; note?: string }) {
  if (!note) return null;
  return (
    <p id={noteIdOf(id)} data-testid="typed-note" className="mt-1 text-xs text-slate-700">
      <bdi>{note}</bdi>
    </p>
  );
}

/** ARIA attributes of a control with an error or a note: the error when there is one. */
export function describedProps(id: string, error?: string, note?: string) {
  if (error) return invalidProps(id, error);
  return note ? { 'aria-describedby': noteIdOf(id) } : {};
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
