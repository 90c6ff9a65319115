/**
 * The price cap of the area views: a whole number of AED, applied when the field is left (or on
 * Enter), so typing "1500000" does not rank the table seven times on the way.
 */
import { useId, useState } from 'react';
import { useTranslation } from '../../../lib/i18n/react.ts';
import { MAX_AMOUNT } from '../../../contract/index.ts';
import { FieldError, controlClass, invalidProps, labelClass } from '../../../components/form/Field.tsx';
import { parseTypedNumber } from '../../../lib/typed-number.ts';

export function PriceCapField({ value, onChange }: { value: number | undefined; onChange: (value: number | undefined) => void }) {
  const { t } = useTranslation();
  const id = useId();
  const [text, setText] = useState(value === undefined ? '' : String(value));
  const [error, setError] = useState<string | undefined>();
  // Any digits and shorthands a person types ("١٫٥ مليون", "1.5M"); what cannot be read is said, and the cap kept.
  const apply = () => {
    const typed = parseTypedNumber(text);
    if (typed.kind === 'invalid') {
      setError(t('areas.filters.priceInvalid'));
      return;
    }
    setError(undefined);
    const n = typed.kind === 'empty' ? undefined : Math.min(MAX_AMOUNT, Math.round(typed.value));
    setText(n === undefined ? '' : String(n));
    if (n !== value) onChange(n);
  };
  return (
    <div className="w-56">
      <label htmlFor={id} className={labelClass}>
        {t('areas.filters.priceMax')}
      </label>
      <input
        id={id}
        inputMode="numeric"
        className={controlClass(Boolean(error))}
        {...invalidProps(id, error)}
        value={text}
        onChange={(e) => setText(e.target.value)}
        onBlur={apply}
        onKeyDown={(e) => {
          if (e.key === 'Enter') apply();
        }}
      />
      <FieldError id={id} message={error} />
    </div>
  );
}
