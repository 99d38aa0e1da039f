import type { CallContract } from '../../contract/call';

// Inputs that each call's schema accepts, built from the schema itself: the server suites use
// them to change one field at a time and see that the change alone is refused.

type Def = Record<string, unknown> & { type: string };

const defOf = (schema: unknown): Def => (schema as { _zod: { def: Def } })._zod.def;

/** What a field holds: 'string', 'number', 'enum', 'literal', 'object', or 'list:' of one. */
export function fieldKind(schema: unknown): string {
  const def = defOf(schema);
  switch (def.type) {
    case 'optional':
    case 'default':
    case 'nullable':
    case 'prefault':
      return fieldKind(def.innerType);
    case 'pipe':
      // A preprocess (a transform, then the schema) is the schema; a transform follows its input.
      return defOf(def.in).type === 'transform' ? fieldKind(def.out) : fieldKind(def.in);
    case 'array':
      return `list:${fieldKind(def.element)}`;
    case 'union':
      return fieldKind((def.options as unknown[])[0]);
    default:
      return def.type;
  }
}

/** The fields of a call's input (of every option of a union), with their schemas. */
export function inputFields(schema: unknown): Record<string, unknown> {
  const def = defOf(schema);
  if (def.type === 'object') return def.shape as Record<string, unknown>;
  if (def.type === 'union')
    return Object.assign({}, ...(def.options as unknown[]).map(inputFields));
  if (def.type === 'pipe') return inputFields(def.in);
  return {};
}

/** True when a field takes free text somewhere (itself, its list's items, an object's fields). */
function holdsText(schema: unknown): boolean {
  const def = defOf(schema);
  switch (def.type) {
    case 'string':
      return true;
    case 'optional':
    case 'default':
    case 'nullable':
    case 'prefault':
      return holdsText(def.innerType);
    case 'pipe':
      return holdsText(def.in) || holdsText(def.out);
    case 'array':
      return holdsText(def.element);
    case 'union':
      return (def.options as unknown[]).some(holdsText);
    case 'object':
      return Object.values(def.shape as Record<string, unknown>).some(holdsText);
    default:
      return false;
  }
}

/** The fields of a call that take free text (an enum's or a number's value is not). */
export function textFields(contract: CallContract): string[] {
  return Object.entries(inputFields(contract.input))
    .filter(([, schema]) => holdsText(schema))
    .map(([name]) => name);
}

/** Text each field accepts, by its name (the same name means the same thing across calls). */
const textByName: Record<string, string> = {
  keyword: '外套',
  size: 'M',
  email: 'lin@example.com',
  mobile: '13800000000',
  account: '13800000000',
  password: 'Maison2026',
  password_confirm: 'Maison2026',
  old_password: 'Maison2025',
  sms_code: '123456',
  captcha_key: 'captcha-key',
  captcha_code: 'abcd',
  reset_token: 'reset-token',
  bind_ticket: 'bind-ticket',
  state: 'state-0123456789',
  code: 'privacy-policy',
  redirect: '/mobile/user',
  return_path: '/pc/order',
  url: 'https://shop.example.com/mobile',
  last_name: '林',
  first_name: '晓月',
  name: '林晓月',
  birthday: '1990-05-12',
  special_date: '2020-02-02',
  date: '2030-01-02',
  country: '中国',
  city: '上海',
  province_code: '310000',
  city_code: '310100',
  area_code: '310106',
  parent_code: '310000',
  country_code: 'CN',
  address: '南京西路 1266 号',
  remark: '请在工作日送达',
  reason: '尺码不合适',
  contact: '13800000000',
  express_company: '顺丰速运',
  express_no: 'SF1234567890',
  idempotency_key: 'order-key-0001',
  payment_no: 'P20300101000001',
  title: '上海时装有限公司',
  tax_id: '91310000MA1K000000',
  phone: '02100000000',
  content: '服装',
  bank: '中国银行',
  bank_account: '6222000000000000',
  company_address: '南京西路 1266 号',
  company_phone: '02100000000',
  service_type: 'suit',
  clothing_type: 'coat',
  custom_letters: 'AB',
  custom_position: 'left',
  letter_color: 'gold',
  number_color: 'gold',
  inner_area: 'collar',
  pendants: 'star',
  admin_user: 'admin',
  admin_pass: 'secret',
  refresh: '1',
  sku_list: JSON.stringify([{ sku_id: 1, quantity: 1, custom_letters: 'AB' }]),
  bag_id: 'bag-0123456789',
  search_token: 'search-token-0123456789',
  lines: JSON.stringify([{ id: 1, sku_id: 1, quantity: 1, custom_letters: 'AB' }]),
};

function valueOf(name: string, schema: unknown): string {
  const def = defOf(schema);
  const kind = fieldKind(schema);
  if (kind.startsWith('list:object')) return textByName[name] ?? '[]';
  if (kind.startsWith('list:')) {
    const item = kind === 'list:string' ? (textByName[name] ?? 'abc') : 1;
    return JSON.stringify([item]);
  }
  if (kind === 'string') return textByName[name] ?? 'abc';
  if (kind === 'number') return '1';
  // An enum or a literal: its first value (the title, the scene, the method …).
  let inner: Def = def;
  while (!inner.entries && !inner.values && (inner.innerType || inner.in)) {
    inner = defOf(inner.innerType ?? inner.in);
  }
  const entries = inner.entries as Record<string, string> | undefined;
  const values = inner.values as unknown[] | undefined;
  return String(entries ? Object.values(entries)[0] : (values?.[0] ?? ''));
}

/** An input the call's schema accepts (string values, as a form or a query string sends them). */
export function acceptedInput(contract: CallContract): Record<string, string> {
  return Object.fromEntries(
    Object.entries(inputFields(contract.input)).map(([name, schema]) => [
      name,
      valueOf(name, schema),
    ]),
  );
}
