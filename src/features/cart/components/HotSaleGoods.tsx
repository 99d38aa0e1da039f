import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useSnapshot } from 'valtio';
import { userState } from '../../account';
import { appState } from '../../app';
import { GoodsCard, RouteSetContext, withActiveColor } from '../../catalogue';
import { hotSaleQueryOptions } from '../api';
import styles from './HotSaleGoods.module.css';
import { useCartView } from './view';

/** Goods to suggest under an empty or small bag, as the catalogue's own cards. */
export default function HotSaleGoods() {
  const { t } = useLingui();
  const { routeSet, wide } = useCartView();
  const { lang } = useSnapshot(appState);
  const signedIn = useSnapshot(userState).userInfo !== null;
  const hot = useQuery(hotSaleQueryOptions(lang, signedIn));
  const goods = withActiveColor(hot.data ?? []);
  if (!goods.length) return null;
  return (
    <RouteSetContext value={routeSet}>
      <section className={styles.section} aria-labelledby="cart-hot-sale">
        <h2 id="cart-hot-sale" className={styles.title}>
          {t`Most wanted`}
        </h2>
        <ul className={`${styles.grid} ${wide ? styles.wide : ''}`}>
          {goods.map((item) => (
            <li key={item.id}>
              <GoodsCard
                goods={item}
                sizes={wide ? '(min-width: 1240px) 290px, 23vw' : '46vw'}
                hoverSwatches={wide}
              />
            </li>
          ))}
        </ul>
      </section>
    </RouteSetContext>
  );
}
