import { useLingui } from '@lingui/react/macro';
import type { CartLine } from '../../../../contract/cart';
import { hasPersonalisation, lineState } from '../model';
import styles from './CartLineItem.module.css';
import { groupDigits } from '../../../../contract/numbers';

/** Spec §3 "Cart line": the personalisation fields a line carries, each only when present. */
export function Personalisation({ line }: { line: CartLine }) {
  const { t } = useLingui();
  if (!hasPersonalisation(line)) return null;
  const pendants = line.pendants.filter((pendant) => pendant !== '').join(', ');
  const rows: [string, string][] = [
    [t`Letters`, line.custom_letters],
    [t`Position`, line.custom_position],
    [t`Letter colour`, line.letter_color],
    [t`Number colour`, line.number_color],
    [t`Pendants`, pendants],
    [t`Inner bag area`, line.inner_area],
  ];
  return (
    <dl className={styles.personal} aria-label={t`Personalisation`}>
      {rows
        .filter(([, value]) => value !== '')
        .map(([label, value]) => (
          <div key={label} className={styles.personalRow}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
    </dl>
  );
}

/** Why a line cannot be ordered (spec §5 stock messages), and the quick way out of understock. */
export function LineStateMessage({
  line,
  onReduce,
}: {
  line: CartLine;
  onReduce: (quantity: number) => void;
}) {
  const { t } = useLingui();
  const left = groupDigits(line.stock);
  switch (lineState(line)) {
    case 'offSale':
      return <p className={styles.state}>{t`No longer available`}</p>;
    case 'soldOut':
      return <p className={styles.state}>{t`This colour or size is sold out`}</p>;
    case 'understock':
      return (
        <p className={styles.state}>
          {t`Understock`} · {t`Only ${left} left`}{' '}
          <button
            type="button"
            className={styles.inlineAction}
            onClick={() => onReduce(line.stock)}
          >
            {t`Change to ${left}`}
          </button>
        </p>
      );
    default:
      return null;
  }
}
