/**
 * Lighthouse figures for `npm run bench -- lighthouse`: the home page, the shop and a product page as a phone
 * on a slow network sees them (Lighthouse's default mobile run, simulated throttling), on the shop `npm start`
 * opens (built apps, embedded stores, demo catalogue). Targets: performance ≥ 95, accessibility ≥ 95.
 *
 * The server runs in a process of its own, so Lighthouse's work never delays its answers.
 */
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { REPOSITORY, startServer } from './bench-server';

const RUNS = 3;
const CHROMIUM = '/usr/bin/chromium';
/** A demo plant: the server creates it on its first start. */
const PRODUCT_SLUG = 'parlour-palm';
const PAGES = ['/', '/shop', `/product/${PRODUCT_SLUG}`];
const CATALOGUE_TIMEOUT_MS = 60_000;
/** What `npm run build` makes that this needs: the storefront and the server's bundle. */
const BUILT = ['apps/storefront/dist/index.html', 'apps/server/dist/bundle/main.mjs'];

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const seconds = (ms: number) => ms / 1_000;
/** Each metric in the unit it is read in, from Lighthouse's figure (milliseconds, or none for the shift). */
const METRICS = [
  { audit: 'largest-contentful-paint', label: 'largest contentful paint', unit: 's', read: seconds },
  { audit: 'total-blocking-time', label: 'total blocking time', unit: 'ms', read: Math.round },
  {
    audit: 'cumulative-layout-shift',
    label: 'cumulative layout shift',
    unit: '',
    read: (shift: number) => shift,
  },
  { audit: 'first-contentful-paint', label: 'first contentful paint', unit: 's', read: seconds },
] as const;

type Category = (typeof CATEGORIES)[number];
type Metric = (typeof METRICS)[number]['audit'];

/** One Lighthouse run of one page: category scores out of 100, metrics in their units (s, ms, none). */
export type RunFigures = Record<Category | Metric, number>;

export interface PageFigures {
  path: string;
  runs: RunFigures[];
}

/** The demo shop in its own process, with Lighthouse's runs on each page; null when it is not built. */
export async function lighthouseScores(): Promise<PageFigures[] | null> {
  if (!BUILT.every((file) => existsSync(join(REPOSITORY, file)))) return null;
  const directory = await mkdtemp(join(tmpdir(), 'verdant-bench-lighthouse-'));
  try {
    const server = await startServer(directory, { SEED_DEMO_DATA: 'true' });
    try {
      await waitForTheCatalogue(server.url);
      const pages: PageFigures[] = [];
      for (const path of PAGES) {
        const runs: RunFigures[] = [];
        for (let run = 0; run < RUNS; run++) runs.push(await audit(`${server.url}${path}`));
        pages.push({ path, runs });
      }
      return pages;
    } finally {
      await server.stop();
    }
  } finally {
    await rm(directory, { recursive: true, force: true });
  }
}

/** Each run in a browser of its own, as a first visit: nothing cached, nothing left over from the last run. */
async function lighthouseRun(url: string) {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
  });
  const result = await lighthouse(url, {
    port: chrome.port,
    logLevel: 'error',
    onlyCategories: [...CATEGORIES],
  }).finally(() => chrome.kill());
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  return result.lhr;
}

/** Now and then Chromium's trace of a load lacks its start (NO_NAVSTART); Lighthouse asks to be run again. */
const ATTEMPTS = 3;

async function audit(url: string): Promise<RunFigures> {
  let lhr = await lighthouseRun(url);
  for (let attempt = 1; attempt < ATTEMPTS && lhr.runtimeError?.code === 'NO_NAVSTART'; attempt++)
    lhr = await lighthouseRun(url);
  const { categories, audits, runtimeError } = lhr;
  if (runtimeError) throw new Error(`Lighthouse on ${url}: ${runtimeError.code} ${runtimeError.message}`);
  const figures = {} as RunFigures;
  for (const category of CATEGORIES) {
    const score = categories[category]?.score;
    if (score == null) throw new Error(`Lighthouse on ${url}: no ${category} score`);
    figures[category] = Math.round(score * 100);
  }
  for (const { audit, read } of METRICS) {
    const value = audits[audit]?.numericValue;
    if (value === undefined) throw new Error(`Lighthouse on ${url}: no ${audit}`);
    figures[audit] = read(value);
  }
  return figures;
}

/** The server answers before its projections have read the seeded events: wait until the pages have them. */
async function waitForTheCatalogue(url: string) {
  const procedures = [
    `products.bySlug?input=${encodeURIComponent(JSON.stringify({ slug: PRODUCT_SLUG }))}`,
    'products.featured',
    'banners.active',
  ];
  const deadline = Date.now() + CATALOGUE_TIMEOUT_MS;
  while (Date.now() < deadline) {
    const answers = await Promise.all(
      procedures.map(async (procedure) => {
        const response = await fetch(`${url}/trpc/${procedure}`);
        return response.ok ? ((await response.json()) as { result: { data: unknown } }).result.data : null;
      }),
    );
    const ready = answers.every((data) => (Array.isArray(data) ? data.length > 0 : Boolean(data)));
    if (ready) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('the demo catalogue did not appear in time');
}

type Report = (
  label: string,
  value: number,
  unit: string,
  target?: { sign: '≥'; limit: number },
  runs?: number[],
) => void;

const TARGETS: Partial<Record<Category, { sign: '≥'; limit: number }>> = {
  performance: { sign: '≥', limit: 95 },
  accessibility: { sign: '≥', limit: 95 },
};

/** Prints each page's median scores and metrics, each with its runs, with bench.ts's `report` and `median`. */
export async function lighthouseFigures(report: Report, median: (values: number[]) => number) {
  if (!existsSync(CHROMIUM)) {
    console.log(`skipped: Lighthouse (no Chromium at ${CHROMIUM})`);
    return;
  }
  const pages = await lighthouseScores();
  if (pages === null) {
    console.log('skipped: Lighthouse (run `npm run build` first)');
    return;
  }
  for (const { path, runs } of pages) {
    console.log(
      `Lighthouse, mobile, simulated throttling, demo shop in its own process, ${RUNS} runs: ${path}`,
    );
    for (const category of CATEGORIES) {
      const scores = runs.map((run) => run[category]);
      report(`  ${category}`, median(scores), '/ 100', TARGETS[category], scores);
    }
    for (const { audit, label, unit } of METRICS) {
      const values = runs.map((run) => run[audit]);
      report(`  ${label}`, median(values), unit, undefined, values);
    }
  }
}
