import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { UPGRADE_NOTICES_HEADING, upgradeNoticeText } from '@academy/contract/upgrade-notices';
import { UpgradeNotices } from './upgrade-notices';

describe('UpgradeNotices', () => {
  it('lists what the upgrade changed, each with what to do', () => {
    render(<UpgradeNotices notices={[{ kind: 'subscribers_pending', count: 3, text: upgradeNoticeText('subscribers_pending', 3) }]} />);
    expect(screen.getByRole('heading', { name: UPGRADE_NOTICES_HEADING })).toBeTruthy();
    expect(screen.getByRole('listitem').textContent).toBe(upgradeNoticeText('subscribers_pending', 3));
  });

  it('shows nothing when nothing changed', () => {
    const { container } = render(<UpgradeNotices notices={[]} />);
    expect(container.innerHTML).toBe('');
  });
});
