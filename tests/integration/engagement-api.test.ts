import { loadConfig } from '@verdant/platform';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refusal } from '../support/refusal';
import { startTestShop, type TestShop } from '../support/test-shop';

let shop: TestShop;

beforeAll(async () => {
  shop = await startTestShop({ SEED_DEMO_DATA: 'false' });
});

afterAll(async () => {
  await shop.stop();
});

describe('the contact form', () => {
  it('keeps every message as an event, the sender’s details sealed', async () => {
    const sent = await shop.client.contact.submit.mutate({
      name: 'Ravi Kumar',
      email: 'ravi.kumar@example.in',
      subject: 'Yellow leaves on my pothos',
      message: 'Watering twice a week. Help!',
    });

    expect(sent.position).toMatch(/^\d+$/);
    const [received] = await shop.recordedEvents('ContactMessageReceived');
    expect(received?.data).toMatchObject({ subject: 'Yellow leaves on my pothos' });
    expect(JSON.stringify(received?.data)).not.toContain('ravi.kumar@example.in');
    expect((await shop.shop.eventSourcing.codec.decode(received!)).data).toMatchObject({
      name: 'Ravi Kumar',
    });
  });

  it('refuses a message with empty fields and keeps nothing', async () => {
    const head = await shop.shop.stores.eventStore.headPosition();
    const error = await refusal(
      shop.client.contact.submit.mutate({ name: '', email: 'x', subject: '', message: ' ' }),
    );
    expect(error.data?.code).toBe('BAD_REQUEST');
    expect(error.data?.fieldErrors).toMatchObject({
      name: 'Name is required',
      email: 'Please enter a valid email address',
      subject: 'Subject is required',
      message: 'Message is required',
    });
    expect(await shop.shop.stores.eventStore.headPosition()).toBe(head);
  });
});

describe('the newsletter', () => {
  it('subscribes an email once, however often it is sent', async () => {
    const first = await shop.client.newsletter.subscribe.mutate({ email: 'Leaf.Lover@example.in' });
    const second = await shop.client.newsletter.subscribe.mutate({ email: ' leaf.lover@example.in ' });

    expect(first.position).not.toBeNull();
    expect(second.position).toBeNull();
    expect(await shop.recordedEvents('NewsletterSubscribed')).toHaveLength(1);
  });

  it('refuses something that is not an email', async () => {
    const error = await refusal(shop.client.newsletter.subscribe.mutate({ email: 'leaf lover' }));
    expect(error.message).toBe('Please enter a valid email address');
  });
});

describe('pages nobody found', () => {
  it('are logged by path, without their query string', async () => {
    await shop.client.site.logNotFound.mutate({ path: '/no-such-plant?ref=newsletter' });
    const line = shop.logLines.find((entry) => entry.includes('page not found'));
    expect(line).toContain('"path":"/no-such-plant"');
    expect(line).not.toContain('newsletter');
  });
});

describe('the home hero', () => {
  it('has no video unless one is configured, and then names it', async () => {
    expect(await shop.client.site.hero.query()).toEqual({ videoUrl: null });

    const withVideo = await startTestShop({ SEED_DEMO_DATA: 'false', HERO_VIDEO_URL: '/videos/hero.mp4' });
    try {
      expect(await withVideo.client.site.hero.query()).toEqual({ videoUrl: '/videos/hero.mp4' });
    } finally {
      await withVideo.stop();
    }
  });

  it('refuses to start with a video address that is neither https nor on the shop', () => {
    for (const address of ['http://cdn.example.in/hero.mp4', '//cdn.example.in/hero.mp4', 'hero.mp4']) {
      expect(() => loadConfig({ HERO_VIDEO_URL: address }), address).toThrow(/HERO_VIDEO_URL/);
    }
    expect(loadConfig({ HERO_VIDEO_URL: 'https://cdn.example.in/hero.mp4' }).heroVideoUrl).toBe(
      'https://cdn.example.in/hero.mp4',
    );
  });
});
