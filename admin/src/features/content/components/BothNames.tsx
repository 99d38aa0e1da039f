import { Space, Typography } from 'antd';
import type { ContentLang } from '../../../../../contract/console-content';

/** A text in Chinese, with its English beneath. */
export function BothNames({ words }: { words: Record<ContentLang, string> }) {
  return (
    <Space orientation="vertical" size={0}>
      <Typography.Text strong>{words.cn}</Typography.Text>
      <Typography.Text type="secondary">{words.en}</Typography.Text>
    </Space>
  );
}
