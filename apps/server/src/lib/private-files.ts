import fs from 'node:fs';
import path from 'node:path';

/**
 * DATA_DIR holds the embedded database (children's health data), uploads and the signing secret:
 * its owner's only (docs/decisions/023). Creates it 0700 and brings what an older version left
 * there to 0700 directories and 0600 files; the server's umask (server.ts) keeps new files so.
 * Sockets (the data directory lock) and symbolic links are left as they are.
 */
export function securePrivateDir(dir: string): void {
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  const walk = (p: string) => {
    const st = fs.lstatSync(p);
    if (st.isDirectory()) {
      if ((st.mode & 0o777) !== 0o700) fs.chmodSync(p, 0o700);
      for (const name of fs.readdirSync(p)) walk(path.join(p, name));
    } else if (st.isFile() && (st.mode & 0o777) !== 0o600) {
      fs.chmodSync(p, 0o600);
    }
  };
  walk(dir);
}
