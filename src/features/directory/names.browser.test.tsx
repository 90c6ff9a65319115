/**
 * An agent's page opened by a link shows the name, photo and facts the data gives the id, never
 * the ones the link carries (`?name=Fake Agent - call +971…&broker=Scam Realty`).
 */
import { describe, expect, it } from 'vitest';
import { fail, installFakeApi, ok } from '../../testing/fake-api.ts';
import { renderApp } from '../../testing/render-app.tsx';

const CRAFTED = '/agents/344469?name=Fake%20Agent%20-%20call%20%2B971500000000&broker=Scam%20Realty&photo=%2Fmedia%2Fx.svg';

describe("an agent's page: names from the data", () => {
  it('shows the name the data gives, and nothing the link says', async () => {
    const api = installFakeApi();
    api.on('agent-properties', () => ok('agent-properties', []));
    api.name('agent', '344469', 'Sara Khan');
    const { screen } = await renderApp(CRAFTED);
    await expect.element(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Sara Khan');
    expect(document.body.textContent).not.toMatch(/Fake Agent|Scam Realty|\+971500000000/);
  });

  it('an agent the data has not named: the id, and a plain word that the name is not known', async () => {
    const api = installFakeApi();
    api.on('agent-properties', () => ok('agent-properties', []));
    const { screen } = await renderApp(CRAFTED);
    await expect.element(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Agent 344469');
    await expect.element(screen.getByText(/has not named this agent to us yet/)).toBeVisible();
    expect(document.body.textContent).not.toMatch(/Fake Agent|Scam Realty/);
  });

  it('an id the data never named and the service does not know is not found, not a profile', async () => {
    const api = installFakeApi();
    api.on('agent-properties', () => fail('not_found'));
    const { screen } = await renderApp('/agents/99999999');
    await expect.element(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Agent not found');
    expect(document.body.textContent).not.toMatch(/Agent 99999999/);
  });
});
