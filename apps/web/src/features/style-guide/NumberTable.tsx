/** Props of {@link NumberTable}. */
export interface NumberTableProps {
  caption: string;
  nameHeader: string;
  valueHeader: string;
  /** `name` is a constant's key, shown as code. */
  rows: readonly { name: string; value: string }[];
}

/** A two-column table of named numbers from the shared constants. */
export function NumberTable({ caption, nameHeader, valueHeader, rows }: NumberTableProps) {
  return (
    <table className="style-guide__table">
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{nameHeader}</th>
          <th scope="col">{valueHeader}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map(({ name, value }) => (
          <tr key={name}>
            <th scope="row">
              <code>{name}</code>
            </th>
            <td>{value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
