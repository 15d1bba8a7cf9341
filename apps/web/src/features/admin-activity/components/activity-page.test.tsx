import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Profiler } from 'react';
import { describe, expect, it } from 'vitest';
import { AUDIT_PAGE as M } from '@academy/contract/audit-constants';
import { api, paged } from '../../../test/api';
import { renderScreen } from '../../../test/render-screen';
import ActivityPage from './activity-page';

describe('ActivityPage typed filters', () => {
  it('asks again once the typing settles and then renders only when something changes', async () => {
    api.get('/audit', (call) => paged([], call));
    let commits = 0;
    renderScreen(
      <Profiler id="activity" onRender={() => void commits++}>
        <ActivityPage />
      </Profiler>,
      { route: '/activity', path: '/activity' },
    );
    await userEvent.type(await screen.findByLabelText(M.filters.actor), 'coach');
    await expect.poll(() => api.lastCall('GET')?.url).toContain('actor=coach');
    await expect.poll(() => screen.queryByText(M.empty)).not.toBeNull();

    // After the settled query answered, nothing changes: a timer that re-renders the page would
    // add a commit every 300 ms (a negative checked only after the positive above).
    const settled = commits;
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(commits).toBe(settled);
    expect(api.callsTo('GET').filter((c) => c.url.includes('actor=coach'))).toHaveLength(1);
  });
});
