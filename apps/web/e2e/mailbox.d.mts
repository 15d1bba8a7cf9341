export declare const mailboxDir: (port: string) => string;
