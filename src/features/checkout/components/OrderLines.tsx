import { useLingui } from '@lingui/react/macro';
import type { OrderLineView } from '../../../../contract/order';
import { isOneSize } from '../../../lib/one-size';
import { Picture } from '../../../ui/Picture';
import { Price } from '../../../ui/Price';
import { lineProblem, personalisationOf, type PersonalisationField } from '../model';
import styles from './OrderLines.module.css';

function usePersonalisationLabels(): Record<PersonalisationField, string> {
  const { t } = useLingui();
  return {
    custom_letters: t`Letters`,
    custom_position: t`Position`,
    letter_color: t`Colour of the letters`,
    number_color: t`Colour of the numbers`,
    pendants: t`Pendants`,
    inner_area: t`Inner bag area`,
  };
}

/** What is being bought: each line as it will be ordered, with its personalisation. */
export function OrderLines({ lines }: { lines: readonly OrderLineView[] }) {
  const { t } = useLingui();
  const labels = usePersonalisationLabels();
  return (
    <ul className={styles.lines}>
      {lines.map((line, index) => {
        const problem = lineProblem(line);
        const quantity = line.quantity;
        const personalisation = personalisationOf(line);
        return (
          <li
            key={`${line.cart_id ?? 'sku'}-${line.sku_id}-${index}`}
            className={`${styles.line} ${problem ? styles.blocked : ''}`}
          >
            <div className={styles.picture}>
              {line.picture && (
                // The first line's picture is on the first screen of the order page.
                <Picture picture={line.picture} alt="" sizes="96px" eager={index === 0} />
              )}
            </div>
            <div className={styles.body}>
              <p className={styles.name}>{line.name}</p>
              <p className={styles.meta}>
                {[line.color_name, line.size && (isOneSize(line.size) ? t`One size` : line.size)]
                  .filter(Boolean)
                  .join(' · ')}
              </p>
              <p className={styles.meta}>{t`Quantity: ${quantity}`}</p>
              {personalisation.length > 0 && (
                <dl className={styles.personalisation} aria-label={t`Personalisation`}>
                  {personalisation.map(({ field, value }) => (
                    <div key={field}>
                      <dt>{labels[field]}</dt>
                      <dd>{value}</dd>
                    </div>
                  ))}
                </dl>
              )}
              {problem && (
                <p className={styles.problem}>
                  {problem === 'outOfStock' ? t`Sold out` : t`Understock`}
                </p>
              )}
            </div>
            <div className={styles.price}>
              <Price fen={line.price} originalFen={line.original_price} />
            </div>
          </li>
        );
      })}
    </ul>
  );
}
