/**
 * Developers and new projects have pages of their own: a developer's profile and its projects
 * (each emirate's found among a stated number of that emirate's new projects), a project's every
 * field, photos and map; linked from developer cards, project cards, map pins and each other; in
 * English and Arabic; an id no list names is "not found", said plainly.
 */
import type { APIRequestContext } from '@playwright/test';
import { drawCharts, englishLeft, expect, test } from './support.ts';

interface DeveloperRecord {
  id: string;
  name: string;
  num_projects_online: number;
}
interface ProjectRecord {
  listing_id: string;
  name: string;
  developer_name: string;
  location: { full_name: string };
}

async function dataOf<T>(request: APIRequestContext, path: string): Promise<T[]> {
  return ((await (await request.get(path)).json()) as { data: T[] }).data;
}

test.describe('developer pages', () => {
  test("a developer card opens the developer's page: profile, emirates, its projects found among a stated sample, each opening its project", async ({
    page,
    request,
  }) => {
    const [developer] = await dataOf<DeveloperRecord>(request, '/api/real-estate-developer?location=dubai');
    await page.goto('/developers');
    const card = page.getByTestId('developer-card').filter({ hasText: developer!.name });
    await card.getByRole('link', { name: developer!.name, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/developers/${developer!.id}\\?location=dubai$`));
    await expect(page.getByRole('heading', { level: 1, name: developer!.name })).toBeVisible();
    await expect(page.getByTestId('developer-online')).toHaveText(`${developer!.num_projects_online} projects online`);
    await expect(page.getByTestId('developer-emirates')).toContainText('Dubai');

    const dubai = page.getByRole('region', { name: 'In Dubai' });
    // The sample is named: how many were found among how many of the emirate's new projects.
    await expect(dubai.getByTestId('developer-projects-sample')).toHaveText(
      /^\d+ found among the first 60 new projects in Dubai; more are listed there\.$/,
    );
    const rows = dubai.getByTestId('developer-project');
    await expect(rows.first()).toBeVisible();
    const before = await rows.count();
    await dubai.getByRole('button', { name: 'Look further in Dubai' }).click();
    await expect(dubai.getByTestId('developer-projects-sample')).toHaveText(/^\d+ found among the first 120 new projects in Dubai/);
    expect(await rows.count()).toBeGreaterThanOrEqual(before);

    const first = rows.first().getByRole('link');
    const projectName = await first.innerText();
    await first.click();
    await expect(page).toHaveURL(/\/new-projects\/[\w-]+\?location_id=\d+/);
    await expect(page.getByRole('heading', { level: 1, name: projectName })).toBeVisible();
    // The project links back to its developer.
    await page.getByTestId('project-developer').getByRole('link', { name: developer!.name }).click();
    await expect(page).toHaveURL(new RegExp(`/developers/${developer!.id}`));
    await expect(page.getByRole('heading', { level: 1, name: developer!.name })).toBeVisible();
  });

  test('in Arabic: the profile and the sample in Arabic, no English left but the data’s names', async ({ page, request }) => {
    const [developer] = await dataOf<DeveloperRecord>(request, '/api/real-estate-developer?location=abu-dhabi');
    await page.goto(`/developers/${developer!.id}?location=abu-dhabi&lang=ar`);
    await expect(page.getByRole('heading', { level: 1, name: developer!.name })).toBeVisible();
    await expect(page.getByTestId('developer-emirates')).toContainText('أبوظبي');
    await expect(page.getByTestId('developer-projects-sample').first()).toContainText(/^وُجد [\d٠-٩]+ من بين/);
    await expect(page.getByRole('heading', { level: 2, name: 'المشاريع' })).toBeVisible();
    expect(await englishLeft(page)).toEqual([]);
  });

  test('an id no developer list names is not found, said plainly; a malformed one is not a developer link', async ({ page }) => {
    await page.goto('/developers/00000000-0000-0000-0000-000000000000');
    await expect(page.getByRole('heading', { level: 1, name: 'Developer not found' })).toBeVisible();
    await expect(page.getByTestId('developer-not-found')).toHaveText(
      /No emirate’s developer list names this developer \(up to 5 pages of each were read\)/,
    );
    await page.goto('/developers/not%20an%20id!?lang=ar');
    await expect(page.getByRole('heading', { level: 1, name: 'هذا ليس رابط مطوّر صالحًا' })).toBeVisible();
  });
});

test.describe('project pages', () => {
  test('a project card opens the project: every field of the record, photos, the map at its community, the developer linked', async ({
    page,
    request,
  }) => {
    const [project] = await dataOf<ProjectRecord>(request, '/api/search-new-projects?location_id=50');
    await page.goto('/new-projects?location_id=50');
    const card = page.getByTestId('project-card').filter({ hasText: project!.name }).first();
    await card.getByRole('link', { name: project!.name }).click();
    await expect(page).toHaveURL(new RegExp(`/new-projects/${project!.listing_id}\\?location_id=50`));
    await expect(page.getByRole('heading', { level: 1, name: project!.name })).toBeVisible();
    await expect(page.getByTestId('project-price')).toHaveText(/^From AED [\d,]+/);
    await expect(page.getByTestId('project-developer')).toContainText(project!.developer_name);
    await expect(page.getByTestId('project-delivery')).toContainText(/\d{1,2} [A-Z][a-z]{2} \d{4}/);
    await expect(page.getByTestId('project-sales-start')).toContainText(/\d{1,2} [A-Z][a-z]{2} \d{4}/);
    await expect(page.getByTestId('project-phase')).toContainText(/Under construction|Ready|Not started/);
    await expect(page.getByTestId('project-beds')).toContainText(/beds|Studio/);
    await expect(
      page
        .getByRole('region', { name: 'Photos' })
        .or(page.getByRole('group', { name: 'Photos' }))
        .first(),
    ).toBeVisible();
    // The small map is drawn once it nears the viewport.
    await drawCharts(page);
    await expect(page.locator('.leaflet-container')).toBeVisible();
    await expect(page.getByTestId('project-map-note')).toHaveText(
      'Shown at Dubai Marina, its community: the project’s record gives no exact position.',
    );
    await expect(page.getByTestId('project-developer').getByRole('link', { name: project!.developer_name })).toHaveAttribute(
      'href',
      /^\/developers\/[\w-]+\?location=dubai$/,
    );
  });

  test('a map pin opens the project page too', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/new-projects?location_id=50');
    const pin = page.locator('.leaflet-marker-icon[data-id]').first();
    await expect(pin).toBeVisible();
    await pin.click();
    await expect(page.locator('a.map-popup__link').first()).toHaveAttribute('href', /^\/new-projects\/[\w-]+\?location_id=50$/);
  });

  test('in Arabic: the facts named in Arabic, no English left but the data’s names', async ({ page, request }) => {
    const [, project] = await dataOf<ProjectRecord>(request, '/api/search-new-projects?location_id=50');
    await page.goto(`/new-projects/${project!.listing_id}?location_id=50&lang=ar`);
    await expect(page.getByRole('heading', { level: 1, name: project!.name })).toBeVisible();
    await expect(page.getByText('بدء البيع')).toBeVisible();
    await expect(page.getByTestId('project-price')).toContainText('ابتداءً من');
    await expect(page.getByTestId('project-map-note')).toContainText('لا يذكر سجل المشروع موقعًا دقيقًا');
    expect(await englishLeft(page)).toEqual([]);
  });

  test('a project a search no longer holds, or a link with no place, is not found, said plainly', async ({ page }) => {
    await page.goto('/new-projects/00000000-0000-0000-0000-000000000000?location_id=50');
    await expect(page.getByRole('heading', { level: 1, name: 'Project not found' })).toBeVisible();
    await expect(page.getByTestId('project-not-found')).toHaveText(
      /^It is not among the first \d+ projects of the search this link came from \(up to 5 pages were read\)/,
    );
    await expect(page.getByRole('link', { name: 'See the new projects of this place' })).toHaveAttribute(
      'href',
      '/new-projects?location_id=50',
    );
    await page.goto('/new-projects/00000000-0000-0000-0000-000000000000?lang=ar');
    await expect(page.getByRole('heading', { level: 1, name: 'لم يُعثر على المشروع' })).toBeVisible();
    await expect(page.getByText('لا يذكر هذا الرابط مكان المشروع')).toBeVisible();
  });
});
