import { randomUUID } from 'node:crypto';
import { PRODUCT_NOT_FOUND } from '@verdant/domain/catalog/product';
import { MAIL_QUEUE, ORDERS_QUEUE } from '@verdant/projections/reactions/jobs';
import { describe, expect, it } from 'vitest';
import { eventually } from '../support/processes';
import { useSalesShop } from '../support/sales';

const sales = useSalesShop();
const IN_STOCK_NOW = 'This plant is in stock now';

/** A plant whose stock is counted and sold out: none received yet. */
async function soldOutPlant() {
  const plant = await sales.kit.createProduct({ basePrice: 70_000 });
  const { admin } = sales;
  admin.readAfterWrite(await admin.client.admin.stock.track.mutate({ productId: plant.id, tracked: true }));
  return plant;
}

const receive = (productId: string, quantity: number) =>
  sales.admin.client.admin.stock.receive.mutate({ productId, variantId: null, quantity });

const visitorEmail = () => `waiting.${randomUUID().slice(0, 8)}@example.com`;
const systemContext = () => ({
  correlationId: randomUUID(),
  causationId: randomUUID(),
  actor: { userId: null, role: 'system' as const },
});

/** Waits until the queue's job with this id has run to its end. */
async function jobDone(queue: string, id: string) {
  await eventually(
    async () => (await sales.shop.shop.stores.jobQueue.getJob(queue, id))?.state === 'completed',
    `job ${queue}/${id} did not complete`,
  );
}

/** The orders queue looked, after the delivery at `position`, whether anyone was to be told. */
const lookedAfter = (productId: string, position: string | null) =>
  jobDone(ORDERS_QUEUE, `announce-back-in-stock-${productId}-${position}`);

describe("'Notify me when it's back'", () => {
  it('mails a visitor once when the plant is back, however often they asked and however often it comes back', async () => {
    const fig = await soldOutPlant();
    const email = visitorEmail();
    const visitor = sales.shop.browser();
    await visitor.client.backInStock.ask.mutate({ productId: fig.id, email });
    await visitor.client.backInStock.ask.mutate({ productId: fig.id, email: email.toUpperCase() });
    expect(await sales.shop.shop.stores.mailOutbox.list({ to: email })).toEqual([]);

    await receive(fig.id, 3);

    const [mail, ...more] = await sales.shop.mailTo(email, 1);
    expect(more).toEqual([]);
    expect(mail).toMatchObject({ subject: `${fig.product.name} is back in stock` });
    expect(mail!.text).toContain(`/product/${fig.product.slug}`);

    const again = await receive(fig.id, 2);
    await lookedAfter(fig.id, again.position);
    expect(await sales.shop.shop.stores.mailOutbox.list({ to: email })).toHaveLength(1);
  });

  it('follows a status set by hand for a plant whose stock is not counted', async () => {
    const palm = await sales.kit.createProduct({ basePrice: 90_000, stockStatus: 'out_of_stock' });
    const email = visitorEmail();
    await sales.shop.browser().client.backInStock.ask.mutate({ productId: palm.id, email });

    await sales.kit.changeProduct(palm.id, { ...palm.product, stockStatus: 'low_stock' });

    expect(await sales.shop.mailTo(email, 1)).toHaveLength(1);
  });

  it('refuses a plant in stock, an unknown one and a bad email, keeping nothing', async () => {
    const fern = await sales.kit.createProduct({ basePrice: 40_000 });
    const fig = await soldOutPlant();
    const visitor = sales.shop.browser();
    await sales.kit.refusedWithNothingWritten(
      () => visitor.client.backInStock.ask.mutate({ productId: fern.id, email: visitorEmail() }),
      'CONFLICT',
      IN_STOCK_NOW,
    );
    await sales.kit.refusedWithNothingWritten(
      () => visitor.client.backInStock.ask.mutate({ productId: 'no-such-plant', email: visitorEmail() }),
      'NOT_FOUND',
      PRODUCT_NOT_FOUND,
    );
    await sales.kit.refusedWithNothingWritten(
      () => visitor.client.backInStock.ask.mutate({ productId: fig.id, email: 'not an email' }),
      'BAD_REQUEST',
      'Please enter a valid email address',
    );
  });

  it('keeps the email sealed, and an erased email is neither mailed nor left in the outbox', async () => {
    const fig = await soldOutPlant();
    const erasedFirst = visitorEmail();
    const erasedAfter = visitorEmail();
    const visitor = sales.shop.browser();
    await visitor.client.backInStock.ask.mutate({ productId: fig.id, email: erasedFirst });
    await visitor.client.backInStock.ask.mutate({ productId: fig.id, email: erasedAfter });
    const requests = await sales.shop.recordedEvents('BackInStockRequested');
    expect(JSON.stringify(requests.map((event) => event.data))).not.toContain(erasedFirst);

    await sales.shop.shop.engagement.eraseEmail(erasedFirst, systemContext());
    await receive(fig.id, 1);

    expect(await sales.shop.mailTo(erasedAfter, 1)).toHaveLength(1);
    const firstRequest = requests.find((event) => event.streamId === `back-in-stock-${fig.id}`)!;
    await jobDone(MAIL_QUEUE, `back-in-stock-mail-${(firstRequest.data as { requestId: string }).requestId}`);
    expect(await sales.shop.shop.stores.mailOutbox.list({ to: erasedFirst })).toEqual([]);

    await sales.shop.shop.engagement.eraseEmail(erasedAfter, systemContext());
    expect(await sales.shop.shop.stores.mailOutbox.list({ to: erasedAfter })).toEqual([]);
  });
});
