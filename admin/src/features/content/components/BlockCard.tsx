import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined } from '@ant-design/icons';
import { t } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { Button, Card, Form, Input, Select, Space, Switch, Tag, Tooltip } from 'antd';
import type { HomeBlock, HomeBlockItem } from '../../../../../contract/console-content';
import type { Picture } from '../../../../../contract/catalogue';
import { BLOCK_TYPE_COLOURS, BLOCK_TYPE_NAMES } from '../words';
import { WordsFields } from './WordsFields';

interface Props {
  block: HomeBlock;
  position: number;
  count: number;
  pictures: Record<string, Picture>;
  onChange: (next: HomeBlock) => void;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
}

function Thumbnail({ path, pictures }: { path: string; pictures: Record<string, Picture> }) {
  const picture = pictures[path];
  if (!picture) return null;
  return (
    <img
      src={picture.src}
      alt=""
      style={{ width: 96, height: 96, objectFit: 'cover', borderRadius: 4, flex: 'none' }}
    />
  );
}

function LinkField({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (link: string) => void;
}) {
  return (
    <Form.Item label={t`Link`} style={{ marginBottom: 8 }}>
      <Input
        aria-label={label}
        value={value}
        maxLength={500}
        placeholder="/productList"
        onChange={(e) => onChange(e.target.value)}
      />
    </Form.Item>
  );
}

/** One template of the home page: its words in both languages, its links, pieces and order. */
export function BlockCard({ block, position, count, pictures, onChange, onMove, onRemove }: Props) {
  const { _ } = useLingui();
  const name = `${_(BLOCK_TYPE_NAMES[block.type])} ${position}`;
  const setItem = (index: number, item: HomeBlockItem) =>
    onChange({ ...block, items: block.items.map((old, i) => (i === index ? item : old)) });
  const itemFields =
    block.type === 'banner'
      ? (['title', 'subtitle', 'button'] as const)
      : (['title', 'text'] as const);
  return (
    <Card
      size="small"
      data-testid={`home-block-${position}`}
      title={
        <Space>
          <Tag color={BLOCK_TYPE_COLOURS[block.type]}>{_(BLOCK_TYPE_NAMES[block.type])}</Tag>
          <span>#{position}</span>
          {!block.enabled && <Tag>{t`Hidden`}</Tag>}
        </Space>
      }
      extra={
        <Space>
          <Switch
            aria-label={t`${name}: shown to shoppers`}
            checked={block.enabled}
            checkedChildren={t`Shown`}
            unCheckedChildren={t`Hidden`}
            onChange={(enabled) => onChange({ ...block, enabled })}
          />
          <Tooltip title={t`Move up`}>
            <Button
              aria-label={t`Move ${name} up`}
              icon={<ArrowUpOutlined />}
              disabled={position === 1}
              onClick={() => onMove(-1)}
            />
          </Tooltip>
          <Tooltip title={t`Move down`}>
            <Button
              aria-label={t`Move ${name} down`}
              icon={<ArrowDownOutlined />}
              disabled={position === count}
              onClick={() => onMove(1)}
            />
          </Tooltip>
          <Tooltip title={t`Remove from the page`}>
            <Button
              aria-label={t`Remove ${name}`}
              danger
              icon={<DeleteOutlined />}
              onClick={onRemove}
            />
          </Tooltip>
        </Space>
      }
    >
      <Form layout="vertical" component={false}>
        {(block.type === 'rail' || block.type === 'waterfall' || block.type === 'story') && (
          <WordsFields
            owner={name}
            value={block.words}
            fields={
              block.type === 'rail'
                ? ['title', 'subtitle']
                : block.type === 'story'
                  ? ['title', 'text', 'button']
                  : ['title']
            }
            onChange={(words) => onChange({ ...block, words })}
          />
        )}
        {block.type === 'rail' && (
          <Form.Item label={t`Pieces (style numbers, in order)`} style={{ marginBottom: 8 }}>
            <Select
              mode="tags"
              aria-label={t`${name}: pieces`}
              value={block.goods_sns}
              tokenSeparators={[',', ' ']}
              open={false}
              onChange={(sns: string[]) =>
                onChange({ ...block, goods_sns: sns.map((sn) => sn.trim().toUpperCase()) })
              }
            />
          </Form.Item>
        )}
        {(block.type === 'rail' || block.type === 'story') && (
          <LinkField
            label={t`${name}: link`}
            value={block.link}
            onChange={(link) => onChange({ ...block, link })}
          />
        )}
        {block.type === 'story' && block.picture && (
          <Thumbnail path={block.picture.path} pictures={pictures} />
        )}
        {block.items.map((item, index) => {
          const number = index + 1;
          const owner = block.type === 'banner' ? t`Slide ${number}` : t`Tile ${number}`;
          return (
            <Card
              key={`${item.picture.path}-${index}`}
              type="inner"
              size="small"
              style={{ marginTop: 8 }}
              title={owner}
              extra={
                block.items.length > 1 && (
                  <Button
                    size="small"
                    danger
                    onClick={() =>
                      onChange({ ...block, items: block.items.filter((_item, i) => i !== index) })
                    }
                  >
                    <Trans>Remove</Trans>
                  </Button>
                )
              }
            >
              <div style={{ display: 'flex', gap: 16 }}>
                <Thumbnail path={item.picture.path} pictures={pictures} />
                <div style={{ flex: 1, minWidth: 0 }}>
                  <WordsFields
                    owner={`${name} · ${owner}`}
                    value={item.words}
                    fields={[...itemFields]}
                    onChange={(words) => setItem(index, { ...item, words })}
                  />
                  <LinkField
                    label={`${name} · ${owner}: ${t`link`}`}
                    value={item.link}
                    onChange={(link) => setItem(index, { ...item, link })}
                  />
                </div>
              </div>
            </Card>
          );
        })}
      </Form>
    </Card>
  );
}
