import * as calls from '../../../contract/content';
import { handler, type Handler } from '../../gateway';
import { homeTemplates } from './home';
import { publishStatus } from './maintenance';
import { footerInfo, menus, popups } from './site';
import { subscribe } from './subscribe';

const cached = { cacheMs: 5_000 };

export const contentHandlers: Handler[] = [
  handler(calls.menus, (ctx) => menus(ctx.db, ctx.lang), cached),
  handler(calls.footerInfo, (ctx) => footerInfo(ctx.db, ctx.lang), cached),
  handler(calls.homeTemplate, (ctx) => homeTemplates(ctx.db, ctx.lang), cached),
  handler(calls.popups, (ctx, input) => popups(ctx.db, ctx.lang, input.keyword), cached),
  handler(calls.subscribe, (ctx, input) => subscribe(ctx.db, ctx.lang, input.email), {
    successMessage: (data) => (data.already ? 'alreadySubscribed' : 'subscribed'),
  }),
  handler(calls.publishStatus, (ctx, input) =>
    publishStatus(ctx.db, ctx.config.maintenanceBypass, input),
  ),
] as Handler[];

// What the other modules use of this one.
export { readSetting } from './site';
export { ContentRefusal } from './refusal';
export { homeEditor, homePreview, discardHomeDraft } from './home-draft';
export { publishHome, saveHomeDraft } from './home-publish';
export { homeTemplates } from './home';
export { consolePopup, consolePopups, deletePopup, previewPopup, savePopup } from './popup-edit';
export { uploadContentPicture } from './pictures';
export { menus, popups } from './site';
export { consoleMenus, saveMenuItem } from './menu-edit';
export { consoleFooter, saveFooterGroup } from './footer-edit';
export { countSubscribers, listSubscribers, type SubscriberFilter } from './subscribers';
export { isMaintenanceOn, setMaintenance } from './maintenance';
