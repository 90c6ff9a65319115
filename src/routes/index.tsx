import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { useTranslation } from '../lib/i18n/react.ts';
import { LocationAutocomplete } from '../components/LocationAutocomplete.tsx';
import { usePickLocation } from '../components/location-name.ts';
import { NavList } from '../components/layout/NavList.tsx';

export const Route = createFileRoute('/')({ staticData: { title: '' }, component: Home });

function Home() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const remember = usePickLocation();
  return (
    <div className="space-y-10">
      <section
        aria-labelledby="home-title"
        className="rounded-2xl bg-gradient-to-br rtl:bg-gradient-to-bl from-brand-700 to-brand-800 px-6 py-12 text-white"
      >
        <h1 id="home-title" className="text-3xl font-semibold">
          {t('shell.home.title')}
        </h1>
        <p className="mt-2 max-w-xl text-brand-50">{t('shell.home.intro')}</p>
        <div className="mt-6 max-w-lg rounded-lg bg-white p-4 text-slate-900">
          <LocationAutocomplete
            label={t('shell.home.where')}
            value={null}
            onChange={(picked) => {
              if (!picked) return;
              remember(picked);
              void navigate({ to: '/buy', search: { location_id: picked.id } });
            }}
          />
        </div>
      </section>
      <nav aria-label={t('shell.layout.explore')}>
        <NavList
          pathname="/"
          listClassName="grid gap-3 sm:grid-cols-2 lg:grid-cols-5"
          linkClassName={() => 'block rounded-lg border border-slate-200 bg-white p-4 font-medium hover:border-brand-600'}
        />
      </nav>
    </div>
  );
}
