import { chromium } from 'playwright-core';
const [,, ...paths] = process.argv;
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu'] });
for (const w of [390, 1280]) {
  const ctx = await b.newContext({ viewport: { width: w, height: w === 390 ? 844 : 900 }, deviceScaleFactor: 1, reducedMotion: 'reduce', locale: 'pt-BR' });
  const p = await ctx.newPage();
  for (const u of paths) {
    await p.goto('http://127.0.0.1:4399' + u, { waitUntil: 'networkidle' });
    await p.addStyleTag({ content: '*{content-visibility:visible!important} [data-pending]{opacity:1!important;transform:none!important}' });
    for (let y = 0; y < 40000; y += 600) { await p.evaluate((y) => window.scrollTo(0, y), y); } await p.evaluate(() => window.scrollTo(0, 0)); await p.evaluate(() => Promise.all([...document.images].map(i => { i.loading = 'eager'; return i.decode().catch(() => {}); }))); await p.waitForTimeout(300);
    const name = (u.replace(/\//g, '_') || 'root') + '-' + w + '.png';
    await p.screenshot({ path: '/work/wt/shots/me5/' + name, fullPage: true });
  }
  await ctx.close();
}
await b.close();
