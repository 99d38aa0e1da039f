import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { TopicBlockType, TopicState } from '../../../../contract/console-topics';

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
