/** The directory pages' simple / detailed view switch. */
import { useId } from 'react';
import { useTranslation } from '../../lib/i18n/react.ts';

/** Simple / detailed view switch: two toggle buttons, the pressed one is the current view. */
export function ViewToggle({
  detailed,
  onChange,
  detailedHint,
}: {
  detailed: boolean;
  onChange: (detailed: boolean) => void;
  detailedHint: string;
}) {
  const { t } = useTranslation();
  const hintId = useId();
  const button = (on: boolean, text: string) => (
    <button
      type="button"
      aria-pressed={detailed === on}
      onClick={() => onChange(on)}
      className={`px-3 py-2 text-sm font-medium ${detailed === on ? 'bg-brand-700 text-white' : 'bg-white text-slate-700 hover:bg-slate-50'}`}
      aria-describedby={on ? hintId : undefined}
    >
      {text}
    </button>
  );
  return (
    <div>
      <span className="mb-1 block text-sm font-medium text-slate-700" id={`${hintId}-label`}>
        {t('directory.filters.view')}
      </span>
      <div
        role="group"
        aria-labelledby={`${hintId}-label`}
        className="inline-flex overflow-hidden rounded-md border border-slate-300 shadow-sm"
      >
        {button(false, t('directory.filters.simple'))}
        {button(true, t('directory.filters.detailed'))}
      </div>
      <span id={hintId} className="sr-only">
        {detailedHint}
      </span>
    </div>
  );
}
