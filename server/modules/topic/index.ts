import * as calls from '../../../contract/topic';
import { handler, type Handler } from '../../gateway';
import { listNews, showGroup, showNews } from './news';
import { listTopicPages, showTopicPage } from './pages';

const cached = { cacheMs: 5_000 };

export const topicHandlers: Handler[] = [
  handler(calls.topicPageList, (ctx) => listTopicPages(ctx.db, ctx.lang), cached),
  handler(calls.topicPageShow, (ctx, input) => showTopicPage(ctx.db, ctx.lang, input.id), cached),
  handler(calls.topicGroupShow, (ctx, input) => showGroup(ctx.db, ctx.lang, input.id), cached),
  handler(calls.topicNewsList, (ctx, input) => listNews(ctx.db, ctx.lang, input), cached),
  handler(calls.topicNewsShow, (ctx, input) => showNews(ctx.db, ctx.lang, input.id), cached),
] as Handler[];

// What the other modules use of this one.
export { showGroup, showNews } from './news';
export { showTopicPage } from './pages';
export { TopicRefusal } from './refusal';
export { consoleTopicPage, consoleTopics, previewTopicPage, saveTopicPage } from './page-edit';
export { consoleTopicNews, previewTopicNews, saveTopicNews } from './news-edit';
export { consoleTopicGroup, saveTopicGroup } from './group-edit';
