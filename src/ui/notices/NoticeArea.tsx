import styles from './Notice.module.css';
import { setNoticeRegion } from './notice-area';

/**
 * The shop's notices, in the page's flow between the header and the page: a notice pushes the
 * page down rather than covering any of it. Two live regions that are always there, so that a
 * screen reader reads each notice as it arrives: politely, or at once for what went wrong.
 */
export function NoticeArea() {
  return (
    <div className={styles.area}>
      <div aria-live="polite" ref={(element) => setNoticeRegion('polite', element)} />
      <div aria-live="assertive" ref={(element) => setNoticeRegion('urgent', element)} />
    </div>
  );
}
