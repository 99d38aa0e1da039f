import { Trans } from '@lingui/react/macro';
import { useState } from 'react';
import type { GoodsDetail, SizeReferenceTable, Sku } from '../../../../contract/catalogue';
import { colorSoldOut } from '../model';
import { ShareButton } from '../../sharing';
import { ColourPicker } from './ColourPicker';
import { GoodsButtons } from './GoodsButtons';
import { GoodsHeading } from './GoodsHeading';
import { GoodsTexts } from './GoodsTexts';
import { PersonaliseLink } from './PersonaliseLink';
import { SizeGuide } from './SizeGuide';
import { SizePicker } from './SizePicker';
import { useSizeCheckedAdd } from './useSizeCheckedAdd';
import styles from './GoodsInfo.module.css';

export interface GoodsActions {
  /** Called with the chosen SKU once a size is chosen; the bag plugs in here. */
  onAddToCart: (sku: Sku) => void;
  /** "Buy now", under the same size rule: shown only when given. */
  onBuyNow?: (sku: Sku) => void;
}

interface GoodsInfoProps extends GoodsActions {
  detail: GoodsDetail;
  activeColor: number;
  selectedSize: string | null;
  chosenSku: Sku | null;
  sizeRequired: boolean;
  sizeTable: SizeReferenceTable | null;
  wide: boolean;
}

/** Name, price, colours, sizes, the add buttons and the product's texts. */
export function GoodsInfo({
  detail,
  activeColor,
  selectedSize,
  chosenSku,
  sizeRequired,
  sizeTable,
  wide,
  onAddToCart,
  onBuyNow,
}: GoodsInfoProps) {
  const [guideOpen, setGuideOpen] = useState(false);
  const { sizeBlock, buttonBar, add } = useSizeCheckedAdd(detail);
  const soldOut = colorSoldOut(detail, activeColor);
  const sn = detail.sn;

  return (
    <div className={`${styles.info} ${wide ? styles.wide : ''}`}>
      <GoodsHeading detail={detail} />
      {detail.color_list.length > 0 && <ColourPicker detail={detail} activeColor={activeColor} />}
      <SizePicker
        ref={sizeBlock}
        detail={detail}
        activeColor={activeColor}
        selectedSize={selectedSize}
        chosenSku={chosenSku}
        sizeRequired={sizeRequired}
        soldOut={soldOut}
        onOpenGuide={sizeTable ? () => setGuideOpen(true) : null}
      />
      <GoodsButtons
        ref={buttonBar}
        detail={detail}
        soldOut={soldOut}
        onAddToCart={() => add(onAddToCart)}
        onBuyNow={onBuyNow ? () => add(onBuyNow) : null}
      />
      {detail.personalisable && <PersonaliseLink goodsId={detail.id} />}

      <p className={styles.sn}>
        <Trans>Ref. {sn}</Trans>
      </p>
      <ShareButton type="goods" id={detail.id} title={detail.name} />
      <GoodsTexts detail={detail} />

      {sizeTable && (
        <SizeGuide table={sizeTable} open={guideOpen} onClose={() => setGuideOpen(false)} />
      )}
    </div>
  );
}
