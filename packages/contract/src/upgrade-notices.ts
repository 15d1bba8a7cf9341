import { z } from 'zod';

/**
 * What an upgrade changed for data an older release kept (decision 056): told once in the log at
 * start and on the dashboard while it holds, each with what to do. Computed from the data, so a
 * notice goes away by itself once the academy has acted on it.
 */
export const UPGRADE_NOTICE_KINDS = ['subscribers_pending', 'players_photos_hidden', 'host_default'] as const;
export type UpgradeNoticeKind = (typeof UPGRADE_NOTICE_KINDS)[number];

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** The notice's words, with its figure. */
export function upgradeNoticeText(kind: UpgradeNoticeKind, count: number): string {
  switch (kind) {
    case 'subscribers_pending':
      return (
        `${plural(count, 'newsletter subscriber signed', 'newsletter subscribers signed')} up before subscriptions needed confirming and ${count === 1 ? 'gets' : 'get'} no newsletter until confirmed. ` +
        'Ask them (outside this site) to subscribe again on the home page: they are mailed a confirmation link.'
      );
    case 'players_photos_hidden':
      return (
        `${plural(count, "player's photo is", "players' photos are")} hidden on the team page because no photo consent is recorded. ` +
        'Players on the team before consent was asked count as children without it: record the consent a family gave on the player in Team to show the photo again.'
      );
    case 'host_default':
      return 'HOST is not set, so the server listens on this machine only (127.0.0.1); releases before 2026-11-25 listened on every interface. Set HOST=0.0.0.0 if visitors reach this server directly rather than through a proxy on the same machine.';
  }
}

export const UpgradeNoticeSchema = z
  .strictObject({
    kind: z.enum(UPGRADE_NOTICE_KINDS),
    count: z.number().int().nonnegative().meta({ description: 'How many records it concerns (0 for a setting)' }),
    text: z.string().meta({ description: 'What changed and what to do' }),
  })
  .meta({ id: 'UpgradeNotice' });
export type UpgradeNotice = z.infer<typeof UpgradeNoticeSchema>;

export const UPGRADE_NOTICES_HEADING = 'After the upgrade';
