import type { ReactNode } from 'react';
import styles from './Message.module.css';

/** A screen's message: nothing there, or it could not be loaded (with a way to try again). */
export function Message({
  title,
  text,
  children,
  alert = false,
}: {
  title?: string;
  text: string;
  children?: ReactNode;
  alert?: boolean;
}) {
  return (
    <div className={styles.message} role={alert ? 'alert' : undefined}>
      {title && <h1 className={styles.title}>{title}</h1>}
      <p className={styles.text}>{text}</p>
      {children}
    </div>
  );
}
