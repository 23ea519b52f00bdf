import { expect, test } from '@playwright/test';
import { expectAccessible } from './axe';
import { adminApi, call } from './catalog-api';
import { deliveredMonstera, query } from './claims';
import { pngFile } from './test-files';

test('a customer reports a damaged plant with a photo, and answers the shop’s request for more', async ({
  page,
  baseURL,
}) => {
  const api = await adminApi(baseURL ?? '');
  const orderId = await deliveredMonstera(page, api);

  await page.goto(`/order/${orderId}`);
  const guarantee = page.getByRole('region', { name: '7-Day Guarantee' });
  await guarantee.getByRole('button', { name: 'Report a problem' }).click();
  const report = guarantee.getByRole('form', { name: 'Report a problem' });
  await report.getByRole('combobox', { name: /Monstera Deliciosa \(Small\): how many/ }).selectOption('1');
  await report.getByRole('combobox', { name: 'What happened?' }).selectOption({ label: 'Arrived damaged' });
  await report
    .getByRole('textbox', { name: 'Tell us about it' })
    .fill('The stem snapped in transit and the pot is cracked.');
  // No photo yet: the report is refused, saying why, and nothing is recorded.
  await report.getByRole('button', { name: 'Send report' }).click();
  await expect(report.getByText('Please add 1 to 5 photos').first()).toBeVisible();

  await report.getByLabel('Photos').setInputFiles(pngFile('snapped-stem.png'));
  await expect(
    report.getByRole('list', { name: 'Photos added' }).getByRole('img', { name: 'Upload 1' }),
  ).toBeVisible();
  await report.getByRole('button', { name: 'Send report' }).click();
  await expect(page.getByText('We have your report: we review every claim within 24 hours')).toBeVisible();

  const claim = guarantee.getByRole('article');
  await expect(
    claim.getByRole('heading', { name: 'Arrived damaged: 1 × Monstera Deliciosa (Small)' }),
  ).toBeVisible();
  await expect(claim.getByText('Under review: we reply within 24 hours')).toBeVisible();
  await expect(claim.getByText('The stem snapped in transit and the pot is cracked.')).toBeVisible();
  await expect(claim.getByRole('img', { name: 'What you sent, 1 of 1' })).toBeVisible();
  await expectAccessible(page, `/order/${orderId}`);
  const { claims } = await query<{ claims: { claimId: string }[] }>(page, 'claims.ofOrder', { orderId });
  const claimId = claims[0]?.claimId;
  await call(api, 'admin.claims.requestPhotos', {
    orderId,
    claimId,
    message: 'Please photograph where the stem broke.',
  });
  await api.dispose();

  await page.reload();
  await expect(claim.getByText('We need more photos from you')).toBeVisible();
  await expect(
    claim.getByText('We asked for more photos: Please photograph where the stem broke.'),
  ).toBeVisible();
  const answer = claim.getByRole('form', { name: 'Send more photos' });
  await answer.getByLabel('Photos').setInputFiles(pngFile('break.png'));
  await expect(answer.getByRole('img', { name: 'Upload 1' })).toBeVisible();
  await answer.getByRole('textbox', { name: 'Anything to add?' }).fill('Here is the break, close up.');
  await answer.getByRole('button', { name: 'Send photos' }).click();
  await expect(page.getByText('Photos sent: we review them within 24 hours')).toBeVisible();
  await expect(claim.getByText('Under review: we reply within 24 hours')).toBeVisible();
  await expect(claim.getByText('You sent more photos: Here is the break, close up.')).toBeVisible();
});
