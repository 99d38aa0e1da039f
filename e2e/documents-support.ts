import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, type BrowserContext, type Page, type TestInfo } from '@playwright/test';
import { operator } from './orders-support';

/** Publishes an HTML file as a document with the operator's tool, as an editor would. */
export async function publishDocument(
  code: string,
  lang: 'cn' | 'en',
  html: string,
  title: string,
): Promise<string> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-document-'));
  const file = path.join(dir, `${code}.html`);
  fs.writeFileSync(file, html);
  try {
    return await operator('document', 'set', code, lang, file, title);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

export async function chooseLanguage(
  context: BrowserContext,
  baseURL: string | undefined,
  lang: 'cn' | 'en',
): Promise<void> {
  await context.addCookies([{ name: 'lang', value: lang.toUpperCase(), url: baseURL ?? '' }]);
}

/** The test runs in English on one project and in Chinese on the other: true when in English. */
export async function englishOn(
  project: 'desktop' | 'mobile',
  { context, baseURL }: { context: BrowserContext; baseURL: string | undefined },
  testInfo: TestInfo,
): Promise<boolean> {
  const english = testInfo.project.name === project;
  if (english) await chooseLanguage(context, baseURL, 'en');
  return english;
}

const NOT_FOUND =
  /页面不存在|This page could not be found|页面无法加载|This page could not be loaded/;

/** The address opens a real page of the shop: a heading, and neither a 404 nor an error. */
export async function expectRealPage(page: Page, href: string): Promise<void> {
  const response = await page.goto(href);
  expect(response?.status(), href).toBe(200);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading').first(), href).toBeVisible();
  await expect(main.getByRole('heading', { name: NOT_FOUND }), href).toHaveCount(0);
}

/** No serious or critical accessibility problem in the page's main content. */
export async function expectAccessible(page: Page): Promise<void> {
  const axe = await new AxeBuilder({ page }).include('main').analyze();
  const serious = axe.violations.filter(
    (violation) => violation.impact === 'serious' || violation.impact === 'critical',
  );
  expect(serious.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
}
