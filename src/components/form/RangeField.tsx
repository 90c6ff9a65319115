import { useId, type InputHTMLAttributes } from 'react';
import { useTranslation } from '../../lib/i18n/react.ts';
import { FieldError, FieldGroup, FieldNote, controlClass, describedProps } from './Field.tsx';

type InputProps = InputHTMLAttributes<HTMLInputElement> & { ref?: React.Ref<HTMLInputElement> };

interface Props {
  /** What the pair measures, with its unit, e.g. "Price (AED)". */
  legend: string;
  /** Props for each input, e.g. from react-hook-form's `register`. */
  minProps: InputProps;
  maxProps: InputProps;
  minError?: string;
  maxError?: string;
  /** What each field understood of its text, as it is typed ("= AED 3,500,000"). */
  minNote?: string;
  maxNote?: string;
  className?: string;
}

/**
 * A min/max pair of figures. They are text inputs with a numeric keyboard rather than
 * `type="number"`, so what a person types ("3.5M", "2,500,000", Arabic-Indic digits, a minus
 * sign) reaches our reading (src/lib/typed-number.ts) and gets what was understood or a message,
 * instead of being silently dropped by the browser.
 */
export function RangeField({ legend, minProps, maxProps, minError, maxError, minNote, maxNote, className = '' }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const input = (which: 'min' | 'max', props: InputProps, error?: string, note?: string) => {
    const fieldId = `${id}-${which}`;
    return (
      <div className="min-w-0 flex-1">
        <label htmlFor={fieldId} className="sr-only">
          {t(which === 'min' ? 'shell.form.minimumOf' : 'shell.form.maximumOf', { legend })}
        </label>
        <input
          id={fieldId}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          placeholder={t(which === 'min' ? 'shell.form.min' : 'shell.form.max')}
          className={controlClass(Boolean(error))}
          {...describedProps(fieldId, error, note)}
          {...props}
        />
        <FieldError id={fieldId} message={error} />
        {!error && <FieldNote id={fieldId} note={note} />}
      </div>
    );
  };
  return (
    <FieldGroup legend={legend} className={className}>
      <div className="flex items-start gap-2">
        {input('min', minProps, minError, minNote)}
        <span aria-hidden="true" className="pt-2 text-slate-400">
          –
        </span>
        {input('max', maxProps, maxError, maxNote)}
      </div>
    </FieldGroup>
  );
}
