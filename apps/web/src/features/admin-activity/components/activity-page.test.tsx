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
    // Only the settled query's answer has a row: on a slow machine each keystroke may settle on its
    // own ("c", "co"…), and their empty answers must not pass for the final one.
    const entry = {
      id: 1,
      at: '2026-11-20T10:00:00.000Z',
      actor_id: 2,
      actor: 'coach@academy.local',
      action: 'auth.sign_in' as const,
      record_type: null,
      record_id: null,
      ip: null,
      summary: 'Settled answer',
    };
    api.get('/audit', (call) => paged(call.query.get('actor') === 'coach' ? [entry] : [], call));
    let commits = 0;
    renderScreen(
      <Profiler id="activity" onRender={() => void commits++}>
        <ActivityPage />
      </Profiler>,
      { route: '/activity', path: '/activity' },
    );
    await userEvent.type(await screen.findByLabelText(M.filters.actor), 'coach');
    await expect.poll(() => api.lastCall('GET')?.url).toContain('actor=coach');
    await screen.findByText('Settled answer');

    // After the settled query answered, nothing changes: a timer that re-renders the page would
    // add a commit every 300 ms (a negative checked only after the positive above).
    const settled = commits;
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(commits).toBe(settled);
    expect(api.callsTo('GET').filter((c) => c.url.includes('actor=coach'))).toHaveLength(1);
  });
});
