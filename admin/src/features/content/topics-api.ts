import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  TOPIC_NEWS_PREVIEW,
  TOPIC_PAGE_PREVIEW,
  topicPreviewKey,
  type ConsoleTopicGroupDetails,
  type ConsoleTopicNews,
  type ConsoleTopicPage,
  type ConsoleTopics,
  type TopicGroupBody,
  type TopicNewsBody,
  type TopicNewsPreview,
  type TopicPageBody,
  type TopicPagePreview,
} from '../../../../contract/console-topics';
import { ConsoleError, get, post } from '../../lib/http';
import { queryRoots } from '../../lib/query-keys';

// The campaigns and their stories (the content area's Topics tab).

export const topicsQuery = queryOptions({
  queryKey: [...queryRoots.content, 'topics'],
  queryFn: () => get<ConsoleTopics>('/content/topics'),
  staleTime: 0,
});

export const topicPageQuery = (id: number) =>
  queryOptions({
    queryKey: [...topicsQuery.queryKey, 'page', id],
    queryFn: () => get<ConsoleTopicPage>(`/content/topics/pages/${id}`),
    staleTime: 0,
  });

export const topicNewsQuery = (id: number) =>
  queryOptions({
    queryKey: [...topicsQuery.queryKey, 'news', id],
    queryFn: () => get<ConsoleTopicNews>(`/content/topics/news/${id}`),
    staleTime: 0,
  });

export const topicGroupQuery = (id: number) =>
  queryOptions({
    queryKey: [...topicsQuery.queryKey, 'group', id],
    queryFn: () => get<ConsoleTopicGroupDetails>(`/content/topics/groups/${id}`),
    staleTime: 0,
  });

type Kind = 'pages' | 'news' | 'groups';
const base = (kind: Kind, id: number | null) =>
  id === null ? `/content/topics/${kind}` : `/content/topics/${kind}/${id}`;

/**
 * The campaign or story as the shop would serve it, checked by the server; left in the tab's
 * session for the shop's page opened in the preview's frame.
 */
function usePreview<B extends object, P extends { texts: Record<string, unknown> }>(
  kind: Exclude<Kind, 'groups'>,
  id: number | null,
) {
  const preview = kind === 'pages' ? TOPIC_PAGE_PREVIEW : TOPIC_NEWS_PREVIEW;
  return useMutation({
    mutationFn: (body: B) => post<P>(`${base(kind, id)}/preview`, body),
    onSuccess: (answer) => {
      for (const [lang, text] of Object.entries(answer.texts)) {
        sessionStorage.setItem(topicPreviewKey(preview, lang), JSON.stringify(text));
      }
    },
  });
}

export const usePreviewTopicPage = (id: number | null) =>
  usePreview<TopicPageBody, TopicPagePreview>('pages', id);
export const usePreviewTopicNews = (id: number | null) =>
  usePreview<TopicNewsBody, TopicNewsPreview>('news', id);

/** Saves over the version read; the lists and the audit log are read again, after a refusal too. */
function useSave<B extends object, T extends { id: number }>(
  kind: Kind,
  id: number | null,
  one: (id: number) => { queryKey: readonly unknown[] },
) {
  const queryClient = useQueryClient();
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: topicsQuery.queryKey }),
      queryClient.invalidateQueries({ queryKey: queryRoots.audit }),
    ]);
  return useMutation({
    mutationFn: (body: B) => post<T>(base(kind, id), body),
    onSuccess: (saved) => {
      queryClient.setQueryData(one(saved.id).queryKey, saved);
      return refresh();
    },
    onError: (error) => {
      if (error instanceof ConsoleError && error.status === 409) return refresh();
    },
  });
}

export const useSaveTopicPage = (id: number | null) =>
  useSave<TopicPageBody, ConsoleTopicPage>('pages', id, topicPageQuery);
export const useSaveTopicNews = (id: number | null) =>
  useSave<TopicNewsBody, ConsoleTopicNews>('news', id, topicNewsQuery);
export const useSaveTopicGroup = (id: number | null) =>
  useSave<TopicGroupBody, ConsoleTopicGroupDetails>('groups', id, topicGroupQuery);
