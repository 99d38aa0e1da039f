import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined } from '@ant-design/icons';
import { t } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Button, Card, Form, Input, Select, Space, Switch, Tag, Tooltip } from 'antd';
import type {
  HomeBlock,
  HomeBlockItem,
  StoredPicture,
} from '../../../../../contract/console-content';
import { BLOCK_TYPE_COLOURS, BLOCK_TYPE_NAMES, PICTURE_ADVICE } from '../words';
import { PictureField } from './PictureField';
import { WordsFields } from './WordsFields';

interface Props {
  block: HomeBlock;
  position: number;
  count: number;
  onChange: (next: HomeBlock) => void;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
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

/** Up, down and away, for a block or one of its slides or tiles. */
function OrderButtons({
  name,
  position,
  count,
  onMove,
  onRemove,
  size,
}: {
  name: string;
  position: number;
  count: number;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
  size?: 'small';
}) {
  return (
    <>
      <Tooltip title={t`Move up`}>
        <Button
          size={size}
          aria-label={t`Move ${name} up`}
          icon={<ArrowUpOutlined />}
          disabled={position === 1}
          onClick={() => onMove(-1)}
        />
      </Tooltip>
      <Tooltip title={t`Move down`}>
        <Button
          size={size}
          aria-label={t`Move ${name} down`}
          icon={<ArrowDownOutlined />}
          disabled={position === count}
          onClick={() => onMove(1)}
        />
      </Tooltip>
      <Tooltip title={t`Remove`}>
        <Button
          size={size}
          aria-label={t`Remove ${name}`}
          danger
          icon={<DeleteOutlined />}
          onClick={onRemove}
        />
      </Tooltip>
    </>
  );
}

const noWords = { title: '', subtitle: '', text: '', button: '' };

/** A new slide or tile, made from the picture just uploaded for it. */
const newItem = (picture: StoredPicture): HomeBlockItem => ({
  picture,
  mobile_picture: null,
  link: '/productList',
  words: { cn: { ...noWords }, en: { ...noWords } },
});

function moved<T>(list: T[], index: number, by: -1 | 1): T[] {
  const next = [...list];
  const [item] = next.splice(index, 1);
  if (item !== undefined) next.splice(index + by, 0, item);
  return next;
}

/**
 * One template of the home page: its pictures, its words in both languages, its links, pieces
 * and order; a banner's slides and a picture wall's tiles added, replaced, moved and removed.
 */
export function BlockCard({ block, position, count, onChange, onMove, onRemove }: Props) {
  const { _ } = useLingui();
  const name = `${_(BLOCK_TYPE_NAMES[block.type])} ${position}`;
  const banner = block.type === 'banner';
  const setItem = (index: number, item: HomeBlockItem) =>
    onChange({ ...block, items: block.items.map((old, i) => (i === index ? item : old)) });
  const itemFields = banner
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
          <OrderButtons
            name={name}
            position={position}
            count={count}
            onMove={onMove}
            onRemove={onRemove}
          />
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
        {block.type === 'story' && (
          <Form.Item label={t`Picture`} style={{ marginBottom: 8 }}>
            <PictureField
              label={t`${name}: picture`}
              advice={_(PICTURE_ADVICE.story)}
              value={block.picture}
              onChange={(picture) => onChange({ ...block, picture })}
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
        {block.items.map((item, index) => {
          const number = index + 1;
          const owner = banner ? t`Slide ${number}` : t`Tile ${number}`;
          const itemName = `${name} · ${owner}`;
          return (
            <Card
              key={`${item.picture.path}-${index}`}
              type="inner"
              size="small"
              style={{ marginTop: 8 }}
              title={owner}
              data-testid={`home-block-${position}-item-${number}`}
              extra={
                <Space size={4}>
                  <OrderButtons
                    size="small"
                    name={itemName}
                    position={number}
                    count={block.items.length}
                    onMove={(by) => onChange({ ...block, items: moved(block.items, index, by) })}
                    onRemove={() =>
                      onChange({ ...block, items: block.items.filter((_item, i) => i !== index) })
                    }
                  />
                </Space>
              }
            >
              <Space wrap size={24} align="start" style={{ marginBottom: 8 }}>
                <Form.Item
                  label={banner ? t`Wide picture (desktop)` : t`Picture`}
                  style={{ marginBottom: 0 }}
                >
                  <PictureField
                    label={banner ? t`${itemName}: wide picture` : t`${itemName}: picture`}
                    advice={_(banner ? PICTURE_ADVICE.bannerWide : PICTURE_ADVICE.tile)}
                    value={item.picture}
                    onChange={(picture) => picture && setItem(index, { ...item, picture })}
                  />
                </Form.Item>
                {banner && (
                  <Form.Item label={t`Phone picture (optional)`} style={{ marginBottom: 0 }}>
                    <PictureField
                      label={t`${itemName}: phone picture`}
                      advice={_(PICTURE_ADVICE.bannerPhone)}
                      removable
                      value={item.mobile_picture}
                      onChange={(mobile_picture) => setItem(index, { ...item, mobile_picture })}
                    />
                  </Form.Item>
                )}
              </Space>
              <WordsFields
                owner={itemName}
                value={item.words}
                fields={[...itemFields]}
                onChange={(words) => setItem(index, { ...item, words })}
              />
              <LinkField
                label={`${itemName}: ${t`link`}`}
                value={item.link}
                onChange={(link) => setItem(index, { ...item, link })}
              />
            </Card>
          );
        })}
        {(block.type === 'banner' || block.type === 'waterfall') && (
          <Card
            type="inner"
            size="small"
            style={{ marginTop: 8, borderStyle: 'dashed' }}
            title={
              banner ? t`Add a slide: upload its wide picture` : t`Add a tile: upload its picture`
            }
          >
            <PictureField
              label={banner ? t`${name}: a new slide` : t`${name}: a new tile`}
              advice={_(banner ? PICTURE_ADVICE.bannerWide : PICTURE_ADVICE.tile)}
              value={null}
              onChange={(picture) =>
                picture && onChange({ ...block, items: [...block.items, newItem(picture)] })
              }
            />
          </Card>
        )}
      </Form>
    </Card>
  );
}
