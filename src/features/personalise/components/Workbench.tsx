import { useLingui } from '@lingui/react/macro';
import { useRef, type FormEvent } from 'react';
import type { GoodsDetail } from '../../../../contract/catalogue';
import type { CustomGoodsCard, CustomOptions } from '../../../../contract/personalise';
import { Button } from '../../../ui/Button';
import { Price } from '../../../ui/Price';
import { cartFields, firstMissing } from '../model';
import { AddToBagOutcome } from './AddToBagOutcome';
import { InitialsField } from './InitialsField';
import { InitialsPreview } from './InitialsPreview';
import { PersonalisationNote } from './PersonalisationNote';
import { PersonalisationOptions } from './PersonalisationOptions';
import { PieceColourField, PieceSizeField } from './PieceFields';
import { useAddPersonalised } from './useAddPersonalised';
import { useInitialsChoice } from './useInitialsChoice';
import { usePieceChoice } from './usePieceChoice';
import styles from './Workbench.module.css';

interface WorkbenchProps {
  card: CustomGoodsCard;
  options: CustomOptions;
  detail: GoodsDetail | undefined;
  wide: boolean;
}

/** The piece with the live preview beside the composer: initials, options, colour and size. */
export function Workbench({ card, options, detail, wide }: WorkbenchProps) {
  const { t } = useLingui();
  const { add, outcome, setOutcome } = useAddPersonalised();
  const clearOutcome = () => setOutcome(null);
  const initials = useInitialsChoice(options, clearOutcome);
  const piece = usePieceChoice(card, detail, clearOutcome);
  const input = useRef<HTMLInputElement>(null);
  const { choice, problem } = initials;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const gap = firstMissing(choice);
    if (problem || gap === 'letters') {
      initials.setMissing(gap);
      input.current?.focus();
      return;
    }
    if (gap) {
      initials.setMissing(gap);
      return;
    }
    if (!piece.sku) {
      piece.setSizeNeeded(!piece.oneSize && !piece.chosenSize);
      return;
    }
    setOutcome(null);
    add.mutate({ sku_id: piece.sku.id, quantity: 1, ...cartFields(choice) });
  };

  return (
    <div className={`${styles.workbench} ${wide ? styles.wide : styles.narrow}`}>
      <div className={styles.previewColumn}>
        {piece.picture && (
          <InitialsPreview
            picture={piece.picture}
            goodsName={card.name}
            letters={problem ? '' : choice.letters}
            position={initials.position}
            letterColor={initials.letterColor}
            numberColor={initials.numberColor}
          />
        )}
      </div>

      <form className={styles.form} onSubmit={submit} noValidate>
        <header className={styles.head}>
          {card.series_name && <p className={styles.series}>{card.series_name}</p>}
          <h1 className={styles.name}>{card.name}</h1>
          <Price fen={card.price} originalFen={card.original_price} />
        </header>

        <InitialsField
          ref={input}
          typed={initials.typed}
          onType={initials.type}
          problem={problem}
          missing={initials.missing === 'letters'}
          max={options.max_length}
          left={options.max_length - choice.letters.length}
        />
        <PersonalisationOptions
          options={options}
          choice={choice}
          missing={initials.missing}
          showNumbers={initials.showNumbers}
          update={initials.update}
        />
        {card.color_list.length > 0 && (
          <PieceColourField
            colors={card.color_list}
            active={piece.colorIndex}
            onChoose={piece.chooseColor}
          />
        )}
        {!piece.oneSize && (
          <PieceSizeField
            sizes={piece.sizes}
            size={piece.size}
            onChoose={piece.chooseSize}
            needed={piece.sizeNeeded}
          />
        )}
        <PersonalisationNote />

        <Button type="submit" className={styles.submit} disabled={add.isPending || piece.soldOut}>
          {piece.soldOut ? t`Out of stock` : t`Add to bag`}
        </Button>
        <AddToBagOutcome outcome={outcome} />
      </form>
    </div>
  );
}
