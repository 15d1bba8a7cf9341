/** A status value as the admin screens show it: `pending` → `Pending`. */
export const statusLabel = (status: string) => status.charAt(0).toUpperCase() + status.slice(1);
