import { useId, type InputHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldError, FieldGroup, controlClass, invalidProps } from './Field.tsx';

type InputProps = InputHTMLAttributes<HTMLInputElement> & { ref?: React.Ref<HTMLInputElement> };

interface Props {
  /** What the pair measures, with its unit, e.g. "Price (AED)". */
  legend: string;
  /** Props for each input, e.g. from react-hook-form's `register`. */
  minProps: InputProps;
  maxProps: InputProps;
  minError?: string;
  maxError?: string;
  className?: string;
}

/**
 * A min/max pair of whole-number inputs. They are text inputs with a numeric keyboard rather than
 * `type="number"`, so what a person types (a minus sign, a letter) reaches validation and gets a
 * message, instead of being silently dropped by the browser.
 */
export function RangeField({ legend, minProps, maxProps, minError, maxError, className = '' }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const input = (which: 'min' | 'max', props: InputProps, error?: string) => {
    const fieldId = `${id}-${which}`;
    return (
      <div className="min-w-0 flex-1">
        <label htmlFor={fieldId} className="sr-only">
          {t(which === 'min' ? 'shell.form.minimumOf' : 'shell.form.maximumOf', { legend })}
        </label>
        <input
          id={fieldId}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          placeholder={t(which === 'min' ? 'shell.form.min' : 'shell.form.max')}
          className={controlClass(Boolean(error))}
          {...invalidProps(fieldId, error)}
          {...props}
        />
        <FieldError id={fieldId} message={error} />
      </div>
    );
  };
  return (
    <FieldGroup legend={legend} className={className}>
      <div className="flex items-start gap-2">
        {input('min', minProps, minError)}
        <span aria-hidden="true" className="pt-2 text-slate-400">
          –
        </span>
        {input('max', maxProps, maxError)}
      </div>
    </FieldGroup>
  );
}
