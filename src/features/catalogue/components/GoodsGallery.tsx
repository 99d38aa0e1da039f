import type { Picture as PictureData } from '../../../../contract/catalogue';
import { Picture } from '../../../ui/Picture';
import styles from './GoodsGallery.module.css';

/** Desktop: every picture of the active colour, in a two-column grid beside the info panel. */
export function GoodsGallery({ pictures, alt }: { pictures: PictureData[]; alt: string }) {
  const odd = pictures.length % 2 === 1;
  return (
    <div className={`${styles.gallery} ${pictures.length === 1 ? styles.single : ''}`}>
      {pictures.map((picture, index) => (
        <Picture
          key={picture.src}
          picture={picture}
          alt={`${alt} (${index + 1}/${pictures.length})`}
          sizes={
            odd && index === 0
              ? '(min-width: 1600px) 900px, 58vw'
              : '(min-width: 1600px) 450px, 29vw'
          }
          eager={index < 2}
          className={odd && index === 0 ? styles.lead : styles.item}
        />
      ))}
    </div>
  );
}
