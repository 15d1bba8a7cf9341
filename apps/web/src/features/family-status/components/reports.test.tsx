import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FAMILY_REPORT_TEXTS as T } from '@academy/contract/report-constants';
import { Reports } from './reports';

const report = (id: number, summary: string, published_at: string) => ({
  id,
  published_at,
  summary,
  criteria: [
    { criterion: 'Technique', score: 4, comment: 'Clean first touch' },
    { criterion: 'Speed', score: 3, comment: '' },
  ],
});

describe("the family's reports", () => {
  it('shows each published report as given (newest first), each score as "4 / 5" with its criterion and comment', () => {
    render(<Reports reports={[report(2, 'Second term', '2026-06-01T09:00:00.000Z'), report(1, 'First term', '2026-03-01T09:00:00.000Z')]} />);
    const section = screen.getByRole('region', { name: T.title });
    const articles = within(section).getAllByRole('article');
    expect(articles.map((a) => within(a).getByText(/term$/).textContent)).toEqual(['Second term', 'First term']);
    const technique = within(articles[0]!).getByText('Technique').closest('li')!;
    expect(technique).toHaveTextContent(`Technique${T.score(4, 5)}Clean first touch`);
    expect(within(articles[0]!).getByText('Speed').closest('li')).toHaveTextContent(`Speed${T.score(3, 5)}`);
    expect(articles[0]).toHaveTextContent(/Published 1 June 2026/);
  });

  it('shows nothing without a published report', () => {
    const { container } = render(<Reports reports={[]} />);
    expect(container).toBeEmptyDOMElement();
  });
});
