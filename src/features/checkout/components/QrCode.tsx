import { useQrImage } from '../../../lib/qr-image';
import styles from './PayPages.module.css';

/** Pixels of the drawn code: sharp at twice its displayed size. */
const QR_WIDTH = 440;

export function QrCode({ text, label, faded }: { text: string; label: string; faded: boolean }) {
  const image = useQrImage(text, QR_WIDTH);
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
