/**
 * The listing filter form and the URL: the URL is the truth, so Back, Forward or a pasted link
 * reset the form (drafts included) to the URL's values; a bad entry gets its message next to its
 * field and never reaches the URL or the service. Chromium: the desktop layout (filters folded
 * into a line once a search runs, opened here; media queries real), typing and Enter as a person
 * does them.
 */
import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { installFakeApi, ok, type FakeApi } from '../../testing/fake-api.ts';
import { listing, many } from '../../testing/fixtures.ts';
import { renderApp } from '../../testing/render-app.tsx';

const START = '/buy?location_id=50';

function listingsApi(): FakeApi {
  const api = installFakeApi();
  api.on('search-buy', () => ok('search-buy', many(5, 1, listing)));
  return api;
}

async function openBuy(url = START) {
  const app = await renderApp(url);
  const { screen } = app;
  await screen.getByRole('button', { name: /^Edit filters/ }).click();
  const form = screen.getByRole('search', { name: 'Filters' });
  const fields = {
    form,
    priceMin: form.getByLabelText('Price (AED), minimum'),
    priceMax: form.getByLabelText('Price (AED), maximum'),
    sort: form.getByLabelText('Sort by'),
    apply: form.getByRole('button', { name: 'Apply filters' }),
  };
  await expect.element(screen.getByText('Listing 1')).toBeVisible();
  return { ...app, ...fields };
}

/** The URL's query parameters, as the address bar shows them. */
const searchOf = (router: Awaited<ReturnType<typeof renderApp>>['router']) =>
  Object.fromEntries(new URLSearchParams(router.state.location.searchStr));

describe('listing filters and the URL', () => {
  it('fold into one line of what is set once a search runs, and open in place', async () => {
    listingsApi();
    const { screen } = await renderApp(`${START}&property_type=villa&bedrooms=3,4&price_max=5000000&sort=price_asc`);
    await expect.element(screen.getByText('Listing 1')).toBeVisible();
    const toggle = screen.getByRole('button', { name: 'Edit filters (3)' });
    await expect.element(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect.element(screen.getByText('Villa · Bedrooms: 3, 4 · Price (AED): up to 5M · Sort by: Price (low to high)')).toBeVisible();
    // The form is there (its drafts kept) but folded away, so the results start near the top.
    await expect.element(screen.getByRole('search', { name: 'Filters', includeHidden: true })).not.toBeVisible();

    await toggle.click();
    await expect.element(screen.getByRole('button', { name: 'Hide filters (3)' })).toHaveAttribute('aria-expanded', 'true');
    await expect.element(screen.getByRole('search', { name: 'Filters' }).getByLabelText('Property type')).toHaveValue('villa');
  });

  it('show in full while no place is chosen', async () => {
    listingsApi();
    const { screen } = await renderApp('/buy');
    await expect.element(screen.getByRole('search', { name: 'Filters' }).getByLabelText('Sort by')).toBeVisible();
    expect(screen.getByRole('button', { name: /filters/ }).elements()).toHaveLength(1);
  });

  it('applies typed amounts with Enter, and Back puts the form back to the URL it returns to', async () => {
    listingsApi();
    const { router, priceMin, priceMax } = await openBuy();
    await userEvent.fill(priceMin, '500000');
    await userEvent.fill(priceMax, '2,000,000');
    await userEvent.keyboard('{Enter}');
    await expect.poll(() => searchOf(router)).toMatchObject({ price_min: '500000', price_max: '2000000' });

    router.history.back();
    await expect.poll(() => searchOf(router).price_min).toBeUndefined();
    await expect.element(priceMin).toHaveValue('');
    await expect.element(priceMax).toHaveValue('');

    router.history.forward();
    await expect.element(priceMin).toHaveValue('500000');
    await expect.element(priceMax).toHaveValue('2000000');
  });

  it('a select applies at once; Back restores its default', async () => {
    const api = listingsApi();
    const { router, sort } = await openBuy();
    await expect.element(sort).toHaveValue('newest');
    await sort.selectOptions('price_asc');
    await expect.poll(() => searchOf(router).sort).toBe('price_asc');
    await expect.poll(() => api.callsTo('search-buy').some((q) => q.get('sort') === 'price_asc')).toBe(true);
    router.history.back();
    await expect.element(sort).toHaveValue('newest');
  });

  it('an unapplied draft gives way to the URL when the URL changes', async () => {
    listingsApi();
    const { router, priceMin } = await openBuy(`${START}&price_min=300000`);
    await expect.element(priceMin).toHaveValue('300000');
    await userEvent.fill(priceMin, '123');
    // A pasted link (or Back) to another search: the draft is not the search any more.
    await router.navigate({ href: `${START}&price_min=700000` });
    await expect.element(priceMin).toHaveValue('700000');
  });

  it('bad amounts get their messages next to their fields and stay out of the URL and the requests', async () => {
    const api = listingsApi();
    const { router, form, priceMin, priceMax, apply } = await openBuy();
    const asked = api.calls.length;
    await userEvent.fill(priceMin, '-5');
    await userEvent.fill(priceMax, '12abc');
    await apply.click();

    await expect.element(form.getByText('Must not be negative.')).toBeVisible();
    await expect.element(form.getByText('Enter a number, e.g. 2,500,000, 2.5M or 750k.')).toBeVisible();
    for (const [field, message] of [
      [priceMin, 'Must not be negative.'],
      [priceMax, 'Enter a number, e.g. 2,500,000, 2.5M or 750k.'],
    ] as const) {
      const input = field.element();
      await expect.element(field).toHaveAttribute('aria-invalid', 'true');
      // Tied to the field for screen readers, and shown beside it (in the field's own box).
      const describedBy = document.getElementById(input.getAttribute('aria-describedby') ?? '');
      expect(describedBy?.textContent).toBe(message);
      expect(input.parentElement?.contains(describedBy ?? null)).toBe(true);
    }
    expect(searchOf(router).price_min).toBeUndefined();
    expect(api.calls.length).toBe(asked);

    // Fixed, the search applies and the messages go.
    await userEvent.fill(priceMin, '100');
    await userEvent.fill(priceMax, '900');
    await apply.click();
    await expect.poll(() => searchOf(router)).toMatchObject({ price_min: '100', price_max: '900' });
    await expect.element(form.getByText('Must not be negative.')).not.toBeInTheDocument();
    await expect.element(priceMin).not.toHaveAttribute('aria-invalid');
  });

  it('reads figures as people type them, says what it understood as they type, and keeps their text once applied', async () => {
    const api = listingsApi();
    const { router, form, priceMin, priceMax, apply } = await openBuy();
    await userEvent.fill(priceMin, '2,500,000');
    await userEvent.fill(priceMax, '3.5M');
    // Beside each field as it is typed, and read with it by screen readers.
    await expect.element(form.getByText('= AED 2,500,000')).toBeVisible();
    await expect.element(form.getByText('= AED 3,500,000')).toBeVisible();
    const note = document.getElementById(priceMax.element().getAttribute('aria-describedby') ?? '');
    expect(note?.textContent).toBe('= AED 3,500,000');
    await apply.click();
    // The URL and the service get plain digits; the fields keep what was typed.
    await expect.poll(() => searchOf(router)).toMatchObject({ price_min: '2500000', price_max: '3500000' });
    await expect.poll(() => api.callsTo('search-buy').some((q) => q.get('price_max') === '3500000')).toBe(true);
    await expect.element(priceMax).toHaveValue('3.5M');
    await expect.element(priceMin).toHaveValue('2,500,000');

    // Half typed or wrong: no reading is shown, and Apply says what is wrong and keeps the text.
    await userEvent.fill(priceMax, '3,5M');
    await expect.element(form.getByText('= AED 3,500,000')).not.toBeInTheDocument();
    await apply.click();
    await expect.element(form.getByText('Use a point for decimals: 3.5, not 3,5.')).toBeVisible();
    await expect.element(priceMax).toHaveValue('3,5M');
    expect(searchOf(router).price_max).toBe('3500000');
  });

  it('an inverted range is named on the field and stays out of the URL', async () => {
    listingsApi();
    const { router, form, priceMin, priceMax, apply } = await openBuy();
    await userEvent.fill(priceMin, '900000');
    await userEvent.fill(priceMax, '100000');
    await apply.click();
    await expect.element(form.getByText('The minimum is above the maximum.')).toBeVisible();
    expect(searchOf(router).price_min).toBeUndefined();
  });
});
