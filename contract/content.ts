import { z } from 'zod';
import { defineCall } from './call';
import { oneLine } from './fields';
import type { GoodsCard, Picture } from './catalogue';

export interface MenuItem {
  id: number;
  name: string;
  link: string;
  picture: Picture | null;
  children: MenuItem[];
}

export const menus = defineCall<{ list: MenuItem[] }>()({
  r: 'api/kc/menu/menus',
  method: 'GET',
  input: z.object({}),
});

export interface FooterInfo {
  groups: { title: string; links: { label: string; url: string }[] }[];
  hotline: string;
  service_hours: string;
  email: string;
  copyright: string;
}

export const footerInfo = defineCall<FooterInfo>()({
  r: 'api/kc/page-footer/get-footer-info',
  method: 'GET',
  input: z.object({}),
});

export interface Banner {
  picture: Picture;
  mobile_picture: Picture;
  title: string;
  subtitle: string;
  button: string;
  link: string;
}

export interface WaterfallItem {
  picture: Picture;
  title: string;
  text: string;
  link: string;
}

export type HomeTemplate =
  | { id: number; sort: number; type: 'banner'; items: Banner[] }
  | {
      id: number;
      sort: number;
      type: 'rail';
      title: string;
      subtitle: string;
      link: string;
      goods: GoodsCard[];
    }
  | { id: number; sort: number; type: 'waterfall'; title: string; items: WaterfallItem[] }
  | {
      id: number;
      sort: number;
      type: 'story';
      title: string;
      text: string;
      button: string;
      link: string;
      picture: Picture;
    };

export const homeTemplate = defineCall<{ list: HomeTemplate[] }>()({
  r: 'api/kc/home-page/get-home-template',
  method: 'GET',
  input: z.object({}),
});

export interface Popup {
  id: number;
  keyword: string;
  title: string;
  body: string;
  button: string;
  link: string;
  picture: Picture | null;
}

export const popups = defineCall<{ list: Popup[] }>()({
  r: 'api/popups/list',
  method: 'GET',
  input: z.object({ keyword: oneLine(z.string().trim().min(1).max(40)) }),
});

export const subscribe = defineCall<{ already: boolean }>()({
  r: 'api/kc/subscribe/subscribe-log',
  method: 'POST',
  input: z.object({ email: oneLine(z.string().trim().max(120)) }),
});

export const publishStatus = defineCall<boolean>()({
  r: 'api/default/judge-publish-status',
  method: 'GET',
  input: z.object({
    admin_user: z.string().max(100).optional(),
    admin_pass: z.string().max(100).optional(),
  }),
});
