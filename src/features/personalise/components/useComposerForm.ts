import { useSelector } from '@tanstack/react-form';
import type { GoodsDetail } from '../../../../contract/catalogue';
import type { CustomGoodsCard, CustomOptions } from '../../../../contract/personalise';
import { CHECKED_FORM, checkedBy, useCheckedForm } from '../../../ui/forms/checked-form';
import { useFocusAfterRefusal } from '../../../ui/forms/focus';
import { cartFields, hasDigits } from '../model';
import {
  choiceOf,
  composerGaps,
  initialComposerValues,
  initialsProblem,
  lettersOf,
  type ComposerField,
  type ComposerValues,
} from '../validation';
import { pieceOf } from './piece';

/**
 * The composer's form: the initials (checked as they are typed, since the preview draws them),
 * the choices around them and the piece's colour and size (checked when the piece goes to the
 * bag), and what the preview and the bag make of them.
 */
export function useComposerForm({
  card,
  options,
  detail,
  onChange,
  onComplete,
}: {
  card: CustomGoodsCard;
  options: CustomOptions;
  detail: GoodsDetail | undefined;
  /** Any change: what the last "Add to bag" said no longer holds. */
  onChange: () => void;
  onComplete: (line: { sku_id: number } & ReturnType<typeof cartFields>) => void;
}) {
  const { formRef, refused } = useFocusAfterRefusal();
  const form = useCheckedForm({
    ...CHECKED_FORM,
    defaultValues: initialComposerValues(options),
    listeners: { onChange },
    onSubmit: ({ value }) => {
      const { sku } = pieceOf(card, detail, value.colorIndex, value.size);
      if (sku) onComplete({ sku_id: sku.id, ...cartFields(choiceOf(value)) });
    },
    onSubmitInvalid: refused,
  });
  const values = useSelector(form.store, (state) => state.values);
  const piece = pieceOf(card, detail, values.colorIndex, values.size);
  const letters = lettersOf(values);
  const showNumbers = options.number_colors.length > 0 && hasDigits(letters);
  const gapsOf = (current: ComposerValues) => composerGaps(current, piece);

  return {
    form,
    formRef,
    values,
    piece,
    letters,
    /** The initials break the rule: the preview leaves them out. */
    lettersRefused: initialsProblem(values.typed, options.max_length) !== undefined,
    lettersLeft: options.max_length - letters.length,
    showNumbers,
    position: options.positions.find((p) => p.code === values.position),
    letterColor: options.letter_colors.find((c) => c.code === values.letterColor),
    numberColor: showNumbers
      ? options.number_colors.find((c) => c.code === values.numberColor)
      : undefined,
    checkOf: (field: ComposerField) => checkedBy(gapsOf, field),
    /** The initials' own check, made at every keystroke and again on submit. */
    initialsCheck: {
      onChange: ({ value }: { value: string }) => initialsProblem(value, options.max_length),
      ...checkedBy(gapsOf, 'typed'),
    },
  };
}

export type ComposerParts = ReturnType<typeof useComposerForm>;
