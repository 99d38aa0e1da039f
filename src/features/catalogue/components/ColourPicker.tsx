import { useLingui } from '@lingui/react/macro';
import type { GoodsDetail } from '../../../../contract/catalogue';
import { chooseColor } from '../state';
import { Swatches } from './Swatches';
import styles from './GoodsInfo.module.css';

/** The goods' colours as swatches, under the name of the one chosen. */
export function ColourPicker({
  detail,
  activeColor,
}: {
  detail: GoodsDetail;
  activeColor: number;
}) {
  const { t } = useLingui();
  return (
    <div className={styles.block}>
      <p className={styles.blockLabel}>
        <span>{t`Colour`}</span>
        <span className={styles.blockValue}>{detail.color_list[activeColor]?.name}</span>
      </p>
      <Swatches
        colors={detail.color_list}
        active={activeColor}
        onChoose={(index) => chooseColor(detail, index)}
        size="large"
        label={t`Colour`}
      />
    </div>
  );
}
