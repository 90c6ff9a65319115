/**
 * Several districts, chosen from suggestions or typed freely (the service's own list of 136 names
 * is not published, so an unknown name is allowed). Chosen names show as removable chips.
 */
import { useId, useState } from 'react';
import { useTranslation } from '../../../lib/i18n/react.ts';
import { hasControlChars } from '../../../contract/params.ts';
import { REGISTRY_DISTRICT_NAMES } from '../../../contract/registry-districts.ts';
import { AsSent } from '../../../components/AsSent.tsx';

export function DistrictPicker({ value, onChange }: { value: readonly string[]; onChange: (districts: string[]) => void }) {
  const { t } = useTranslation();
  const id = useId();
  const [text, setText] = useState('');
  const [problem, setProblem] = useState('');
  const add = () => {
    const name = text.trim();
    if (!name) return;
    // The contract's rule for free text (the server would refuse the same name with a 400).
    if (hasControlChars(name)) {
      setProblem(t('market.registry.districts.controlChars'));
      return;
    }
    setProblem('');
    // A typed name that differs only in case from a known one becomes the known spelling.
    const known = REGISTRY_DISTRICT_NAMES.find((d) => d.toLowerCase() === name.toLowerCase()) ?? name;
    if (!value.includes(known)) onChange([...value, known]);
    setText('');
  };

  return (
    <fieldset className="min-w-0 space-y-2">
      <legend className="mb-1 block text-sm font-medium text-slate-700">{t('market.registry.districts.legend')}</legend>
      {value.length > 0 ? (
        <ul className="flex flex-wrap gap-2" aria-label={t('market.registry.districts.chosen')}>
          {value.map((d) => (
            <li key={d} className="inline-flex items-center gap-1 rounded-full bg-brand-50 py-0.5 ps-3 pe-1 text-sm text-brand-800">
              <AsSent>{d}</AsSent>
              <button
                type="button"
                className="rounded-full px-1.5 text-brand-800 hover:bg-brand-100"
                aria-label={t('market.registry.districts.remove', { name: d })}
                onClick={() => onChange(value.filter((v) => v !== d))}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-slate-600">{t('market.registry.districts.all')}</p>
      )}
      <div className="flex gap-2">
        <label htmlFor={`${id}-input`} className="sr-only">
          {t('market.registry.districts.add')}
        </label>
        <input
          id={`${id}-input`}
          list={`${id}-list`}
          value={text}
          onChange={(e) => {
            setText(e.target.value);
            setProblem('');
          }}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${id}-problem` : undefined}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              add();
            }
          }}
          placeholder={t('market.registry.districts.placeholder')}
          className="w-64 rounded-md border border-slate-300 bg-white px-3 py-2 text-sm shadow-sm"
          autoComplete="off"
        />
        <datalist id={`${id}-list`}>
          {REGISTRY_DISTRICT_NAMES.filter((d) => !value.includes(d)).map((d) => (
            <option key={d} value={d} />
          ))}
        </datalist>
        <button type="button" onClick={add} className="rounded border border-slate-300 px-3 py-2 text-sm font-medium hover:bg-slate-50">
          {t('market.registry.districts.addButton')}
        </button>
      </div>
      {problem && (
        <p id={`${id}-problem`} className="text-xs text-red-700">
          {problem}
        </p>
      )}
    </fieldset>
  );
}
