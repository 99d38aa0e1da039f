import { useLingui } from '@lingui/react/macro';
import type { OrderLineView } from '../../../../contract/order';
import { Link } from '@tanstack/react-router';
import { isOneSize } from '../../../lib/one-size';
import { Picture } from '../../../ui/Picture';
import { Price } from '../../../ui/Price';
import { useMemberView } from '../../../lib/member-area/view';
import { setParam } from '../../../lib/route-set';
import { personalisationOf } from '../model';
import { usePersonalisationLabels } from './labels';
import styles from './OrderLines.module.css';

/**
 * An order's lines: picture, name, colour, size and quantity; in full (the detail) also the
 * personalisation and the prices.
 */
export function OrderLines({
  lines,
  full = false,
  label,
}: {
  lines: readonly OrderLineView[];
  full?: boolean;
  label: string;
}) {
  return (
    <ul className={`${styles.lines} ${full ? styles.full : ''}`} aria-label={label}>
      {lines.map((line) => (
        <OrderLine
          key={`${line.sku_id}-${line.cart_id ?? ''}-${line.custom_letters}`}
          line={line}
          full={full}
        />
      ))}
    </ul>
  );
}

function OrderLine({ line, full }: { line: OrderLineView; full: boolean }) {
  const { t } = useLingui();
  const { routeSet } = useMemberView();
  const parts = usePersonalisationLabels();
  const personalisation = full ? personalisationOf(line) : [];
  const quantity = line.quantity;
  const colour = line.color_name;
  const size = line.size;
  return (
    <li className={styles.line}>
      <span className={styles.picture}>
        {line.picture ? (
          <Picture picture={line.picture} alt="" sizes={full ? '96px' : '72px'} />
        ) : (
          <span className={styles.noPicture} />
        )}
      </span>
      <div className={styles.body}>
        <p className={styles.name}>
          {full ? (
            <Link
              to="/{-$set}/productList/detail"
              params={setParam(routeSet)}
              search={{ id: line.goods_id }}
            >
              {line.name}
            </Link>
          ) : (
            line.name
          )}
        </p>
        <p className={styles.variant}>
          {colour && <span>{t`Colour: ${colour}`}</span>}
          {size && <span>{isOneSize(size) ? t`One size` : t`Size: ${size}`}</span>}
          <span>{t`Quantity: ${quantity}`}</span>
        </p>
        {personalisation.length > 0 && (
          <p className={styles.personalisation}>
            {personalisation.map(({ part, value }) => {
              const name = parts[part];
              return <span key={part}>{t`${name}: ${value}`}</span>;
            })}
          </p>
        )}
      </div>
      {full && (
        <span className={styles.price}>
          <Price fen={line.price} originalFen={line.original_price} />
        </span>
      )}
    </li>
  );
}
