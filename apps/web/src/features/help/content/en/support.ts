import type { HelpContent } from '../types.ts';

export const support: HelpContent['support'] = {
  title: 'Troubleshooting',
  intro: 'Solutions to the most common problems. If none helps, see Contact.',
  sections: [
    {
      heading: "I can't sign in",
      paragraphs: ["'Please check that your email and password is correct.' means the address or password does not match an account."],
      bullets: [
        'Check the address for typing mistakes, and check Caps Lock: passwords are case-sensitive.',
        "Forgotten password? Choose 'Forgot password' on the sign-in page.",
        'Asked for a verification code? Your address is not verified yet: enter the code from your e-mail.',
        'Asked for organization details? Your sign-up is not finished: complete the form.',
        'Told your account awaits approval? An administrator of your organization must approve you first.',
        'After many failed attempts sign-in pauses briefly: wait a few minutes.',
      ],
    },
    {
      heading: "I didn't receive the verification code",
      paragraphs: [],
      bullets: [
        'Check your spam or junk folder, and check the address you entered.',
        'Codes expire after 10 minutes and stop working after five wrong tries: use the resend button to get a new one.',
        'If you requested several codes, use the most recent.',
      ],
    },
    {
      heading: 'Password reset and password rules',
      paragraphs: [
        "Reset links expire after 60 minutes. If the page says the link has expired or is invalid, request a new one from 'Forgot password'.",
        'A password needs at least 8 characters with lower case and upper case letters, numbers and symbols; very common passwords are refused, and the repeated entry must match.',
      ],
    },
    {
      heading: 'My e-mail address did not change',
      paragraphs: [
        "The new address takes effect only after you open the confirmation link sent to it, within 24 hours. Until then, sign in with your old address. 'This e-mail address is already in use' means another account has it.",
      ],
    },
    {
      heading: 'Everything is read-only',
      paragraphs: [
        "Your organization's licence has expired, so Signage is view-only. Administrators are shown how to renew; other users should contact their administrator. A 30-day trial can be extended once by 30 days.",
      ],
    },
    {
      heading: 'Wrong language or unexpected sign-out',
      paragraphs: [
        'Choose your language in the top bar, in Settings or on your Account page; it is saved with your account. If you were signed out, your session ended, perhaps from another browser; sign in again. If you suspect misuse, change your password and sign out other sessions in Settings.',
      ],
    },
    {
      heading: 'For self-hosters',
      paragraphs: [],
      bullets: [
        'Without SMTP_URL no mail is sent: codes and links go to the server log and an outbox, so sign-up can still be completed. Set SMTP_URL and MAIL_FROM to send real mail.',
        'Set PUBLIC_URL to the address users open, or e-mailed links point to localhost.',
        'The first account registered on a new installation becomes the platform owner.',
        'The server refuses to start twice on the same DATA_DIR.',
      ],
    },
  ],
};
