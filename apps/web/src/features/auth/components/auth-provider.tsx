// PLACEHOLDER — replaced by the admin engineer with the real session state machine (SPEC §4).
import type { ReactNode } from 'react';

export function AuthProvider({ children }: { children: ReactNode }) {
  return <>{children}</>;
}
