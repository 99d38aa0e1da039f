import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import type { OrderDetail, PlacedLineView } from '../../../../contract/order';
import { ApiError } from '../../../lib/api-client';
import { isOneSize } from '../../../lib/one-size';
import { Picture } from '../../../ui/Picture';
import { formatFen } from '../../../ui/Price';
import { FieldMessage, describedBy } from '../../../ui/forms/Field';
import { problemOf } from '../../../ui/forms/checked-form';
import form from '../../../ui/forms/form.module.css';
import { refundPreviewQueryOptions } from '../api';
import { chosenItems, type ChosenPieces } from '../validation';
import { useOrderProblemText } from './labels';
import styles from './RefundPieces.module.css';
import type { RefundFormParts } from './useRefundForm';
import { groupDigits } from '../../../../contract/numbers';

/**
 * The order's lines, each with how many of its pieces go back (0 up to what is left of it), and
 * what the chosen pieces refund as the server works it out.
 */
export function RefundPieces({ order, parts }: { order: OrderDetail; parts: RefundFormParts }) {
  const { t } = useLingui();
  const problemText = useOrderProblemText();
  const id = parts.fieldId('pieces');
  return (
    <parts.form.Field name="pieces" validators={parts.checkOf('pieces')}>
      {(field) => {
        const problem = problemText(problemOf(field));
        const chosen = field.state.value;
        const set = (lineId: number, quantity: number) => {
          field.handleChange({ ...chosen, [lineId]: quantity });
          field.handleBlur();
        };
        return (
          <fieldset className={`${form.fieldset} ${form.span}`} {...describedBy(id, problem)}>
            <legend className={form.legend}>{t`Pieces to return or refund`}</legend>
            <ul className={styles.lines}>
              {order.lines.map((line) => (
                <PieceLine
                  key={line.line_id}
                  line={line}
                  chosen={chosen[line.line_id] ?? 0}
                  onChoose={(quantity) => set(line.line_id, quantity)}
                />
              ))}
            </ul>
            <FieldMessage id={id} problem={problem} />
            <RefundAmount orderId={order.id} chosen={chosen} />
          </fieldset>
        );
      }}
    </parts.form.Field>
  );
}

function PieceLine({
  line,
  chosen,
  onChoose,
}: {
  line: PlacedLineView;
  chosen: number;
  onChoose: (quantity: number) => void;
}) {
  const { t } = useLingui();
  const { name, size, returnable, quantity } = line;
  const colour = line.color_name;
  const none = returnable === 0;
  return (
    <li className={`${styles.line} ${none ? styles.none : ''}`}>
      <span className={styles.picture}>
        {line.picture && <Picture picture={line.picture} alt="" sizes="56px" />}
      </span>
      <div className={styles.body}>
        <p className={styles.name}>{name}</p>
        <p className={styles.variant}>
          {colour && <span>{t`Colour: ${colour}`}</span>}
          {size && <span>{isOneSize(size) ? t`One size` : t`Size: ${size}`}</span>}
        </p>
        <p className={styles.left}>
          {none
            ? t`All ${quantity} already in an after-sales request`
            : t`${returnable} of ${quantity} can be returned`}
        </p>
      </div>
      <div className={styles.stepper} role="group" aria-label={t`Pieces of ${name} to return`}>
        <button
          type="button"
          className={styles.step}
          disabled={chosen <= 0}
          aria-label={t`One less ${name}`}
          onClick={() => onChoose(chosen - 1)}
        >
          −
        </button>
        <output className={styles.count} aria-live="polite">
          {chosen}
        </output>
        <button
          type="button"
          className={styles.step}
          disabled={chosen >= returnable}
          aria-label={t`One more ${name}`}
          onClick={() => onChoose(chosen + 1)}
        >
          +
        </button>
      </div>
    </li>
  );
}

/**
 * The server's amount for the pieces chosen (nothing is typed), and the points that would come
 * back and be taken back with it, each only when there are some.
 */
function RefundAmount({ orderId, chosen }: { orderId: number; chosen: ChosenPieces }) {
  const { t } = useLingui();
  const items = chosenItems(chosen);
  const preview = useQuery(refundPreviewQueryOptions(orderId, items));
  const quote = items.length ? preview.data : undefined;
  const amount = quote ? formatFen(quote.amount) : null;
  const refused = preview.error instanceof ApiError ? preview.error.message : null;
  const pointsGiven = quote?.points_given ?? 0;
  const pointsTaken = quote?.points_taken ?? 0;
  const given = groupDigits(pointsGiven);
  const taken = groupDigits(pointsTaken);
  const points = [
    pointsGiven > 0 ? t`Points returned ${given}` : null,
    pointsTaken > 0 ? t`Points taken back ${taken}` : null,
  ].filter((part) => part !== null);
  return (
    <div className={styles.amount} aria-live="polite">
      <p className={styles.total}>
        <span>{t`Refund amount`}</span>
        <strong data-testid="refund-amount">
          {!items.length ? '—' : (amount ?? (preview.isError ? '—' : t`Working out…`))}
        </strong>
      </p>
      {points.length > 0 && (
        <p className={styles.points} data-testid="refund-points">
          {points.join(' · ')}
        </p>
      )}
      <p className={styles.rule}>
        {refused && items.length
          ? refused
          : t`What you paid for these pieces: the coupon and points of the order are shared out over its pieces as it was priced.`}
      </p>
    </div>
  );
}
