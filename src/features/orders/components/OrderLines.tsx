import { useLingui } from '@lingui/react/macro';
import type { PlacedLineView } from '../../../../contract/order';
import { Link } from '@tanstack/react-router';
import { isOneSize } from '../../../lib/one-size';
import { Picture } from '../../../ui/Picture';
import { Price } from '../../../ui/Price';
import { useMemberRouteSet } from '../../../lib/member-routes';
import { setParam } from '../../../lib/route-set';
import { personalisationOf } from '../model';
import { usePersonalisationLabels } from './labels';
import styles from './OrderLines.module.css';

/**
 * An order's lines: picture, name, colour, size and quantity; in full (the detail) also the
 * personalisation and the prices, and, once delivered (`returns`), how many pieces of each can
 * still be returned.
 */
export function OrderLines({
  lines,
  full = false,
  returns = false,
  label,
}: {
  lines: readonly PlacedLineView[];
  full?: boolean;
  returns?: boolean;
  label: string;
}) {
  return (
    <ul className={`${styles.lines} ${full ? styles.full : ''}`} aria-label={label}>
      {lines.map((line) => (
        <OrderLine
          key={`${line.sku_id}-${line.cart_id ?? ''}-${line.custom_letters}`}
          line={line}
          full={full}
          returns={returns}
        />
      ))}
    </ul>
  );
}

function OrderLine({
  line,
  full,
  returns,
}: {
  line: PlacedLineView;
  full: boolean;
  returns: boolean;
}) {
  const { t } = useLingui();
  const routeSet = useMemberRouteSet();
  const parts = usePersonalisationLabels();
  const personalisation = full ? personalisationOf(line) : [];
  const quantity = line.quantity;
  const colour = line.color_name;
  const size = line.size;
  const returnable = line.returnable;
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
        {returns && (
          <p className={styles.returnable}>
            {returnable > 0
              ? t`${returnable} can still be returned`
              : t`All in after-sales requests`}
          </p>
        )}
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
