import { expect, test, type Page } from '@playwright/test';
import { SHOP_URL } from '../playwright.config';
import { api, lineOf } from './cart-support';
import { indexedDbText, lastSeenText } from './offline-support';
import { addAddress, callAs, goodsInStock, placeOrder } from './orders-support';
import { MEMBER, registerMember, signInAs, type TestMember } from './support';

// The member area (/personal adapts to the width: the desktop project sees the side navigation,
// the mobile project the user center's list of screens), signed in as a member made for the test.

async function asNewMember(page: Page, details?: Parameters<typeof registerMember>[1]) {
  const member = await registerMember(page.request, details);
  await signInAs(page, member, SHOP_URL);
  return member;
}

const isDesktop = (page: Page) => (page.viewportSize()?.width ?? 0) > 769;

/** Opens a screen of the member area the way a shopper does: the side navigation or the list. */
async function openScreen(page: Page, name: string) {
  await page.goto('/personal');
  await expect(page.getByRole('heading', { level: 1, name: /好，/ })).toBeVisible();
  await page
    .getByRole('navigation', { name: MEMBER.myAccount })
    .getByRole('link', { name })
    .click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
}

async function firstGoods(page: Page, count: number): Promise<{ id: number; name: string }[]> {
  const response = await page.request.get('/api', {
    params: { _mall_id: '2', r: 'api/default/goods-list', page_size: '8' },
    headers: { language: 'cn' },
  });
  const body = (await response.json()) as { data: { list: { id: number; name: string }[] } };
  return body.data.list.slice(0, count);
}

test('a visitor is asked to sign in, never shown an empty member area', async ({ page }) => {
  await page.goto('/personal?tab=addresses');
  if (isDesktop(page)) {
    await expect(page.getByRole('heading', { name: MEMBER.signInNeeded })).toBeVisible();
    await expect(page.getByRole('dialog')).toBeVisible();
  } else {
    await expect(page).toHaveURL(/\/mobile\/login/);
  }
});

test('a visitor who signs in where the member area asked sees their account', async ({ page }) => {
  const member = await registerMember(page.request);
  await page.goto('/personal');
  // The dialog on a wide screen, the sign-in page on a phone: both offer a password tab.
  const signIn = isDesktop(page) ? page.getByRole('dialog') : page.getByRole('main');
  if (!isDesktop(page)) await expect(page).toHaveURL(/\/mobile\/login/);
  await signIn.getByRole('tab').nth(1).click();
  await signIn.getByLabel('手机号码或电子邮箱').fill(member.mobile);
  await signIn.getByLabel('密码', { exact: true }).fill(member.password);
  await signIn.getByRole('button', { name: MEMBER.signIn, exact: true }).click();
  await expect(page).toHaveURL(/\/personal/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/李女士$/);
});

test('the user center greets the member and shows their standing and orders', async ({ page }) => {
  await asNewMember(page);
  await page.goto('/personal');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    /^(早上好|下午好|晚上好)，李女士$/,
  );
  const standing = page.getByRole('list', { name: '我的会员权益' });
  await expect(standing.getByRole('link', { name: /积分卡\s*会员等级/ })).toBeVisible();
  await expect(standing.getByRole('link', { name: /1\s*优惠券/ })).toBeVisible();
  await expect(standing.getByRole('link', { name: /0\s*心愿单/ })).toBeVisible();
  const orders = page.getByRole('region', { name: '我的订单' });
  // Each state opens its tab of the orders screen; a new member has none yet.
  for (const state of ['待付款', '待发货', '待收货', '退换/售后']) {
    await expect(orders.getByRole('link', { name: new RegExp(`^0\\s*${state}$`) })).toBeVisible();
  }
});

test('the profile is checked as it is typed and saved', async ({ page }) => {
  const member = await asNewMember(page);
  await openScreen(page, MEMBER.profile);
  await expect(page.getByLabel('手机号码')).toHaveValue(member.mobile);
  await expect(page.getByLabel('手机号码')).not.toBeEditable();
  // Where the member said they live when they registered.
  await expect(page.getByLabel('国家/地区')).toHaveValue('中国');
  await expect(page.getByLabel('常住城市')).toHaveValue('上海');
  await page.getByLabel('常住城市').fill('杭州');

  const lastName = page.getByLabel('姓氏');
  await lastName.fill('欧阳欧阳欧阳');
  await lastName.blur();
  await expect(page.getByText('姓氏为 1-5 个字符')).toBeVisible();
  await lastName.fill('王');
  await expect(page.getByText('姓氏为 1-5 个字符')).toBeHidden();

  // A city list only once a province is chosen, areas only once a city is.
  await expect(page.getByLabel('城市', { exact: true })).toBeDisabled();
  await page.getByLabel('省份', { exact: true }).selectOption({ label: '上海市' });
  await expect(page.getByLabel('区县', { exact: true })).toBeDisabled();
  await page.getByLabel('城市', { exact: true }).selectOption({ index: 1 });
  await page.getByLabel('区县', { exact: true }).selectOption({ label: '黄浦区' });
  await page.getByLabel('详细地址').fill('南京东路 100 号');
  await page.getByLabel('特别纪念日').fill('2020-06-18');
  await page.getByRole('radio', { name: '先生' }).check();
  await page.getByRole('main').getByLabel('电子邮箱').fill('not-an-email');
  await page.getByRole('button', { name: '保存修改' }).click();
  await expect(page.getByText('请输入正确的邮箱地址')).toBeVisible();
  await expect(page.getByRole('main').getByLabel('电子邮箱')).toBeFocused();

  await page.getByRole('main').getByLabel('电子邮箱').fill(`wang.${member.mobile}@example.com`);
  await page.getByRole('button', { name: '保存修改' }).click();
  await expect(page.getByText('个人资料已保存。')).toBeVisible();

  await page.reload();
  await expect(page.getByLabel('姓氏')).toHaveValue('王');
  await expect(page.getByRole('radio', { name: '先生' })).toBeChecked();
  await expect(page.getByLabel('区县', { exact: true })).toHaveValue('310101');
  await expect(page.getByLabel('详细地址')).toHaveValue('南京东路 100 号');
  await expect(page.getByLabel('常住城市')).toHaveValue('杭州');
  await page.goto('/personal');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/，王先生$/);
});

test('addresses are added, edited, made default and deleted', async ({ page }) => {
  await asNewMember(page);
  await openScreen(page, MEMBER.addresses);
  await page.getByRole('button', { name: '新增地址' }).click();
  const dialog = page.getByRole('dialog', { name: '新增地址' });
  await dialog.getByRole('button', { name: '保存地址' }).click();
  await expect(
    dialog.getByText('姓名、手机号码、省份、城市、区县和详细地址不能为空'),
  ).toBeVisible();

  const fill = async (name: string, mobile: string, street: string) => {
    await dialog.getByLabel('姓名').fill(name);
    await dialog.getByLabel('手机号码').fill(mobile);
    await dialog.getByLabel('省份', { exact: true }).selectOption({ label: '北京市' });
    await dialog.getByLabel('城市', { exact: true }).selectOption({ index: 1 });
    await dialog.getByLabel('区县', { exact: true }).selectOption({ label: '朝阳区' });
    await dialog.getByLabel('详细地址').fill(street);
  };
  await fill('李梅', '1380013800', '建国路 1 号');
  await dialog.getByRole('button', { name: '保存地址' }).click();
  await expect(dialog.getByText('手机号码格式错误')).toBeVisible();
  await dialog.getByLabel('手机号码').fill('13800138000');
  await dialog.getByRole('button', { name: '保存地址' }).click();
  await expect(dialog).toBeHidden();

  const book = page.getByRole('list', { name: MEMBER.addresses });
  const first = book.getByRole('listitem', { name: '李梅' });
  await expect(first).toContainText('北京市');
  await expect(first.getByText('默认', { exact: true })).toBeVisible();

  await page.getByRole('button', { name: '新增地址' }).click();
  await fill('王芳', '13900139000', '光华路 2 号');
  await dialog.getByRole('button', { name: '保存地址' }).click();
  await expect(dialog).toBeHidden();
  const second = book.getByRole('listitem', { name: '王芳' });
  await expect(second.getByText('默认', { exact: true })).toHaveCount(0);

  await second.getByRole('button', { name: '设为默认' }).click();
  await expect(page.getByText('已设为默认地址。')).toBeVisible();
  await expect(book.getByRole('listitem').first()).toHaveAccessibleName('王芳');
  await expect(second.getByText('默认', { exact: true })).toBeVisible();
  await expect(first.getByText('默认', { exact: true })).toHaveCount(0);

  await second.getByRole('button', { name: '编辑' }).click();
  const edit = page.getByRole('dialog', { name: '编辑地址' });
  await expect(edit.getByLabel('区县', { exact: true })).toHaveValue('110105');
  await edit.getByLabel('姓名').fill('王芳芳');
  await edit.getByRole('button', { name: '保存地址' }).click();
  await expect(edit).toBeHidden();
  await expect(book.getByRole('listitem', { name: '王芳芳' })).toContainText('光华路 2 号');

  await first.getByRole('button', { name: '删除' }).click();
  const confirm = page.getByRole('dialog', { name: '确定删除该地址？' });
  await confirm.getByRole('button', { name: '取消' }).click();
  await expect(first).toBeVisible();
  await first.getByRole('button', { name: '删除' }).click();
  await confirm.getByRole('button', { name: '删除' }).click();
  await expect(page.getByText('地址已删除。')).toBeVisible();
  await expect(first).toBeHidden();
  await expect(book.getByRole('listitem')).toHaveCount(1);
});

test('a product is kept on the wish list from its detail page and removed again', async ({
  page,
}) => {
  await asNewMember(page);
  const [goods] = await firstGoods(page, 1);
  if (!goods) throw new Error('no goods');
  await page.goto(`/productList/detail?id=${goods.id}`);
  const heart = page.getByRole('main').getByRole('button', { name: MEMBER.addToWishList });
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByText('已加入心愿单')).toBeVisible();

  await openScreen(page, MEMBER.wishList);
  const list = page.getByRole('list', { name: MEMBER.wishList });
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(list).toContainText(goods.name);
  await list.getByRole('button', { name: `将${goods.name}从心愿单移除` }).click();
  await expect(page.getByText('您的心愿单还是空的。')).toBeVisible();

  await page.goto(`/productList/detail?id=${goods.id}`);
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
});

test('the hearts on product cards keep pieces on the wish list', async ({ page }) => {
  await asNewMember(page);
  await page.goto('/productList?category_id=1');
  const card = page.getByRole('main').getByRole('article').first();
  const heart = card.getByRole('button', { name: /^心愿单：/ });
  const name = ((await heart.getAttribute('aria-label')) ?? '').replace('心愿单：', '');
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  await expect(card.getByText('已加入心愿单')).toBeVisible();

  await openScreen(page, MEMBER.wishList);
  const list = page.getByRole('list', { name: MEMBER.wishList });
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(list).toContainText(name);
});

test('a visitor pressing a heart is asked to sign in, and the piece is kept once they have', async ({
  page,
}) => {
  const member = await registerMember(page.request);
  await page.goto('/productList?category_id=1');
  const card = page.getByRole('main').getByRole('article').first();
  const cardHeart = card.getByRole('button', { name: /^心愿单：/ });
  const name = ((await cardHeart.getAttribute('aria-label')) ?? '').replace(/^心愿单：/, '');
  await cardHeart.click();
  const signIn = isDesktop(page) ? page.getByRole('dialog') : page.getByRole('main');
  if (isDesktop(page)) await expect(signIn).toBeVisible();
  else await expect(page).toHaveURL(/\/mobile\/login/);
  await signIn.getByRole('tab').nth(1).click();
  await signIn.getByLabel('手机号码或电子邮箱').fill(member.mobile);
  await signIn.getByLabel('密码', { exact: true }).fill(member.password);
  await signIn.getByRole('button', { name: MEMBER.signIn, exact: true }).click();
  await expect(page).toHaveURL(/\/productList\?category_id=1$/);
  const heart = page
    .getByRole('main')
    .getByRole('article')
    .first()
    .getByRole('button', { name: /^心愿单：/ });
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  await openScreen(page, MEMBER.wishList);
  const list = page.getByRole('list', { name: MEMBER.wishList });
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(list).toContainText(name.trim());
});

test('the details a member opens become footprints, newest first, and can be cleared', async ({
  page,
}) => {
  await asNewMember(page);
  const goods = await firstGoods(page, 2);
  for (const item of goods) {
    // Recorded as the page shows the piece; the next page's load must not cut the call short.
    const recorded = page.waitForResponse(
      (response) =>
        /footprint/.test(response.url()) && response.url().includes(`goods_id=${item.id}`),
    );
    await page.goto(`/productList/detail?id=${item.id}`);
    await expect(page.getByRole('heading', { level: 1, name: item.name })).toBeVisible();
    await recorded;
  }
  await openScreen(page, MEMBER.footprints);
  const list = page.getByRole('list', { name: MEMBER.footprints });
  const items = list.getByRole('listitem');
  await expect(items).toHaveCount(2);
  await expect(items.nth(0)).toContainText(goods[1]?.name ?? '');
  await expect(items.nth(1)).toContainText(goods[0]?.name ?? '');
  await expect(items.nth(0)).toContainText('浏览于');

  await page.getByRole('button', { name: '清空足迹' }).click();
  await page
    .getByRole('dialog', { name: '确定清空浏览足迹？' })
    .getByRole('button', { name: '清空' })
    .click();
  await expect(page.getByText('暂无浏览足迹。')).toBeVisible();
});

test('membership shows the card and the levels; the welcome coupon is usable', async ({ page }) => {
  await asNewMember(page);
  await openScreen(page, MEMBER.membership);
  await expect(page.getByRole('group', { name: '会员卡' })).toContainText(/会员卡号\s*\w+/);
  for (const level of ['积分卡', '银卡', '金卡', '铂金卡']) {
    await expect(page.getByRole('heading', { level: 2, name: level, exact: true })).toBeVisible();
  }
  await expect(page.getByText('当前等级')).toBeVisible();
  await expect(page.getByText('再累积 5,000 积分即可升级为银卡')).toBeVisible();

  await openScreen(page, MEMBER.coupons);
  const states = page.getByRole('navigation', { name: '优惠券状态' });
  await expect(states.getByRole('link', { name: '可使用 1' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(page.getByRole('main').getByText('¥100.00')).toBeVisible();
  await states.getByRole('link', { name: '已使用 0' }).click();
  await expect(page).toHaveURL(/state=used/);
  await expect(page.getByText('暂无优惠券。', { exact: true })).toBeVisible();
});

test('a new password signs out the other devices and keeps this one signed in', async ({
  page,
}) => {
  const member = await asNewMember(page);
  // Another device signs in with the password.
  const other = await page.request.post('/api', {
    params: { _mall_id: '2', r: 'api/passport/login' },
    headers: { 'x-forwarded-for': member.address },
    multipart: { type: 'password', account: member.mobile, password: member.password },
  });
  const otherToken = ((await other.json()) as { data: { access_token: string } }).data.access_token;

  await openScreen(page, MEMBER.password);
  // What a new password takes, before anything is typed, read with the field.
  const rule =
    '8-16 位，至少包含一个字母和一个数字；可使用 ! @ # $ % & * 等键盘符号，不能包含空格。';
  await expect(page.getByText(rule)).toBeVisible();
  await expect(page.getByLabel('新密码', { exact: true })).toHaveAccessibleDescription(rule);
  await page.getByLabel('当前密码').fill(member.password);
  await page.getByLabel('新密码', { exact: true }).fill('short1');
  await page.getByLabel('新密码', { exact: true }).blur();
  await expect(page.getByText('密码长度为 8-16 位')).toBeVisible();
  await page.getByLabel('新密码', { exact: true }).fill('Atelier#2027');
  await page.getByLabel('确认新密码').fill('Atelier2028');
  await page.getByRole('button', { name: '修改密码' }).click();
  await expect(page.getByText('两次输入的密码不一致！')).toBeVisible();
  await page.getByLabel('确认新密码').fill('Atelier#2027');
  await page.getByRole('button', { name: '修改密码' }).click();
  await expect(page.getByText('密码已修改，您的其他设备已退出登录。')).toBeVisible();

  const asOther = await page.request.get('/api', {
    params: { _mall_id: '2', r: 'api/user/user-center' },
    headers: { 'x-access-token': otherToken },
  });
  expect(((await asOther.json()) as { code: number }).code).toBe(-1);
  await page.goto('/personal');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/李女士$/);
});

/**
 * A piece in the member's bag and an unpaid order, each seen on its page, so that the device
 * keeps them as last seen (src/lib/last-seen.ts) until they are wiped.
 */
async function seeBagAndOrder(page: Page, member: TestMember) {
  const addressId = await addAddress(page.request, member);
  const inBag = await goodsInStock(page.request, member);
  const ordered = await goodsInStock(page.request, member, 1);
  await api(page.request, 'api/cart/add', { sku_id: String(inBag.skuId), quantity: '1' }, member);
  const order = await placeOrder(page.request, member, addressId, ordered.skuId);
  // Each copy is written once its reply is in: the next page waits for it.
  const kept = async () => (await lastSeenText(page)).join('\n');
  await page.goto('/cart');
  await expect(lineOf(page, inBag.goods.name)).toBeVisible();
  await expect.poll(kept).toContain(inBag.goods.name);
  await page.goto('/personal?tab=orders');
  await expect(page.getByRole('listitem', { name: `订单 ${order.order_no}` })).toBeVisible();
  await expect.poll(kept).toContain(order.order_no);
  await page.goto(`/personal?tab=order&id=${order.order_id}`);
  await expect(page.getByText(`订单号 ${order.order_no}`)).toBeVisible();
  await expect.poll(kept).toContain('"receiver"');
  await expect.poll(kept).toContain(inBag.goods.name);
  return order;
}

test('a session ended elsewhere (a -1 reply) leaves no bag or orders on the device', async ({
  page,
}) => {
  const member = await asNewMember(page);
  const order = await seeBagAndOrder(page, member);
  // The member signs out on the server's side (another device's password change does the same).
  expect((await callAs(page.request, member, 'api/passport/logout')).code).toBe(0);

  await page.goto('/cart');
  if (isDesktop(page)) {
    // Signed out on this device too: the bag is a visitor's, with the way to sign in again.
    await expect(page.getByText('已有账户？登录即可查看您购物袋中保存的商品。')).toBeVisible();
  } else {
    await expect(page).toHaveURL(/\/mobile\/login/);
  }
  await expect.poll(() => lastSeenText(page)).toEqual([]);
  for (const text of await indexedDbText(page)) expect(text).not.toContain(order.order_no);
});

// A language check, once: the screens themselves are checked in both viewports above.
test('the member area speaks English', { tag: '@desktop' }, async ({ page }) => {
  await asNewMember(page, { title: 'Mr.', lastName: 'Smith', firstName: 'Tom' });
  await page.context().addCookies([{ name: 'lang', value: 'EN', url: SHOP_URL }]);
  await page.goto('/personal');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    /^Good (morning|afternoon|evening), Mr\. Smith$/,
  );
  await expect(page.getByText('Point Card member')).toBeVisible();
  await page
    .getByRole('navigation', { name: 'My account' })
    .getByRole('link', { name: 'Coupons' })
    .click();
  await expect(page.getByRole('link', { name: 'Usable 1' })).toBeVisible();
  await expect(page.getByRole('main').getByText('¥100.00')).toBeVisible();
});
