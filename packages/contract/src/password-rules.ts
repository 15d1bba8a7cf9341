// Zod-free: the password rules a form checks in the browser and the server checks again (decision 061).
import { AUTH_MESSAGES } from './auth-constants.ts';

/**
 * Strips of keys typed one after the other: the alphabet, the digits, the letter rows of QWERTY,
 * QWERTZ and AZERTY read row after row (so `qwertyuiopas` is one run), the keyboard's columns,
 * the zig-zags between the digit row and the row below it, and the shifted digit row. A run may go either way along a strip.
 */
const STRIPS = [
  'abcdefghijklmnopqrstuvwxyz',
  '01234567890',
  'qwertyuiopasdfghjklzxcvbnm',
  'qwertzuiopasdfghjklyxcvbnm',
  'azertyuiopqsdfghjklmwxcvbn',
  '1qaz2wsx3edc4rfv5tgb6yhn7ujm8ik9ol0p',
  'qazwsxedcrfvtgbyhnujmikolp',
  '1q2w3e4r5t6y7u8i9o0p',
  'q1w2e3r4t5y6u7i8o9p0',
  '!@#$%^&*()_+',
];

/** A run counts from this many keys on (`abc`, `123`, `aaa`). */
const MIN_RUN = 3;
/** A password needs at least this many characters outside repeats and keyboard runs. */
const MIN_OTHER_CHARACTERS = 6;
/** An email's local part shorter than this (`jo@…`) is too short to look for. */
const MIN_LOCAL_PART = 3;

/** True when `b` follows `a` on some strip, in the direction `step` (1 forward, -1 backward). */
function follows(a: string, b: string, step: 1 | -1): boolean {
  return STRIPS.some((strip) => {
    for (let i = strip.indexOf(a); i !== -1; i = strip.indexOf(a, i + 1)) if (strip[i + step] === b) return true;
    return false;
  });
}

/** How many characters of `text` lie in no repeat (`aaa`) and no keyboard or sequence run (`qwe`, `321`). */
function charactersOutsideRuns(text: string): number {
  const covered = new Array<boolean>(text.length).fill(false);
  const mark = (from: number, to: number) => {
    if (to - from >= MIN_RUN) covered.fill(true, from, to);
  };
  for (const kind of ['same', 'forward', 'backward'] as const) {
    let start = 0;
    for (let i = 1; i <= text.length; i++) {
      const a = text[i - 1]!;
      const b = text[i];
      const continues = b !== undefined && (kind === 'same' ? a === b : kind === 'forward' ? follows(a, b, 1) : follows(a, b, -1));
      if (continues) continue;
      mark(start, i);
      start = i;
    }
  }
  return covered.filter((c) => !c).length;
}

/** `abcabcabc`, `qwerqwerqw`: one piece said again and again (a cut-off last piece included). */
function isRepeatedPiece(text: string): boolean {
  for (let size = 1; size <= text.length / 2; size++) {
    const piece = text.slice(0, size);
    if (piece.repeat(Math.ceil(text.length / size)).startsWith(text)) return true;
  }
  return false;
}

/** The account's address and the part before its @ (when long enough to mean something). */
function emailParts(email: string | null | undefined): string[] {
  const address = (email ?? '').trim().toLowerCase();
  if (!address) return [];
  const local = address.split('@')[0] ?? '';
  return local.length >= MIN_LOCAL_PART ? [address, local] : [address];
}

/**
 * Why a new password of the account with `emails` is refused by its shape, or null (decision 061):
 * it contains the account's email or its local part; it is one character or piece repeated; or
 * fewer than MIN_OTHER_CHARACTERS of it lie outside repeats and keyboard or alphabet runs
 * (`qwertyuiopas`, `abcd1234efgh`). Compared in lower case. The length and the list of common
 * passwords are checked beside it (`passwordProblem` on the server).
 */
export function passwordShapeProblem(password: string, emails: readonly (string | null | undefined)[] = []): string | null {
  const text = password.toLowerCase();
  if (emails.flatMap(emailParts).some((part) => text.includes(part))) return AUTH_MESSAGES.passwordHasEmail;
  if (isRepeatedPiece(text)) return AUTH_MESSAGES.passwordRepeats;
  if (charactersOutsideRuns(text) < MIN_OTHER_CHARACTERS) return AUTH_MESSAGES.passwordRuns;
  return null;
}
