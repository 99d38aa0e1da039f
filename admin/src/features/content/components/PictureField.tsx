import { DeleteOutlined, UploadOutlined } from '@ant-design/icons';
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Alert, Button, Flex, Image, Space, Typography, Upload } from 'antd';
import { useState } from 'react';
import {
  CONTENT_PICTURE_MAX_BYTES,
  type StoredPicture,
} from '../../../../../contract/console-content';
import { mediaUrl } from '../../../../../contract/media';
import { fileBase64 } from '../../../lib/files';
import { useUploadPicture } from '../api';

const ACCEPTED = ['image/jpeg', 'image/png', 'image/webp'];
/** A file some systems give no type (a WebP picture on an older one): judged by its name. */
const ACCEPTED_NAME = /\.(jpe?g|png|webp)$/i;
const MAX_MB = CONTENT_PICTURE_MAX_BYTES / 1024 / 1024;
/** The thumbnail's box: a very tall or very wide picture fits in it rather than stretching it. */
const THUMB = { width: 96, height: 128 };

function thumbnailSize({ width, height }: StoredPicture) {
  const scale = Math.min(THUMB.width / width, THUMB.height / height);
  return { width: Math.round(width * scale), height: Math.round(height * scale) };
}

interface Props {
  /** Set by the form item. */
  value?: StoredPicture | null;
  onChange?: (picture: StoredPicture | null) => void;
  /** What the picture is for, e.g. "the phone's picture": read out with its buttons. */
  label: string;
  /** Offer to take the picture away (for a picture that is optional). */
  removable?: boolean;
  /** The size the shop shows it best at, told beside the button. */
  advice?: string;
}

/**
 * A picture of the shop's content in a form: its thumbnail and size, a button to upload one
 * (checked here for type and size, and by the server for what it really is), and to remove it.
 */
export function PictureField({ value, onChange, label, removable, advice }: Props) {
  const upload = useUploadPicture();
  const [refusal, setRefusal] = useState<string | null>(null);
  const choose = async (file: File) => {
    setRefusal(null);
    const name = file.name;
    if (!(ACCEPTED.includes(file.type) || (!file.type && ACCEPTED_NAME.test(name)))) {
      setRefusal(t`The file "${name}" is not a JPEG, PNG or WebP picture`);
      return;
    }
    if (file.size > CONTENT_PICTURE_MAX_BYTES) {
      setRefusal(t`The picture "${name}" is larger than ${MAX_MB} MB`);
      return;
    }
    upload.mutate(
      { file_name: name, base64: await fileBase64(file) },
      {
        onSuccess: ({ path, width, height }) => onChange?.({ path, width, height }),
        onError: (error) => setRefusal(error.message),
      },
    );
  };
  return (
    <Space orientation="vertical" size={8} style={{ width: '100%' }}>
      <Flex gap={12} align="center" wrap>
        {value ? (
          <Image
            src={mediaUrl(value.path, 320)}
            alt={label}
            {...thumbnailSize(value)}
            style={{ objectFit: 'cover', borderRadius: 4 }}
            preview={{ src: mediaUrl(value.path, 1280) }}
          />
        ) : (
          <Typography.Text type="secondary">
            <Trans>No picture</Trans>
          </Typography.Text>
        )}
        <Space orientation="vertical" size={4}>
          <Space wrap>
            <Upload
              accept={ACCEPTED.join(',')}
              showUploadList={false}
              beforeUpload={(file) => {
                void choose(file);
                return false;
              }}
            >
              <Button
                icon={<UploadOutlined />}
                loading={upload.isPending}
                aria-label={t`Upload ${label}`}
              >
                {value ? <Trans>Replace</Trans> : <Trans>Upload</Trans>}
              </Button>
            </Upload>
            {removable && value && (
              <Button
                icon={<DeleteOutlined />}
                aria-label={t`Remove ${label}`}
                onClick={() => onChange?.(null)}
              >
                <Trans>Remove</Trans>
              </Button>
            )}
          </Space>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {value && `${value.width} × ${value.height} · `}
            {advice ?? t`JPEG, PNG or WebP, up to ${MAX_MB} MB`}
          </Typography.Text>
        </Space>
      </Flex>
      {refusal && <Alert type="error" showIcon title={refusal} />}
    </Space>
  );
}
