import { Link } from '@tanstack/react-router';

export function NotFound({ what = 'page' }: { what?: string }) {
  return (
    <section aria-labelledby="nf-title" className="mx-auto max-w-xl py-16 text-center">
      <p className="text-sm font-semibold text-brand-700">404</p>
      <h1 id="nf-title" className="mt-2 text-2xl font-semibold">
        We could not find that {what}
      </h1>
      <p className="mt-2 text-slate-600">The link may be old, or the address mistyped.</p>
      <Link to="/" className="mt-6 inline-block rounded bg-brand-700 px-4 py-2 font-medium text-white hover:bg-brand-800">
        Go to the home page
      </Link>
    </section>
  );
}
