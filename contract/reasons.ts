// The reasons a shopper picks from a list (spec §4: cancelling an order, asking for a refund).
// They are stored by code and shown in the reader's language; a reason typed freely, or stored
// before codes were, is shown as it is. Value-only: the pages use it as the server does.

type Words = { readonly cn: string; readonly en: string };

export const CANCEL_REASONS = {
  changed_mind: { cn: '不想要了', en: 'I changed my mind' },
  wrong_choice: { cn: '尺码或颜色选错了', en: 'I ordered the wrong size or colour' },
  wrong_address: { cn: '收货地址填错了', en: 'The delivery address is wrong' },
  other_payment: { cn: '想换一种支付方式', en: 'I would like to pay another way' },
  other: { cn: '其他原因', en: 'Another reason' },
} as const satisfies Record<string, Words>;

export const REFUND_REASONS = {
  size: { cn: '尺码不合适', en: 'The size does not fit' },
  not_as_described: { cn: '与描述不符', en: 'Not as described' },
  quality: { cn: '质量问题', en: 'A quality problem' },
  damaged: { cn: '收到时已损坏', en: 'It arrived damaged' },
  changed_mind: { cn: '不想要了', en: 'I changed my mind' },
  other: { cn: '其他原因', en: 'Another reason' },
} as const satisfies Record<string, Words>;

export type ReasonList = Readonly<Record<string, Words>>;

/**
 * What to store for a reason given: its code when it is one of the list's codes or words (a page
 * from before codes sends the words), else the text as typed.
 */
export function reasonCode(list: ReasonList, given: string): string {
  const text = given.trim();
  if (Object.hasOwn(list, text)) return text;
  const found = Object.entries(list).find(([, words]) => words.cn === text || words.en === text);
  return found ? found[0] : text;
}

/** A stored reason in the reader's language: a code's words, else the text as it was stored. */
export function reasonWords(list: ReasonList, stored: string, lang: 'cn' | 'en'): string {
  const code = reasonCode(list, stored);
  return Object.hasOwn(list, code) ? (list[code]?.[lang] ?? stored) : stored;
}
