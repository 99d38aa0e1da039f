import { useEffect, useState } from 'react';

/**
 * Draws `text` as a QR code `width` pixels wide (a data URL), or null until it is drawn; the
 * drawing library loads only when a code is shown.
 */
export function useQrImage(text: string | undefined, width: number): string | null {
  const [drawn, setDrawn] = useState<{ text: string; image: string } | null>(null);
  useEffect(() => {
    if (!text) return;
    let live = true;
    void import('qrcode')
      .then((qrcode) => qrcode.toDataURL(text, { margin: 1, width, errorCorrectionLevel: 'M' }))
      .then((image) => {
        if (live) setDrawn({ text, image });
      });
    return () => {
      live = false;
    };
  }, [text, width]);
  return drawn && drawn.text === text ? drawn.image : null;
}
