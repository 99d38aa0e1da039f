import { useEffect, useState } from 'react';
import styles from './PayPages.module.css';

/** Draws `text` as a QR code; the drawing library loads only when a code is shown. */
function useQrImage(text: string): string | null {
  const [drawn, setDrawn] = useState<{ text: string; image: string } | null>(null);
  useEffect(() => {
    if (!text) return;
    let live = true;
    void import('qrcode')
      .then((qrcode) =>
        qrcode.toDataURL(text, { margin: 1, width: 440, errorCorrectionLevel: 'M' }),
      )
      .then((image) => {
        if (live) setDrawn({ text, image });
      });
    return () => {
      live = false;
    };
  }, [text]);
  return drawn && drawn.text === text ? drawn.image : null;
}

export function QrCode({ text, label, faded }: { text: string; label: string; faded: boolean }) {
  const image = useQrImage(text);
  return (
    <div className={`${styles.qr} ${faded ? styles.faded : ''}`}>
      {image ? (
        <img src={image} alt={label} width={220} height={220} />
      ) : (
        <span className={styles.qrPlaceholder} aria-hidden="true" />
      )}
    </div>
  );
}
