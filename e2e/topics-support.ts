import { expect, type APIRequestContext } from '@playwright/test';

/** A public call of the shop's API in a language, answered with code 0. */
export async function api<T>(
  request: APIRequestContext,
  r: string,
  params: Record<string, string | number> = {},
  lang: 'cn' | 'en' = 'cn',
): Promise<T> {
  const response = await request.get('/api', {
    params: { _mall_id: '2', r, ...params },
    headers: { language: lang },
  });
  const reply = (await response.json()) as { code: number; data: T; msg: string };
  expect(reply.code, reply.msg).toBe(0);
  return reply.data;
}

export interface Story {
  id: number;
  title: string;
}

/** The newest article's id. */
export async function firstStoryId(request: APIRequestContext): Promise<number> {
  const { list } = await api<{ list: Story[] }>(request, 'api/kc/topic-news/list', {
    page_size: 1,
  });
  const first = list[0];
  if (!first) throw new Error('the shop has no story');
  return first.id;
}

/** The newest article of all, with its related goods. */
export async function newestStory(request: APIRequestContext, lang: 'cn' | 'en') {
  const { list } = await api<{ list: Story[] }>(
    request,
    'api/kc/topic-news/list',
    { page_size: 1 },
    lang,
  );
  const first = list[0] as Story;
  return api<Story & { goods: { id: number; name: string }[] }>(
    request,
    'api/kc/topic-news/show',
    { id: first.id },
    lang,
  );
}

/** The user agent of WeChat's in-app browser on an Android phone. */
export const WECHAT_USER_AGENT =
  'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36 MicroMessenger/8.0.47.2560(0x28002F35) NetType/WIFI Language/zh_CN';
