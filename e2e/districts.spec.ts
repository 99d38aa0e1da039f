import { expect, test, type Locator, type Page } from '@playwright/test';
import { SHOP_URL } from '../playwright.config';
import { buyNow, CN as CHECKOUT, plentifulPiece } from './checkout-support';
import { chooseLanguage } from './documents-support';
import { addAddress, goodsInStock, onShopDatabase, placeOrder } from './orders-support';
import { registerMember, signInAs, type TestMember } from './support';

// The province, city and area lists of the address book: today's national division, with the
// municipalities as shoppers write them, and addresses saved under districts since merged away.

const WORDS = {
  cn: {
    book: '收货地址',
    add: '新增地址',
    editAddress: '编辑地址',
    edit: '编辑',
    save: '保存地址',
    name: '姓名',
    mobile: '手机号码',
    street: '详细地址',
    province: '省份',
    city: '城市',
    area: '区县',
    blank: '姓名、手机号码、省份、城市、区县和详细地址不能为空',
  },
  en: {
    book: 'Address book',
    add: 'Add a new address',
    editAddress: 'Edit address',
    edit: 'Edit',
    save: 'Save address',
    name: 'Name',
    mobile: 'Mobile number',
    street: 'Detailed address',
    province: 'Province',
    city: 'City',
    area: 'Area',
    blank: 'Name, mobile number, province, city, area and detailed address cannot be blank',
  },
} as const;

/** 浙江省 杭州市 下城区: merged into 拱墅区 in 2021, so no page can save it any more. */
const XIACHENG = { province_code: '330000', city_code: '330100', area_code: '330103' };

/** A member with their first address (李梅, Beijing), then moved to 下城区 in the database. */
async function memberInXiacheng(page: Page): Promise<TestMember> {
  const member = await registerMember(page.request);
  const id = await addAddress(page.request, member);
  await onShopDatabase((db) =>
    db.updateTable('address').set(XIACHENG).where('id', '=', id).execute(),
  );
  return member;
}

/** The names a district list offers, its placeholder first. */
const optionsOf = (select: Locator) => select.locator('option').allTextContents();

for (const lang of ['cn', 'en'] as const) {
  const w = WORDS[lang];

  test.describe(lang === 'cn' ? 'in Chinese' : 'in English', () => {
    async function openBook(page: Page, member: TestMember) {
      await signInAs(page, member, SHOP_URL);
      await chooseLanguage(page.context(), SHOP_URL, lang);
      await page.goto('/personal?tab=addresses');
      await expect(page.getByRole('heading', { level: 1, name: w.book })).toBeVisible();
    }

    test('the address dialog lists today’s districts, each municipality under its name', async ({
      page,
    }) => {
      await openBook(page, await registerMember(page.request));
      await page.getByRole('button', { name: w.add }).first().click();
      const dialog = page.getByRole('dialog', { name: w.add });
      const province = dialog.getByLabel(w.province, { exact: true });
      const city = dialog.getByLabel(w.city, { exact: true });
      const area = dialog.getByLabel(w.area, { exact: true });

      for (const [municipality, district] of [
        ['上海市', '黄浦区'],
        ['北京市', '东城区'],
        ['重庆市', '城口县'],
      ] as const) {
        await province.selectOption({ label: municipality });
        await expect.poll(() => optionsOf(city)).toEqual([w.city, municipality]);
        await city.selectOption({ label: municipality });
        await expect.poll(() => optionsOf(area)).toContain(district);
        expect(await optionsOf(area)).not.toContain('市辖区');
      }
      // Chongqing's districts and counties are one list: no city called 县.
      expect(await optionsOf(area)).toContain('渝中区');

      await province.selectOption({ label: '浙江省' });
      await city.selectOption({ label: '杭州市' });
      await expect
        .poll(() => optionsOf(area))
        .toEqual(expect.arrayContaining(['临平区', '钱塘区']));
      const hangzhou = await optionsOf(area);
      expect(hangzhou).not.toContain('下城区');
      expect(hangzhou).not.toContain('江干区');
      await area.selectOption({ label: '钱塘区' });
      await dialog.getByLabel(w.name, { exact: true }).fill('陈静');
      await dialog.getByLabel(w.mobile, { exact: true }).fill('13712345678');
      await dialog.getByLabel(w.street, { exact: true }).fill('文一路 1 号');
      await dialog.getByRole('button', { name: w.save }).click();
      await expect(dialog).toBeHidden();
      const saved = page
        .getByRole('list', { name: w.book })
        .getByRole('listitem', { name: '陈静' });
      await expect(saved).toContainText('浙江省 杭州市 钱塘区');
    });

    test('a county-level city its province governs itself is one of the province’s cities', async ({
      page,
    }) => {
      await openBook(page, await registerMember(page.request));
      await page.getByRole('button', { name: w.add }).first().click();
      const dialog = page.getByRole('dialog', { name: w.add });
      const city = dialog.getByLabel(w.city, { exact: true });
      const area = dialog.getByLabel(w.area, { exact: true });
      await dialog.getByLabel(w.province, { exact: true }).selectOption({ label: '湖北省' });
      await expect
        .poll(() => optionsOf(city))
        .toEqual(expect.arrayContaining(['武汉市', '仙桃市', '潜江市', '天门市', '神农架林区']));
      expect(await optionsOf(city)).not.toContain('省直辖县');
      await city.selectOption({ label: '仙桃市' });
      // Its one area is itself, chosen already.
      await expect.poll(() => optionsOf(area)).toEqual([w.area, '仙桃市']);
      await expect(area).toHaveValue('429004');
      await dialog.getByLabel(w.name, { exact: true }).fill('周敏');
      await dialog.getByLabel(w.mobile, { exact: true }).fill('13712345679');
      await dialog.getByLabel(w.street, { exact: true }).fill('仙桃大道 8 号');
      await dialog.getByRole('button', { name: w.save }).click();
      await expect(dialog).toBeHidden();
      const saved = page
        .getByRole('list', { name: w.book })
        .getByRole('listitem', { name: '周敏' });
      await expect(saved).toContainText('湖北省 仙桃市');
      await expect(saved).not.toContainText('仙桃市 仙桃市');
      await expect(saved).not.toContainText('省直辖县');

      // It opens for editing as it was chosen.
      await saved.getByRole('button', { name: w.edit, exact: true }).click();
      const editing = page.getByRole('dialog', { name: w.editAddress });
      await expect(editing.getByLabel(w.city, { exact: true })).toHaveValue('429004');
      await expect(editing.getByLabel(w.area, { exact: true })).toHaveValue('429004');
    });

    test('an address saved in a district merged away since reads as saved, and asks for a current one', async ({
      page,
    }) => {
      await openBook(page, await memberInXiacheng(page));
      const saved = page
        .getByRole('list', { name: w.book })
        .getByRole('listitem', { name: '李梅' });
      await expect(saved).toContainText('浙江省 杭州市 下城区');

      await saved.getByRole('button', { name: w.edit, exact: true }).click();
      const dialog = page.getByRole('dialog', { name: w.editAddress });
      const area = dialog.getByLabel(w.area, { exact: true });
      await expect(dialog.getByLabel(w.city, { exact: true })).toHaveValue('330100');
      await expect.poll(() => optionsOf(area)).toContain('拱墅区');
      // Unchosen, not shown as another district: the shopper picks today's.
      await expect(area).toHaveValue('');
      expect(await optionsOf(area)).not.toContain('下城区');
      await dialog.getByRole('button', { name: w.save }).click();
      await expect(dialog.getByText(w.blank)).toBeVisible();
      await expect(dialog).toBeVisible();

      await area.selectOption({ label: '拱墅区' });
      await dialog.getByRole('button', { name: w.save }).click();
      await expect(dialog).toBeHidden();
      await expect(saved).toContainText('浙江省 杭州市 拱墅区');
    });
  });
}

test('an order to a district merged away since is refused, asking for the address to be updated', async ({
  page,
}) => {
  const member = await memberInXiacheng(page);
  await signInAs(page, member, SHOP_URL);
  await buyNow(page, await plentifulPiece(page, 0));
  const address = page.getByRole('region', { name: '收货地址' });
  await expect(address).toContainText('浙江省 杭州市 下城区');
  await page.getByRole('checkbox', { name: CHECKOUT.consent }).check();
  await page.getByRole('button', { name: CHECKOUT.submit }).click();
  await expect(
    page.getByText('该收货地址的区县已撤并，请在地址簿中为其重新选择区县，或选择其他地址'),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/productList\/order$/);
});

test('an address saved under a city’s former 市辖区 reads as the city in the book, at checkout and on its order', async ({
  page,
}) => {
  const member = await registerMember(page.request);
  const addressId = await addAddress(page.request, member);
  const { skuId } = await goodsInStock(page.request, member);
  const placed = await placeOrder(page.request, member, addressId, skuId);
  // 河北省 石家庄市 市辖区: the city as a whole, which the earlier lists offered as an area.
  const shijiazhuang = { province_code: '130000', city_code: '130100', area_code: '130101' };
  await onShopDatabase(async (db) => {
    await db.updateTable('address').set(shijiazhuang).where('id', '=', addressId).execute();
    await db
      .updateTable('shop_order')
      .set(shijiazhuang)
      .where('id', '=', placed.order_id)
      .execute();
  });
  await signInAs(page, member, SHOP_URL);

  await page.goto('/personal?tab=addresses');
  const saved = page
    .getByRole('list', { name: '收货地址' })
    .getByRole('listitem', { name: '李梅' });
  await expect(saved).toContainText('河北省 石家庄市');
  await expect(saved).not.toContainText('市辖区');

  await buyNow(page, await plentifulPiece(page, 1));
  const address = page.getByRole('region', { name: '收货地址' });
  await expect(address).toContainText('河北省 石家庄市 建国路 1 号');
  await expect(address).not.toContainText('市辖区');

  await page.goto(`/personal?tab=order&id=${placed.order_id}`);
  await expect(page.getByRole('main')).toContainText('河北省 石家庄市 建国路 1 号');
  await expect(page.getByRole('main')).not.toContainText('市辖区');
});
