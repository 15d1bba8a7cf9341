import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AdminTable, type Column } from './admin-table';

type Row = { id: number; name: string; age: number };
const ROWS: Row[] = [
  { id: 1, name: 'Amara', age: 11 },
  { id: 2, name: 'Kofi', age: 13 },
];
const COLUMNS: Column<Row>[] = [
  { header: 'Name', cell: (r) => <strong>{r.name}</strong> },
  { header: 'Age', label: 'Age (years)', cell: (r) => r.age },
  { header: 'Actions', hiddenHeader: true, label: null, cell: (r) => <button type="button">Open {r.name}</button> },
];

describe('AdminTable', () => {
  it('names each column once: the header, and the label a phone shows beside every cell of it', () => {
    const { container } = render(<AdminTable rows={ROWS} columns={COLUMNS} rowProps={(r) => ({ 'data-testid': `row-${r.name}` })} />);
    expect(container.firstElementChild!.className).toMatch(/card/);
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Name', 'Age', 'Actions']);
    // The buttons' column is named for screen readers only.
    expect(screen.getByRole('columnheader', { name: 'Actions' }).firstElementChild).toHaveTextContent('Actions');
    const kofi = within(screen.getByTestId('row-Kofi')).getAllByRole('cell');
    expect(kofi.map((td) => td.textContent)).toEqual(['Kofi', '13', 'Open Kofi']);
    expect(kofi.map((td) => td.getAttribute('data-label'))).toEqual(['Name', 'Age (years)', null]);
  });

  it('keys rows without an id by rowKey, and stands without its card when asked', () => {
    const { container } = render(
      <AdminTable rows={[{ child: 'Amara' }, { child: 'Kofi' }]} rowKey={(r) => r.child} columns={[{ header: 'Child', cell: (r) => r.child }]} card={false} />,
    );
    expect(screen.getAllByRole('row')).toHaveLength(3);
    expect(container.firstElementChild!.className).not.toMatch(/card/);
  });
});
