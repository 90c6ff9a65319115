/**
 * /market: choose a location once, then open any of the analyses for it. The location travels in
 * the links, so each view opens ready and its URL can be shared.
 */
import { Link, getRouteApi } from '@tanstack/react-router';
import { LocationAutocomplete } from '../../components/LocationAutocomplete.tsx';

const route = getRouteApi('/market/');

export function MarketOverview() {
  const { location_id, location_name } = route.useSearch();
  const navigate = route.useNavigate();
  const location = location_id ? { id: location_id, name: location_name ?? `Location ${location_id}` } : null;
  const search = location ? { location_id: location.id, location_name: location.name } : {};

  return (
    <section aria-labelledby="market-title" className="space-y-6">
      <header className="space-y-1">
        <h1 id="market-title" className="text-2xl font-semibold">Market</h1>
        <p className="max-w-3xl text-sm text-slate-600">
          What prices do, what really sold and rented, and what the Abu Dhabi registry recorded.
        </p>
      </header>
      <LocationAutocomplete
        className="max-w-md"
        value={location}
        onChange={(picked) => void navigate({ search: picked ? { location_id: picked.id, location_name: picked.name } : {} })}
      />
      <ul className="grid gap-4 md:grid-cols-3" aria-label="Market analyses">
        <li className="rounded-lg border border-slate-200 bg-white p-4">
          <h2 className="text-lg font-semibold">
            <Link to="/market/trends" search={search} className="text-brand-700 hover:underline">Price trend</Link>
          </h2>
          <p className="mt-1 text-sm text-slate-600">
            Twelve months of community and tower price levels per bedroom category, and the tower&apos;s premium or discount.
          </p>
        </li>
        <li className="rounded-lg border border-slate-200 bg-white p-4">
          <h2 className="text-lg font-semibold">
            <Link to="/market/transactions" search={search} className="text-brand-700 hover:underline">Transactions</Link>
          </h2>
          <p className="mt-1 text-sm text-slate-600">
            What sold and rented: medians, spread, momentum, prices by bedrooms, gross yields and the records as CSV.
          </p>
        </li>
        <li className="rounded-lg border border-slate-200 bg-white p-4">
          <h2 className="text-lg font-semibold">
            <Link to="/market/registry" className="text-brand-700 hover:underline">Abu Dhabi registry</Link>
          </h2>
          <p className="mt-1 text-sm text-slate-600">
            Sales recorded by the Abu Dhabi real estate registry, by district, property type and date.
          </p>
        </li>
      </ul>
      {!location && <p className="text-sm text-slate-600">Choose a location to open the price trend and transactions for it.</p>}
    </section>
  );
}
