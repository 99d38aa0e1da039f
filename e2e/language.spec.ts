import { expect, test, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { closeHomePopup, CN, EN, HOME_POPUP, openMenuDrawer } from './support';

async function langCookie(context: BrowserContext): Promise<string | undefined> {
  const cookies = await context.cookies();
  return cookies.find((cookie) => cookie.name === 'lang')?.value;
}

/** The menu names: the desktop mega-menu, or the phone drawer (opened, and left open). */
async function mainMenu(page: Page, isMobile: boolean, lang: 'cn' | 'en'): Promise<Locator> {
  const name = lang === 'cn' ? CN.main : EN.main;
  if (!isMobile) return page.getByRole('navigation', { name });
  const drawer = await openMenuDrawer(page, lang);
  return drawer.getByRole('navigation', { name });
}

async function closeDrawer(page: Page, isMobile: boolean, lang: 'cn' | 'en'): Promise<void> {
  if (!isMobile) return;
  const drawer = page.getByRole('dialog', { name: lang === 'cn' ? CN.menu : 'Menu' });
  await drawer.getByRole('button', { name: lang === 'cn' ? CN.close : EN.close }).click();
  await expect(drawer).toBeHidden();
}

/** The language switch in reach: in the header on a desktop, in the menu drawer on a phone. */
function languageSwitch(page: Page, isMobile: boolean, lang: 'cn' | 'en'): Locator {
  const scope = isMobile
    ? page.getByRole('dialog', { name: lang === 'cn' ? CN.menu : 'Menu' })
    : page.getByRole('banner');
  return scope.getByRole('group', { name: lang === 'cn' ? CN.language : EN.language });
}

function menuEntry(menu: Locator, isMobile: boolean, name: string): Locator {
  return isMobile
    ? menu.getByRole('button', { name, exact: true })
    : menu.getByRole('link', { name, exact: true });
}

test('Chinese by default; English on request, kept across a reload; and back', async ({
  page,
  context,
  isMobile,
}) => {
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  await closeHomePopup(page, 'cn');
  expect(await langCookie(context)).toBeUndefined();

  // Chinese menus, home content and product names.
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: '新品上市' })).toBeVisible();
  await expect(main.getByText('绒面革四袋夹克').first()).toBeAttached();
  let menu = await mainMenu(page, isMobile, 'cn');
  await expect(menuEntry(menu, isMobile, CN.women)).toBeVisible();
  await expect(menuEntry(menu, isMobile, CN.men)).toBeVisible();
  await closeDrawer(page, isMobile, 'cn');

  // To English.
  if (isMobile) await openMenuDrawer(page, 'cn');
  const chinese = languageSwitch(page, isMobile, 'cn');
  await expect(chinese.getByRole('button', { name: '中文' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await chinese.getByRole('button', { name: 'English' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  const english = languageSwitch(page, isMobile, 'en');
  await expect(english.getByRole('button', { name: 'English' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await closeDrawer(page, isMobile, 'en');
  await expect.poll(() => langCookie(context)).toBe('EN');

  const checkEnglish = async () => {
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(main.getByRole('heading', { name: 'New Arrivals' })).toBeVisible();
    await expect(main.getByRole('heading', { name: '新品上市' })).toHaveCount(0);
    await expect(main.getByText('Suede Field Jacket').first()).toBeAttached();
    await expect(main.getByText('绒面革四袋夹克')).toHaveCount(0);
    const englishMenu = await mainMenu(page, isMobile, 'en');
    await expect(menuEntry(englishMenu, isMobile, EN.women)).toBeVisible();
    await expect(menuEntry(englishMenu, isMobile, EN.men)).toBeVisible();
    await expect(menuEntry(englishMenu, isMobile, CN.women)).toHaveCount(0);
    await closeDrawer(page, isMobile, 'en');
  };
  await checkEnglish();

  // A reload keeps English (the popup was already seen in this session).
  await page.reload();
  await checkEnglish();
  await expect(page.getByRole('dialog', { name: HOME_POPUP.en })).toHaveCount(0);
  expect(await langCookie(context)).toBe('EN');

  // A product in English.
  await page.goto('/productList/detail?id=25');
  await expect(page.getByRole('heading', { level: 1, name: 'Cotton T-Shirt' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add to bag' })).toBeVisible();
  await page.getByRole('link', { name: EN.home }).click();
  await expect(main.getByRole('heading', { name: 'New Arrivals' })).toBeVisible();

  // And back to Chinese.
  if (isMobile) await openMenuDrawer(page, 'en');
  await english.getByRole('button', { name: '中文' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  await closeDrawer(page, isMobile, 'cn');
  await expect.poll(() => langCookie(context)).toBe('CN');
  await expect(main.getByRole('heading', { name: '新品上市' })).toBeVisible();
  await expect(main.getByText('绒面革四袋夹克').first()).toBeAttached();
  menu = await mainMenu(page, isMobile, 'cn');
  await expect(menuEntry(menu, isMobile, CN.women)).toBeVisible();
  await expect(menuEntry(menu, isMobile, EN.women)).toHaveCount(0);
  await closeDrawer(page, isMobile, 'cn');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  await expect(main.getByRole('heading', { name: '新品上市' })).toBeVisible();

  // On a product, the switch changes its name and colours in place.
  await page.goto('/productList/detail?id=25');
  await expect(page.getByRole('heading', { level: 1, name: '棉质T恤' })).toBeVisible();
  await expect(main.getByRole('group', { name: '颜色', exact: true })).toBeVisible();
  if (isMobile) await openMenuDrawer(page, 'cn');
  await chinese.getByRole('button', { name: 'English' }).click();
  await closeDrawer(page, isMobile, 'en');
  await expect(page.getByRole('heading', { level: 1, name: 'Cotton T-Shirt' })).toBeVisible();
  const colours = main.getByRole('group', { name: 'Colour', exact: true });
  await expect(colours.getByRole('button', { name: 'Black' })).toBeVisible();
  await expect(main.getByRole('button', { name: 'Add to bag' })).toBeVisible();
});
