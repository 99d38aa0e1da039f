import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useSetParam } from '../paths';
import styles from './GoodsInfo.module.css';

/** The way from a piece the workshop personalises to its composer. */
export function PersonaliseLink({ goodsId }: { goodsId: number }) {
  const { t } = useLingui();
  const set = useSetParam();
  return (
    <Link
      to="/{-$set}/personalizedList/detail"
      params={set}
      search={{ goods_id: goodsId }}
      className={styles.personalise}
    >
      {t`Personalise it with your initials`}
    </Link>
  );
}
