import { useLingui } from '@lingui/react/macro';
import type { RefundDetail } from '../../../../contract/order';
import { isOneSize } from '../../../lib/one-size';
import { Picture } from '../../../ui/Picture';
import { formatFen } from '../../../ui/Price';
import styles from './OrderDetailScreen.module.css';
import pieces from './RefundPieces.module.css';

/** The pieces a request is about, with what each line of them refunds. */
export function RefundPieceList({ refund }: { refund: RefundDetail }) {
  const { t } = useLingui();
  if (!refund.pieces.length) return null;
  const freight = refund.freight > 0 ? formatFen(refund.freight) : null;
  return (
    <section className={styles.section} aria-labelledby="refund-pieces">
      <h2 id="refund-pieces" className={styles.sectionTitle}>
        {t({ message: 'Pieces', context: 'after-sales request' })}
      </h2>
      <ul className={pieces.lines}>
        {refund.pieces.map((piece) => {
          const { name, size, quantity } = piece;
          const colour = piece.color_name;
          return (
            <li key={piece.line_id} className={pieces.line}>
              <span className={pieces.picture}>
                {piece.picture && <Picture picture={piece.picture} alt="" sizes="56px" />}
              </span>
              <div className={pieces.body}>
                <p className={pieces.name}>{name}</p>
                <p className={pieces.variant}>
                  {colour && <span>{t`Colour: ${colour}`}</span>}
                  {size && <span>{isOneSize(size) ? t`One size` : t`Size: ${size}`}</span>}
                  <span>{t`Quantity: ${quantity}`}</span>
                </p>
              </div>
              <span>{formatFen(piece.amount)}</span>
            </li>
          );
        })}
      </ul>
      {freight && <p className={pieces.rule}>{t`Shipping refunded: ${freight}`}</p>}
    </section>
  );
}
