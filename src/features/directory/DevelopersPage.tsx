/**
 * Developers of one emirate (`/developers`, over `/real-estate-developer`): emirate selector and
 * paging. Descriptions arrive as HTML and are rendered sanitised (see SafeHtml).
 */
import { getRouteApi } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../lib/i18n/react.ts';
import { DEVELOPER_LOCATIONS, type Developer } from '../../contract/index.ts';
import { EmptyState } from '../../components/states.tsx';
import { valueKey } from '../../lib/i18n/value-sets.ts';
import { apiQuery } from '../../lib/queries.ts';
import { defaultParam } from '../../lib/url-search.ts';
import { ValueSelect, optionsOf } from '../../components/form/index.ts';
import { DeveloperCard } from './DeveloperCard.tsx';
import { useHasNextPage } from '../../lib/use-has-next-page.ts';
import { ResultList } from './ResultList.tsx';

const route = getRouteApi('/developers');
const DEFAULT_EMIRATE = defaultParam('real-estate-developer', 'location');

export function DevelopersPage() {
  const { t } = useTranslation();
  const query = route.useSearch();
  const navigate = route.useNavigate();
  const emirate = query.location ?? DEFAULT_EMIRATE;
  const page = query.page ?? 1;
  const result = useQuery(apiQuery('real-estate-developer', query));
  const hasNext = useHasNextPage('real-estate-developer', query, result.data?.data.length);
  const emirateLabel = t(valueKey('developerLocation', emirate));

  return (
    <section aria-labelledby="developers-title" className="space-y-4">
      <div>
        <h1 id="developers-title" className="text-2xl font-semibold">
          {t('directory.developers.title')}
        </h1>
        <p className="text-slate-600">{t('directory.developers.intro')}</p>
      </div>
      <div role="search" aria-label={t('directory.developers.filtersLabel')} className="rounded-lg border border-slate-200 bg-white p-4">
        <ValueSelect
          className="max-w-xs"
          label={t('directory.developers.emirate')}
          options={optionsOf(DEVELOPER_LOCATIONS, (v) => t(valueKey('developerLocation', v)))}
          value={emirate}
          onChange={(location) => void navigate({ search: (prev) => ({ ...prev, location, page: undefined }) })}
        />
      </div>
      <section aria-labelledby="developers-results-title" className="space-y-3">
        <h2 id="developers-results-title" className="text-lg font-semibold">
          {t('directory.developers.resultsTitle', { emirate: emirateLabel })}
        </h2>
        <ResultList<Developer>
          result={result}
          noun="developers"
          page={page}
          hasNext={hasNext}
          listClassName="grid grid-cols-1 gap-4 md:grid-cols-2"
          getKey={(d) => d.id}
          renderItem={(d) => <DeveloperCard developer={d} emirate={emirate} />}
          empty={
            <EmptyState title={t('directory.developers.empty', { emirate: emirateLabel })}>
              {t('directory.developers.emptyHint')}
            </EmptyState>
          }
        />
      </section>
    </section>
  );
}
