import { expect, test } from '@playwright/test';
import { decoded, rawGet } from '../support/raw-get';

/**
 * The built apps as shoppers' browsers fetch them: every script and stylesheet the home page and the back
 * office's page name comes as the build's brotli (or gzip) copy, the same bytes once decoded.
 */
for (const page of ['/', '/admin/']) {
  test(`the scripts and styles of ${page} come compressed, byte-identical once decoded`, async ({
    baseURL,
  }) => {
    const html = (await rawGet(`${baseURL}${page}`)).body.toString();
    const files = [...html.matchAll(/(?:src|href)="(\/[^"]+\.(?:js|css))"/g)].map(([, path]) => path!);
    expect(files.length).toBeGreaterThan(0);

    for (const file of files) {
      const plain = await rawGet(`${baseURL}${file}`);
      expect(plain.headers['content-encoding'], file).toBeUndefined();
      for (const encoding of ['br', 'gzip']) {
        const answer = await rawGet(`${baseURL}${file}`, { 'accept-encoding': encoding });
        expect(answer.headers['content-encoding'], `${file} (${encoding})`).toBe(encoding);
        expect(decoded(answer).equals(plain.body), `${file} (${encoding})`).toBe(true);
      }
    }
  });
}
