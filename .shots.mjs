import { chromium } from '@playwright/test';
const BASE = 'http://localhost:5391';
const [,, name, path, vp = 'd', lang = 'cn', actions = ''] = process.argv;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'] });
const viewport = vp === 'm' ? { width: 390, height: 844 } : { width: 1280, height: 800 };
const context = await browser.newContext({ viewport, deviceScaleFactor: 1, isMobile: vp === 'm', hasTouch: vp === 'm' });
await context.addCookies([{ name: 'lang', value: lang.toUpperCase(), url: BASE }, ...(process.env.TOKEN ? [{ name: 'userInfo', value: encodeURIComponent(JSON.stringify({ access_token: process.env.TOKEN })), url: BASE }] : [])]);
const page = await context.newPage();
const errors = [];
page.on('pageerror', (e) => errors.push('pageerror: ' + e.message));
page.on('console', (m) => { if (m.type() === 'error') errors.push('console: ' + m.text()); });
await page.goto(BASE + path, { waitUntil: 'networkidle' });
await page.waitForTimeout(600);
for (const step of actions.split(';').filter(Boolean)) {
  const [cmd, ...rest] = step.split('|');
  const arg = rest.join('|');
  if (cmd === 'click') await page.locator(arg).first().click();
  else if (cmd === 'hover') await page.locator(arg).first().hover();
  else if (cmd === 'type') { const i = arg.lastIndexOf('='); const sel = arg.slice(0, i), text = arg.slice(i + 1); await page.locator(sel).first().pressSequentially(text, { delay: 40 }); }
  else if (cmd === 'press') await page.keyboard.press(arg);
  else if (cmd === 'scroll') await page.mouse.wheel(0, Number(arg));
  else if (cmd === 'wait') await page.waitForTimeout(Number(arg));
  else if (cmd === 'full') { await page.screenshot({ path: `/tmp/shots/${name}.png`, fullPage: true }); }
  await page.waitForTimeout(350);
}
if (!actions.includes('full')) await page.screenshot({ path: `/tmp/shots/${name}.png` });
console.log('url:', page.url());
console.log(errors.join('\n') || 'no errors');
await browser.close();
