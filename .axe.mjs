import { chromium } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
const BASE = 'http://localhost:5391';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
for (const [path, vp, lang, click] of [
  ['/productList?category_id=2&color=1', 'd', 'en'],
  ['/productList?category_id=2', 'm', 'cn'],
  ['/productList?category_id=2', 'm', 'en', "button:has-text('Filter')"],
  ['/productList/resultsList', 'd', 'cn'],
  ['/productList/resultsList?keyword=bag', 'm', 'en'],
  ['/productList/detail?id=2', 'd', 'en', "button:has-text('Add to bag')"],
  ['/productList/detail?id=2', 'm', 'cn'],
  ['/productList/detail?id=2', 'd', 'en', "button:has-text('Size guide')"],
]) {
  const context = await browser.newContext({ viewport: vp === 'm' ? { width: 390, height: 844 } : { width: 1280, height: 800 } });
  await context.addCookies([{ name: 'lang', value: lang.toUpperCase(), url: BASE }]);
  const page = await context.newPage();
  await page.goto(BASE + path, { waitUntil: 'networkidle' });
  if (click) { await page.locator(click).first().click(); await page.waitForTimeout(500); }
  const result = await new AxeBuilder({ page }).analyze();
  const issues = result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical' || v.impact === 'moderate');
  console.log(path, vp, lang, click ?? '', '=>', issues.length ? '' : 'ok');
  for (const v of issues) console.log('  ', v.impact, v.id, v.help, v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(' | '));
  await context.close();
}
await browser.close();
