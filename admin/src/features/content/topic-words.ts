import type { MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import type {
  ConsoleTopicGroup,
  TopicBlockType,
  TopicState,
} from '../../../../contract/console-topics';

export const TOPIC_BLOCK_NAMES: Record<TopicBlockType, MessageDescriptor> = {
  text: msg`Text`,
  picture: msg`Picture`,
  goods: msg`Pieces`,
  news: msg`Latest stories`,
};

export const TOPIC_STATE_NAMES: Record<TopicState, MessageDescriptor> = {
  hidden: msg`Hidden`,
  scheduled: msg`Scheduled`,
  published: msg`Published`,
};

export const TOPIC_STATE_COLOURS: Record<TopicState, string> = {
  hidden: 'default',
  scheduled: 'gold',
  published: 'green',
};

/** A collection as the editors offer it: both names, and hidden ones still offered, marked. */
export const topicGroupOption = (group: ConsoleTopicGroup) => {
  const names = `${group.names.cn} · ${group.names.en}`;
  return { value: group.id, label: group.enabled ? names : `${names} · ${t`Hidden`}` };
};
