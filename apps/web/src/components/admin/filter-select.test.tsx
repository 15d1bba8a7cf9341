import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SUBSCRIBER_STATUSES, SUBSCRIBERS_TEXTS } from '@academy/contract/newsletter-constants';
import { FilterSelect } from './filter-select';

describe('FilterSelect', () => {
  it('is named by its label, offers everything first then each value by its label, and reports the choice', async () => {
    const onChange = vi.fn();
    render(
      <FilterSelect
        id="status"
        label="Status"
        allLabel="All statuses"
        value=""
        options={SUBSCRIBER_STATUSES}
        labels={SUBSCRIBERS_TEXTS.statusLabels}
        onChange={onChange}
      />,
    );
    const select = screen.getByLabelText('Status');
    expect([...select.querySelectorAll('option')].map((o) => [o.value, o.textContent])).toEqual([
      ['', 'All statuses'],
      ...SUBSCRIBER_STATUSES.map((s) => [s, SUBSCRIBERS_TEXTS.statusLabels[s]]),
    ]);
    await userEvent.selectOptions(select, SUBSCRIBER_STATUSES[1]!);
    expect(onChange).toHaveBeenLastCalledWith(SUBSCRIBER_STATUSES[1]);
    await userEvent.selectOptions(select, '');
    expect(onChange).toHaveBeenLastCalledWith('');
  });
});
