import { z } from 'zod';

/**
 * What waits for the administrator (`GET /api/admin/counts`): shown as badges on the sidebar's
 * Messages and Enrollment entries and on the dashboard.
 */
export const AdminCountsSchema = z
  .strictObject({
    unread_messages: z.number().int().nonnegative().meta({ description: 'Contact messages still marked "new"' }),
    new_registrations: z.number().int().nonnegative().meta({ description: 'Registrations still "pending"' }),
  })
  .meta({ id: 'AdminCounts' });
export type AdminCounts = z.infer<typeof AdminCountsSchema>;
