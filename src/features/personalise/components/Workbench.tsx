import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useRef, useState, type FormEvent } from 'react';
import type { GoodsDetail } from '../../../../contract/catalogue';
import type { CustomGoodsCard, CustomOptions } from '../../../../contract/personalise';
import { ApiError, CODE_LOGIN_NEEDED } from '../../../lib/api-client';
import { Button } from '../../../ui/Button';
import { Price } from '../../../ui/Price';
import { addToCartMutationOptions, useCartBadge } from '../../cart';
import { isOneSize, sizesOfColor, Swatches } from '../../catalogue';
import {
  cartFields,
  firstMissing,
  hasDigits,
  initialChoice,
  lettersProblem,
  normaliseLetters,
  type Choice,
  type Missing,
} from '../model';
import { InitialsPreview } from './InitialsPreview';
import { OptionGroup } from './OptionGroup';
import styles from './Workbench.module.css';

interface WorkbenchProps {
  card: CustomGoodsCard;
  options: CustomOptions;
  detail: GoodsDetail | undefined;
  wide: boolean;
}

type Outcome = { kind: 'added' } | { kind: 'refused'; message: string } | null;

/** The piece with the live preview beside the composer: initials, options, colour and size. */
export function Workbench({ card, options, detail, wide }: WorkbenchProps) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const bag = useCartBadge();
  const [choice, setChoice] = useState<Choice>(() => initialChoice(options));
  const [typed, setTyped] = useState('');
  const [colorIndex, setColorIndex] = useState(0);
  const [size, setSize] = useState<string | null>(null);
  const [missing, setMissing] = useState<Missing | null>(null);
  const [sizeNeeded, setSizeNeeded] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const input = useRef<HTMLInputElement>(null);
  const add = useMutation({
    ...addToCartMutationOptions(queryClient),
    onSuccess: () => setOutcome({ kind: 'added' }),
    onError: (error) => {
      if (error instanceof ApiError && error.code === CODE_LOGIN_NEEDED) return;
      setOutcome({
        kind: 'refused',
        message:
          error instanceof ApiError && error.message
            ? error.message
            : t`Add to bag failed. Check your connection and try again.`,
      });
    },
  });

  const update = (change: Partial<Choice>) => {
    setChoice((last) => ({ ...last, ...change }));
    setMissing(null);
    setOutcome(null);
  };
  const max = options.max_length;
  const letters = choice.letters;
  const problem = lettersProblem(letters, max);
  const left = max - letters.length;

  const color = card.color_list[colorIndex];
  const picture = color?.pic_url_group[0];
  const detailIndex = detail?.color_list.findIndex((c) => c.color_id === color?.color_id) ?? -1;
  const sizes = detail && detailIndex >= 0 ? sizesOfColor(detail, detailIndex) : [];
  const oneSize = detail ? isOneSize(detail) : true;
  const chosenSize = oneSize ? sizes[0] : sizes.find((s) => s.size === size);
  const sku = chosenSize && !chosenSize.soldOut ? chosenSize.sku : null;
  const soldOut = sizes.length > 0 && sizes.every((s) => s.soldOut);

  const position = options.positions.find((p) => p.code === choice.position);
  const letterColor = options.letter_colors.find((c) => c.code === choice.letterColor);
  const showNumbers = options.number_colors.length > 0 && hasDigits(letters);
  const numberColor = showNumbers
    ? options.number_colors.find((c) => c.code === choice.numberColor)
    : undefined;

  const letterMessages = {
    format: t`Format error: letters A–Z and digits only, up to ${max} characters`,
    repeated: t`Too many repeated characters: each character at most 2 times`,
  };
  const lettersError = problem
    ? letterMessages[problem]
    : missing === 'letters'
      ? t`Please enter your initials`
      : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const gap = firstMissing(choice);
    if (problem || gap === 'letters') {
      setMissing(gap);
      input.current?.focus();
      return;
    }
    if (gap) {
      setMissing(gap);
      return;
    }
    if (!sku) {
      setSizeNeeded(!oneSize && !chosenSize);
      return;
    }
    setOutcome(null);
    add.mutate({ sku_id: sku.id, quantity: 1, ...cartFields(choice) });
  };

  return (
    <div className={`${styles.workbench} ${wide ? styles.wide : styles.narrow}`}>
      <div className={styles.previewColumn}>
        {picture && (
          <InitialsPreview
            picture={picture}
            goodsName={card.name}
            letters={problem ? '' : letters}
            position={position}
            letterColor={letterColor}
            numberColor={numberColor}
          />
        )}
      </div>

      <form className={styles.form} onSubmit={submit} noValidate>
        <header className={styles.head}>
          {card.series_name && <p className={styles.series}>{card.series_name}</p>}
          <h1 className={styles.name}>{card.name}</h1>
          <Price fen={card.price} originalFen={card.original_price} />
        </header>

        <div className={styles.field}>
          <label htmlFor="custom-letters" className={styles.label}>
            {t`Your initials`}
          </label>
          <input
            ref={input}
            id="custom-letters"
            className={`${styles.letters} ${lettersError ? styles.invalid : ''}`}
            value={typed}
            onChange={(event) => {
              setTyped(event.target.value.toUpperCase());
              update({ letters: normaliseLetters(event.target.value) });
            }}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={20}
            aria-invalid={lettersError ? true : undefined}
            aria-describedby="custom-letters-hint custom-letters-error"
          />
          <p id="custom-letters-hint" className={styles.hint} aria-live="polite">
            {left >= 0 ? (
              <Plural value={left} one="# character left" other="# characters left" />
            ) : (
              <Plural value={max} one="Up to # character" other="Up to # characters" />
            )}
            <span aria-hidden="true"> · </span>
            {t`Letters A–Z and digits; each character at most twice`}
          </p>
          <p id="custom-letters-error" className={styles.error} role="alert">
            {lettersError}
          </p>
        </div>

        <OptionGroup
          name="custom-position"
          legend={t`Position`}
          options={options.positions}
          chosen={[choice.position]}
          onChange={([code = '']) => update({ position: code })}
          error={missing === 'position' ? t`Please choose a position` : null}
        />
        <OptionGroup
          name="letter-colour"
          legend={t`Colour of the letters`}
          options={options.letter_colors}
          chosen={[choice.letterColor]}
          onChange={([code = '']) => update({ letterColor: code })}
          error={missing === 'letterColor' ? t`Please choose a colour for the letters` : null}
        />
        {showNumbers && (
          <OptionGroup
            name="number-colour"
            legend={t`Colour of the numbers`}
            options={options.number_colors}
            chosen={[choice.numberColor]}
            onChange={([code = '']) => update({ numberColor: code })}
          />
        )}
        {options.pendants.length > 0 && (
          <OptionGroup
            name="pendants"
            legend={
              <>
                {t`Pendants`} <span className={styles.optional}>{t`Optional`}</span>
              </>
            }
            options={options.pendants}
            chosen={choice.pendants}
            multiple
            onChange={(codes) => update({ pendants: codes })}
          />
        )}
        {options.inner_areas.length > 0 && (
          <OptionGroup
            name="inner-area"
            legend={
              <>
                {t`Inner bag area`} <span className={styles.optional}>{t`Optional`}</span>
              </>
            }
            options={[{ code: '', name: t`None` }, ...options.inner_areas]}
            chosen={[choice.innerArea]}
            onChange={([code = '']) => update({ innerArea: code })}
          />
        )}

        {card.color_list.length > 0 && (
          <div className={styles.field}>
            <p className={styles.label}>
              {t`Colour of the piece`} <span className={styles.value}>{color?.name}</span>
            </p>
            <Swatches
              colors={card.color_list}
              active={colorIndex}
              onChoose={(index) => {
                setColorIndex(index);
                setOutcome(null);
              }}
              size="large"
              label={t`Colour of the piece`}
            />
          </div>
        )}
        {!oneSize && (
          <div className={styles.field}>
            <label htmlFor="custom-size" className={styles.label}>
              {t`Size`}
            </label>
            <select
              id="custom-size"
              className={styles.select}
              value={size ?? ''}
              onChange={(event) => {
                setSize(event.target.value || null);
                setSizeNeeded(false);
              }}
              aria-invalid={sizeNeeded ? true : undefined}
              aria-describedby="custom-size-error"
            >
              <option value="">{t`Choose a size`}</option>
              {sizes.map((s) => (
                <option key={s.size} value={s.size} disabled={s.soldOut}>
                  {s.soldOut ? t`${s.size}, sold out` : s.size}
                </option>
              ))}
            </select>
            <p id="custom-size-error" className={styles.error} role="alert">
              {sizeNeeded ? t`Size must be selected` : null}
            </p>
          </div>
        )}

        <aside className={styles.note} aria-label={t`About personalisation`}>
          <p>
            <Trans>
              Your initials are hand-painted or hot-stamped in our workshop: the piece is ready in 7
              to 14 days.
            </Trans>
          </p>
          <p>
            <Trans>
              Personalised pieces are made for you alone: they cannot be returned or exchanged
              unless faulty.
            </Trans>
          </p>
        </aside>

        <Button type="submit" className={styles.submit} disabled={add.isPending || soldOut}>
          {soldOut ? t`Out of stock` : t`Add to bag`}
        </Button>
        <div className={styles.outcome}>
          {outcome?.kind === 'added' && (
            <p role="status" className={styles.added}>
              {t`Added to your bag`}{' '}
              <Link to="/{-$set}/cart" params={bag.params} className={styles.bagLink}>
                {t`View bag`}
              </Link>
            </p>
          )}
          {outcome?.kind === 'refused' && (
            <p role="alert" className={styles.error}>
              {outcome.message}
            </p>
          )}
        </div>
      </form>
    </div>
  );
}
