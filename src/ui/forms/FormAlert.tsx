import styles from './form.module.css';

/** What the server said when it refused a form: next to the form, announced at once. */
export function FormAlert({ message }: { message: string | null }) {
  return (
    <p className={styles.alert} role="alert">
      {message}
    </p>
  );
}
