export declare const E2E_PORT: number;
export type E2EServer = { url: string; mailbox: string; stop: () => Promise<void> };
export declare function startE2EServer(options: { port: number; template?: string; dataDir?: string }): Promise<E2EServer>;
export declare function seedTemplate(dir: string, port: number): Promise<void>;
