import { useLingui } from '@lingui/react/macro';
import type { GoodsDetail } from '../../../../contract/catalogue';
import type { CustomGoodsCard, CustomOptions } from '../../../../contract/personalise';
import { problemOf } from '../../../ui/forms/checked-form';
import { Button } from '../../../ui/Button';
import { Price } from '../../../ui/Price';
import { AddToBagOutcome } from './AddToBagOutcome';
import { InitialsField } from './InitialsField';
import { InitialsPreview } from './InitialsPreview';
import { PersonalisationNote } from './PersonalisationNote';
import { PersonalisationOptions } from './PersonalisationOptions';
import { PieceColourField, PieceSizeField } from './PieceFields';
import { useAddPersonalised } from './useAddPersonalised';
import { useComposerForm } from './useComposerForm';
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
  const composer = useComposerForm({
    card,
    options,
    detail,
    onChange: () => setOutcome(null),
    onComplete: (line) => {
      setOutcome(null);
      add.mutate({ ...line, quantity: 1 });
    },
  });
  const { form, formRef, piece } = composer;

  return (
    <div className={`${styles.workbench} ${wide ? styles.wide : styles.narrow}`}>
      <div className={styles.previewColumn}>
        {piece.picture && (
          <InitialsPreview
            picture={piece.picture}
            goodsName={card.name}
            letters={composer.lettersRefused ? '' : composer.letters}
            position={composer.position}
            letterColor={composer.letterColor}
            numberColor={composer.numberColor}
          />
        )}
      </div>

      <form
        ref={formRef}
        className={styles.form}
        onSubmit={(event) => {
          event.preventDefault();
          void form.handleSubmit();
        }}
        noValidate
      >
        <header className={styles.head}>
          {card.series_name && <p className={styles.series}>{card.series_name}</p>}
          <h1 className={styles.name}>{card.name}</h1>
          <Price fen={card.price} originalFen={card.original_price} />
        </header>

        <form.Field name="typed" validators={composer.initialsCheck}>
          {(field) => (
            <InitialsField
              typed={field.state.value}
              onType={field.handleChange}
              onBlur={field.handleBlur}
              problem={problemOf(field)}
              max={options.max_length}
              left={composer.lettersLeft}
            />
          )}
        </form.Field>
        <PersonalisationOptions composer={composer} options={options} />
        {card.color_list.length > 0 && (
          <form.Field name="colorIndex">
            {(field) => (
              <PieceColourField
                colors={card.color_list}
                active={field.state.value}
                onChoose={field.handleChange}
              />
            )}
          </form.Field>
        )}
        {!piece.oneSize && (
          <form.Field name="size" validators={composer.checkOf('size')}>
            {(field) => (
              <PieceSizeField
                sizes={piece.sizes}
                size={field.state.value}
                onChoose={field.handleChange}
                onBlur={field.handleBlur}
                needed={problemOf(field) !== undefined}
              />
            )}
          </form.Field>
        )}
        <PersonalisationNote />

        <Button type="submit" className={styles.submit} disabled={add.isPending || piece.soldOut}>
          {piece.soldOut ? t`Sold out` : t`Add to bag`}
        </Button>
        <AddToBagOutcome outcome={outcome} />
      </form>
    </div>
  );
}
