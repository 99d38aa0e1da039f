import { useLingui } from '@lingui/react/macro';
import type { SizeReferenceTable } from '../../../../contract/catalogue';
import { Dialog } from '../../../ui/Dialog';
import styles from './SizeGuide.module.css';

/** The size reference table in a dialog (a bottom sheet on a phone). */
export function SizeGuide({
  table,
  open,
  onClose,
}: {
  table: SizeReferenceTable;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useLingui();
  return (
    <Dialog open={open} onClose={onClose} title={table.title || t`Size guide`} variant="sheet">
      <div className={styles.scroll}>
        <table className={styles.table}>
          <thead>
            <tr>
              {table.headers.map((header, index) => (
                <th key={index} scope="col">
                  {header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {table.rows.map((row, rowIndex) => (
              <tr key={rowIndex}>
                {row.map((cell, index) =>
                  index === 0 ? (
                    <th key={index} scope="row">
                      {cell}
                    </th>
                  ) : (
                    <td key={index}>{cell}</td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {table.note && <p className={styles.note}>{table.note}</p>}
    </Dialog>
  );
}
