import { describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from './auth-constants.ts';
import { ProfileFormSchema, UpdateProfileSchema } from './auth.ts';
import { passwordShapeProblem } from './password-rules.ts';
import { SetPasswordFormSchema, UserInputSchema } from './users.ts';

describe('passwordShapeProblem (decision 061)', () => {
  it.each([
    ['aaaaaaaaaaaa', AUTH_MESSAGES.passwordRepeats],
    ['abcabcabcabc', AUTH_MESSAGES.passwordRepeats],
    ['Xy7Xy7Xy7Xy7X', AUTH_MESSAGES.passwordRepeats],
    ['qwertyuiopas', AUTH_MESSAGES.passwordRuns],
    ['QWERTY123456', AUTH_MESSAGES.passwordRuns],
    ['abcd1234efgh', AUTH_MESSAGES.passwordRuns],
    ['zyxwvu987654', AUTH_MESSAGES.passwordRuns],
    ['1qaz2wsx3edc', AUTH_MESSAGES.passwordRuns],
    ['q1w2e3r4t5y6', AUTH_MESSAGES.passwordRuns],
    ['azertyuiop12', AUTH_MESSAGES.passwordRuns],
    ['aaaa1234bbbb', AUTH_MESSAGES.passwordRuns],
    ['!@#$%^&*()_+', AUTH_MESSAGES.passwordRuns],
  ])('refuses %s', (password, message) => {
    expect(passwordShapeProblem(password)).toBe(message);
  });

  it("refuses the account's email and its local part, in any case", () => {
    const email = 'Jane.Doe@academy.test';
    expect(passwordShapeProblem('jane.doe@academy.test', [email])).toBe(AUTH_MESSAGES.passwordHasEmail);
    expect(passwordShapeProblem('My-JANE.DOE-2026', [email])).toBe(AUTH_MESSAGES.passwordHasEmail);
    // The current address and a new one are both the account's.
    expect(passwordShapeProblem('coach-kickoff-2026', ['old@academy.test', 'coach@academy.test'])).toBe(AUTH_MESSAGES.passwordHasEmail);
    // A local part of two letters is no clue: "jo" is in many passwords.
    expect(passwordShapeProblem('Jolly-Kickoff-2026', ['jo@academy.test'])).toBeNull();
  });

  it.each(['E2e-Password-2026!', 'correct-horse-battery', 'staff-password-for-tests', 'Password123_', 'Kickoff at Nine, Saturday'])(
    'accepts %s',
    (password) => {
      expect(passwordShapeProblem(password, ['admin@academy.test'])).toBeNull();
    },
  );

  it('accepts random passwords of the length the command line makes (20 characters of base64url)', () => {
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    let seed = 2026;
    // A fixed-seed generator (its top six bits pick a character): the same passwords every run.
    const next = () => (seed = (Math.imul(seed, 1_103_515_245) + 12_345) >>> 0);
    for (let i = 0; i < 500; i++) {
      const password = Array.from({ length: 20 }, () => alphabet[Math.floor(next() / 2 ** 26)]).join('');
      expect(passwordShapeProblem(password)).toBeNull();
    }
  });
});

describe('the password forms check the shape in the browser', () => {
  const messageOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }, field: string) =>
    result.error?.issues.find((i) => i.path[0] === field)?.message;

  it('the add-user form, against the new account’s email', () => {
    const base = { name: 'Ama', email: 'ama.owusu@academy.test', role: 'editor', password_mode: 'password' } as const;
    expect(messageOf(UserInputSchema.safeParse({ ...base, password: 'ama.owusu-2026!' }), 'password')).toBe(AUTH_MESSAGES.passwordHasEmail);
    expect(messageOf(UserInputSchema.safeParse({ ...base, password: 'qwertyuiopas' }), 'password')).toBe(AUTH_MESSAGES.passwordRuns);
    expect(UserInputSchema.safeParse({ ...base, password: 'Kickoff at Nine, Saturday' }).success).toBe(true);
    expect(UserInputSchema.safeParse({ ...base, password_mode: 'link' }).success).toBe(true);
  });

  it('the settings form and its request, against the email typed', () => {
    const base = { name: 'Ama', email: 'ama.owusu@academy.test', current_password: 'x' };
    expect(messageOf(UpdateProfileSchema.safeParse({ ...base, new_password: 'aaaaaaaaaaaa' }), 'new_password')).toBe(AUTH_MESSAGES.passwordRepeats);
    const form = ProfileFormSchema.safeParse({ ...base, new_password: 'AMA.OWUSU-kick', confirm_password: 'AMA.OWUSU-kick' });
    expect(messageOf(form, 'new_password')).toBe(AUTH_MESSAGES.passwordHasEmail);
    expect(UpdateProfileSchema.safeParse(base).success).toBe(true);
  });

  it('the set-password page', () => {
    const result = SetPasswordFormSchema.safeParse({ password: 'qwertyuiopas', confirm_password: 'qwertyuiopas' });
    expect(messageOf(result, 'password')).toBe(AUTH_MESSAGES.passwordRuns);
  });
});
