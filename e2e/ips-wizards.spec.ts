import { expect, test } from '@playwright/test';
import { expectNoSeriousViolations } from './support/a11y.ts';
import { loginAs } from './support/login.ts';
import { asOwner } from './support/users.ts';

test('an IPS engineer sets up a programme per SX000i in the wizard hub, saves it and opens the PBS and S1000D set-ups filled in', async ({
  page,
}) => {
  const engineer = await loginAs(page, 'ips-engineer');
  await page.getByRole('link', { name: 'IPS Wizards' }).first().click();
  await expect(page).toHaveURL(/\/tools\/ips-wizards$/);
  await expect(page.getByRole('heading', { name: 'IPS Wizards', level: 1 })).toBeVisible();
  const s1000dWizards = page.getByRole('region', { name: 'S1000D wizards' });
  await expect(s1000dWizards.getByRole('listitem')).toHaveCount(14);
  await expect(s1000dWizards.getByRole('link', { name: 'Budget Calculator' })).toHaveAttribute(
    'href',
    '/tools/wizards/s1000d/budget-calculator',
  );

  const setup = page.getByRole('region', { name: 'IPS programme set-up (SX000i)' });
  const next = setup.getByRole('button', { name: 'Next' });
  await next.click();
  await expect(setup.getByRole('alert')).toHaveText('Enter the programme name.Enter the product.');
  await setup.getByLabel('Programme name').fill('Bike programme');
  await setup.getByLabel('Product', { exact: true }).fill('Mountain bike');
  await setup.getByLabel('Model identification code (S1000D)').fill('bike');
  await next.click();

  await expect(setup.getByRole('group', { name: 'Specifications' })).toBeVisible();
  await expect(setup.getByLabel(/^SX000i/)).toBeDisabled();
  await setup.getByLabel(/^S1000D/).check();
  await next.click();

  await setup.getByLabel(/^Technical data/).check();
  await setup.getByLabel(/^Supply support/).check();
  await expect(setup.getByRole('note')).toContainText('S2000M, for supply support');
  await setup.getByRole('button', { name: 'Add S2000M' }).click();
  await expect(setup.getByRole('note')).toHaveCount(0);
  await next.click();

  await next.click();
  await expect(setup.getByRole('alert')).toContainText(
    'Name who is responsible for technical data.',
  );
  await setup.getByLabel('Responsible for technical data').fill('Bike Co pubs');
  await setup.getByLabel('Responsible for supply support').fill('Spares Ltd');
  await next.click();

  await expect(setup.getByRole('list', { name: 'Responsible parties' })).toContainText(
    'Spares Ltd: supply support',
  );
  await setup.getByRole('button', { name: 'Save as an IPS project' }).click();
  await expect(setup.getByRole('status')).toContainText('Saved.');
  const [saved] = await asOwner((repos) => repos.ipsProjects.listOwned(engineer.uid));
  expect(saved).toMatchObject({
    name: 'Bike programme',
    fields: {
      product: 'Mountain bike',
      specifications: ['SX000i', 'S1000D', 'S2000M'],
      team: [
        { name: 'Spares Ltd', role: 'Responsible for supply support' },
        { name: 'Bike Co pubs', role: 'Responsible for technical data' },
      ],
    },
  });
  await expectNoSeriousViolations(page);

  const s1000dSetup = await setup
    .getByRole('link', { name: 'Open the S1000D project set-up' })
    .getAttribute('href');
  await setup.getByRole('link', { name: 'Open the PBS set-up' }).click();
  await expect(page.getByRole('heading', { name: 'Create PBS' })).toBeVisible();
  await expect(page.getByLabel('Project name')).toHaveValue('Mountain bike PBS');
  await expect(page.getByLabel('Product', { exact: true })).toHaveValue('Mountain bike');

  await page.goto(s1000dSetup!);
  await expect(page.getByLabel('Project name')).toHaveValue(
    'Bike programme technical publications',
  );
  await expect(page.getByLabel('Model identification codes (comma-separated)')).toHaveValue('BIKE');
  await expect(page.getByLabel('Responsible partner company name')).toHaveValue('Bike Co pubs');
});
