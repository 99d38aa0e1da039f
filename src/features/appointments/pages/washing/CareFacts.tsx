import { useLingui } from '@lingui/react/macro';
import type { CareService, ReserveChoice } from '../../../../../contract/appointment';
import { formatFen } from '../../../../ui/Price';
import styles from './washing.module.css';

/** What a care is for, how long it takes and what it costs at least. */
export function CareFacts({ care, clothing }: { care: CareService; clothing: ReserveChoice[] }) {
  const { t } = useLingui();
  const suits = clothing.filter((c) => care.suits.includes(c.value)).map((c) => c.label);
  const min = care.days_min;
  const max = care.days_max;
  return (
    <dl className={styles.facts}>
      <dt>{t`For`}</dt>
      <dd>{suits.join(t({ message: ', ', context: 'list separator' }))}</dd>
      <dt>{t`Duration`}</dt>
      <dd>{t`${min}–${max} days`}</dd>
      <dt>{t`Price`}</dt>
      <dd>{t`From ${formatFen(care.price_from)}`}</dd>
    </dl>
  );
}
