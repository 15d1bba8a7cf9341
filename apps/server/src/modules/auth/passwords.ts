import { hash, verify } from '@node-rs/argon2';
import { AUTH_MESSAGES, PASSWORD_MIN_LENGTH } from '@academy/contract/auth-constants';
import { passwordShapeProblem } from '@academy/contract/password-rules';

const ARGON_OPTIONS = { algorithm: 2 /* argon2id */, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/** The argon2id hash every password is stored as (sign-in, Settings, the Users screen, links, the command line). */
export const hashPassword = (password: string) => hash(password, ARGON_OPTIONS);
export const verifyPassword = (passwordHash: string, password: string) => verify(passwordHash, password);

let common: Promise<Set<string>> | undefined;
/**
 * The ~49,000 most common passwords of @zxcvbn-ts/language-common (a maintained list from leaked
 * password corpora), loaded at the first check and kept: a Set answers in constant time.
 */
function commonPasswords(): Promise<Set<string>> {
  common ??= import('@zxcvbn-ts/language-common').then((m) => new Set(m.dictionary['passwords-common'] as string[]));
  return common;
}

/**
 * Why a new password of the account with `emails` is refused, or null: at least
 * PASSWORD_MIN_LENGTH characters and not a common password (decision 022, compared in lower case,
 * the list's own spelling), then not of a guessable shape (decision 061): the account's email or
 * its local part, a repeat, keyboard or alphabet runs. Every path that sets a password calls it.
 */
export async function passwordProblem(password: string, emails: readonly string[]): Promise<string | null> {
  if (password.length < PASSWORD_MIN_LENGTH) return AUTH_MESSAGES.passwordTooShort;
  if ((await commonPasswords()).has(password.toLowerCase())) return AUTH_MESSAGES.passwordCommon;
  return passwordShapeProblem(password, emails);
}
