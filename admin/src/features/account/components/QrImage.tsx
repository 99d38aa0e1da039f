import { Skeleton } from 'antd';
import { useEffect, useState } from 'react';

/** `text` as a QR code; the drawing library loads only when one is shown. */
export function QrImage({ text, alt, size = 200 }: { text: string; alt: string; size?: number }) {
  const [drawn, setDrawn] = useState<{ text: string; image: string } | null>(null);
  useEffect(() => {
    let live = true;
    void import('qrcode')
      .then((qrcode) => qrcode.toDataURL(text, { margin: 1, width: size }))
      .then((image) => {
        if (live) setDrawn({ text, image });
      });
    return () => {
      live = false;
    };
  }, [text, size]);
  if (drawn?.text !== text) return <Skeleton.Image active style={{ width: size, height: size }} />;
  return <img src={drawn.image} alt={alt} width={size} height={size} />;
}
