/**
 * A search by area in words: its places named in a heading ("in Dubai Marina, JLT and 1 more"),
 * the places the data does not name said above the page, and under the results status how many
 * places were searched and, per place, whether it has more (the service gives no totals).
 */
import { Trans } from '../../lib/i18n/Trans.tsx';
import { useTranslation } from '../../lib/i18n/react.ts';
import { UnknownPlaceNotice } from '../../components/LinkNotice.tsx';
import { namedTogether, useKnownNames } from '../../lib/names.ts';
import { placeListWords } from '../../lib/place-list.ts';
import type { PlaceState } from './use-listing-pages.ts';

/** The data's names keep their own direction and are not translated. */
const NAMES = { p1: <bdi translate="no" />, p2: <bdi translate="no" /> };

/** The places named in a sentence, once the data names each (or says it does not); null before. */
export function PlaceNames({ ids }: { ids: readonly string[] }) {
  const names = namedTogether(useKnownNames('location', ids));
  if (!names) return null;
  const { key, values } = placeListWords(names);
  return <Trans i18nKey={`shell.location.places.${key}`} values={values} components={NAMES} />;
}

/** Each place of the search the data has not named (after the answers passing had their chance). */
export function UnknownPlaces({ ids }: { ids: readonly string[] }) {
  const states = useKnownNames('location', ids);
  return <>{ids.map((id, i) => (states[i]?.unknown ? <UnknownPlaceNotice key={id} id={id} /> : null))}</>;
}

/** "Searched 3 places: Dubai Marina, more to load; JLT, all shown; JBR, no results." */
export function PlacesSearched({ places }: { places: readonly { id: string; state: PlaceState }[] }) {
  const { t } = useTranslation();
  const states = useKnownNames(
    'location',
    places.map((p) => p.id),
  );
  return (
    <p className="text-sm text-slate-600" data-testid="places-searched">
      {t('listings.places.searched', { count: places.length })}{' '}
      {places.map((p, i) => (
        <span key={p.id} data-place={p.id}>
          {i > 0 && t('listings.places.separator')}
          <Trans
            i18nKey="listings.places.item"
            values={{
              name: states[i]?.known?.name ?? t('shell.location.notKnownChip', { id: p.id }),
              state: t(`listings.places.state.${p.state}`),
            }}
            components={NAMES}
          />
        </span>
      ))}
      {t('listings.places.end')}
    </p>
  );
}
