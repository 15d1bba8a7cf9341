/** The administrator the e2e server is started with (never used outside tests). */
export const E2E_ADMIN = { email: 'admin@academy.test', password: 'E2e-Password-2026!' };
