/**
 * The public form's success screen (decision 032): what happens next and where the mail with the
 * status link went, instead of an emptied form. Its own module: the screen is loaded only on success,
 * so these words stay out of the /register page's first load.
 */
export const REGISTRATION_SUCCESS = {
  title: 'Thank you: your registration is in',
  mailed: (email: string) =>
    `We have sent an email to ${email} with a summary and a private link to follow the application. If it is not in your inbox in a few minutes, look in the spam folder.`,
  nextTitle: 'What happens next',
  next: [
    'A coach calls or emails you within a week.',
    'We invite your child to a free trial session; you confirm or decline it through the link in the email.',
    'After the trial we tell you the outcome, through the same link.',
  ],
  another: 'Register another child',
} as const;
