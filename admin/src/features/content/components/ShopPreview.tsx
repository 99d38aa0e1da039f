import { ReloadOutlined } from '@ant-design/icons';
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Button, Segmented, Space } from 'antd';
import { useLayoutEffect, useRef, useState } from 'react';
import { currentLang, type Lang } from '../../../lib/lang';

type Device = 'phone' | 'desktop';

/** The screens the preview is drawn at, and how much the desktop's is scaled down to fit. */
const SCREENS: Record<Device, { width: number; height: number; scale: number }> = {
  phone: { width: 390, height: 780, scale: 1 },
  desktop: { width: 1280, height: 800, scale: 0.7 },
};

const FRAME = 8;

/** The width the preview may take: the desktop's screen is scaled down to fit a tablet too. */
function useWidth() {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const observer = new ResizeObserver(() => setWidth(element.clientWidth));
    observer.observe(element);
    setWidth(element.clientWidth);
    return () => observer.disconnect();
  }, []);
  return [ref, width] as const;
}

/** The shop's pages are in the language of the shopper's cookie: the preview's too. */
function useShopLang(): [Lang, (lang: Lang) => void] {
  const write = (lang: Lang) => {
    document.cookie = `lang=${lang.toUpperCase()}; path=/; max-age=31536000; samesite=lax`;
    return lang;
  };
  // Written before the frame is drawn: it opens in the console's language.
  const [lang, setLang] = useState<Lang>(() => write(currentLang()));
  const choose = (next: Lang) => setLang(write(next));
  return [lang, choose];
}

interface Props {
  /** The shop's page in its preview mode. */
  src: string;
  /** The frame's name for each screen. */
  titles: Record<Device, string>;
  /** What the page shows; a new one draws it again. */
  version: number | string;
}

/**
 * A page of the shop in its preview mode, as a shopper's phone or desktop shows it: it reads
 * what the console left for it, and nothing of it is kept for shoppers.
 */
export function ShopPreview({ src, titles, version }: Props) {
  const [device, setDevice] = useState<Device>('phone');
  const [lang, setLang] = useShopLang();
  const [reloads, setReloads] = useState(0);
  const [area, width] = useWidth();
  const screen = SCREENS[device];
  const scale =
    width > 0 ? Math.min(screen.scale, (width - 2 * FRAME) / screen.width) : screen.scale;
  const chooseLang = (next: Lang) => {
    setLang(next);
    setReloads((n) => n + 1);
  };
  return (
    <div ref={area} style={{ width: '100%' }}>
      <Space orientation="vertical" size={12} style={{ width: '100%' }}>
        <Space wrap>
          <Segmented<Device>
            aria-label={t`Screen`}
            value={device}
            onChange={setDevice}
            options={[
              { label: t`Phone`, value: 'phone' },
              { label: t`Desktop`, value: 'desktop' },
            ]}
          />
          <Segmented<Lang>
            aria-label={t`Language of the preview`}
            value={lang}
            onChange={chooseLang}
            options={[
              { label: '中文', value: 'cn' },
              { label: 'English', value: 'en' },
            ]}
          />
          <Button icon={<ReloadOutlined />} onClick={() => setReloads((n) => n + 1)}>
            <Trans>Reload the preview</Trans>
          </Button>
        </Space>
        <div
          style={{
            width: screen.width * scale,
            height: screen.height * scale,
            overflow: 'hidden',
            border: `${FRAME}px solid #1f1f1f`,
            borderRadius: device === 'phone' ? 28 : 8,
            background: '#fff',
            boxSizing: 'content-box',
          }}
        >
          <iframe
            key={`${device}-${lang}-${version}-${reloads}`}
            title={titles[device]}
            src={src}
            style={{
              width: screen.width,
              height: screen.height,
              border: 0,
              transform: `scale(${scale})`,
              transformOrigin: 'top left',
            }}
          />
        </div>
      </Space>
    </div>
  );
}
