import type { Picture as PictureData } from '../../../../contract/catalogue';
import { GALLERY_ITEM_SIZES, GALLERY_LEAD_SIZES, galleryLeads } from '../../../../contract/gallery';
import { Picture } from '../../../ui/Picture';
import styles from './GoodsGallery.module.css';

/** Desktop: every picture of the active colour, in a two-column grid beside the info panel. */
export function GoodsGallery({ pictures, alt }: { pictures: PictureData[]; alt: string }) {
  const odd = galleryLeads(pictures.length);
  return (
    <div className={`${styles.gallery} ${pictures.length === 1 ? styles.single : ''}`}>
      {pictures.map((picture, index) => (
        <Picture
          key={picture.src}
          picture={picture}
          alt={`${alt} (${index + 1}/${pictures.length})`}
          sizes={odd && index === 0 ? GALLERY_LEAD_SIZES : GALLERY_ITEM_SIZES}
          eager={index < 2}
          className={odd && index === 0 ? styles.lead : styles.item}
        />
      ))}
    </div>
  );
}
