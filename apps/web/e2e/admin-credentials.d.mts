export declare const E2E_ADMIN: { email: string; password: string };
