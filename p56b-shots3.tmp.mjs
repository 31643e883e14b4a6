import { chromium } from 'playwright';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const urls = process.argv.slice(2);
for (const url of urls) {
  const p = await b.newPage({ viewport: { width: 1440, height: 900 } });
  await p.context().addCookies([{ name: 'i18next', value: 'pt', url: 'http://localhost:5701' }]);
  await p.goto('http://localhost:5701' + url);
  const name = url.replace(/\W+/g, '_');
  await p.screenshot({ path: `/tmp/p56b-1440${name}.png` });
  await p.locator('footer').last().screenshot({ path: `/tmp/p56b-footer1440${name}.png` });
  await p.close();
}
await b.close();
