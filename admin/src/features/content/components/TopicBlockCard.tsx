import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined } from '@ant-design/icons';
import { t } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Button, Card, Col, Form, Input, Row, Select, Space, Tag, Tooltip } from 'antd';
import { CONTENT_LANGS, type ContentLang } from '../../../../../contract/console-content';
import type {
  ConsoleTopicBlock,
  ConsoleTopicGroup,
  TopicBlockWords,
} from '../../../../../contract/console-topics';
import { TOPIC_BLOCK_NAMES, topicGroupOption } from '../topic-words';
import { CONTENT_LANG_NAMES } from '../words';
import { PictureField } from './PictureField';

interface Props {
  block: ConsoleTopicBlock;
  position: number;
  count: number;
  groups: ConsoleTopicGroup[];
  onChange: (next: ConsoleTopicBlock) => void;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
}

const COLOURS: Record<ConsoleTopicBlock['type'], string> = {
  text: 'blue',
  picture: 'purple',
  goods: 'magenta',
  news: 'gold',
};

/** The words each type of block shows, with their longest lengths. */
function wordFields(type: ConsoleTopicBlock['type']) {
  const fields: { key: keyof TopicBlockWords; label: string; max: number; long?: boolean }[] = [];
  if (type === 'text' || type === 'goods' || type === 'news') {
    fields.push({ key: 'title', label: t`Heading`, max: 120 });
  }
  if (type === 'text') fields.push({ key: 'text', label: t`Text`, max: 4000, long: true });
  if (type === 'picture') fields.push({ key: 'caption', label: t`Caption`, max: 200 });
  if (type === 'news') fields.push({ key: 'button', label: t`Button`, max: 40 });
  return fields;
}

/** One block of a campaign: what its type shows, in both languages; moved or removed. */
export function TopicBlockCard({
  block,
  position,
  count,
  groups,
  onChange,
  onMove,
  onRemove,
}: Props) {
  const { _ } = useLingui();
  const name = `${_(TOPIC_BLOCK_NAMES[block.type])} ${position}`;
  const setWord = (lang: ContentLang, key: keyof TopicBlockWords, value: string) =>
    onChange({
      ...block,
      words: { ...block.words, [lang]: { ...block.words[lang], [key]: value } },
    });
  return (
    <Card
      size="small"
      data-testid={`topic-block-${position}`}
      title={
        <Space>
          <Tag color={COLOURS[block.type]}>{_(TOPIC_BLOCK_NAMES[block.type])}</Tag>
          <span>#{position}</span>
        </Space>
      }
      extra={
        <Space>
          <Tooltip title={t`Move up`}>
            <Button
              size="small"
              icon={<ArrowUpOutlined />}
              aria-label={t`Move ${name} up`}
              disabled={position === 1}
              onClick={() => onMove(-1)}
            />
          </Tooltip>
          <Tooltip title={t`Move down`}>
            <Button
              size="small"
              icon={<ArrowDownOutlined />}
              aria-label={t`Move ${name} down`}
              disabled={position === count}
              onClick={() => onMove(1)}
            />
          </Tooltip>
          <Tooltip title={t`Remove`}>
            <Button
              size="small"
              danger
              icon={<DeleteOutlined />}
              aria-label={t`Remove ${name}`}
              onClick={onRemove}
            />
          </Tooltip>
        </Space>
      }
    >
      <Form layout="vertical" component="div">
        {block.type === 'picture' && (
          <Form.Item label={t`Picture`} required>
            <PictureField
              label={t`the picture of ${name}`}
              value={block.picture}
              onChange={(picture) => onChange({ ...block, picture })}
            />
          </Form.Item>
        )}
        {block.type === 'goods' && (
          <Form.Item
            label={t`Style numbers`}
            required
            extra={t`Type or paste style numbers (SN), separated by spaces or commas.`}
          >
            <Select
              mode="tags"
              aria-label={t`Style numbers of ${name}`}
              value={block.goods_sns}
              tokenSeparators={[',', ' ', '，']}
              open={false}
              suffixIcon={null}
              onChange={(sns: string[]) =>
                onChange({ ...block, goods_sns: sns.map((sn) => sn.trim()).filter(Boolean) })
              }
            />
          </Form.Item>
        )}
        {block.type === 'news' && (
          <Form.Item label={t`Collection of stories`} required>
            <Select
              aria-label={t`Collection of stories of ${name}`}
              value={block.group_id ?? undefined}
              onChange={(id: number) => onChange({ ...block, group_id: id })}
              options={groups.map(topicGroupOption)}
            />
          </Form.Item>
        )}
        <Row gutter={12}>
          {CONTENT_LANGS.map((lang) => (
            <Col key={lang} xs={24} md={12}>
              {wordFields(block.type).map((field) => {
                const label = `${field.label} · ${CONTENT_LANG_NAMES[lang]}`;
                const props = {
                  'aria-label': `${name}: ${label}`,
                  value: block.words[lang][field.key],
                  maxLength: field.max,
                  onChange: (event: { target: { value: string } }) =>
                    setWord(lang, field.key, event.target.value),
                };
                return (
                  <Form.Item key={field.key} label={label} style={{ marginBottom: 8 }}>
                    {field.long ? (
                      <Input.TextArea autoSize={{ minRows: 2, maxRows: 8 }} {...props} />
                    ) : (
                      <Input {...props} />
                    )}
                  </Form.Item>
                );
              })}
            </Col>
          ))}
        </Row>
      </Form>
    </Card>
  );
}
