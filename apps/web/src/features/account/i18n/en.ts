/** English text of the account page and the legal texts' frame. Every other language has exactly these keys. */
const accountEn = {
  account: {
    title: 'Account',
    sectionsLabel: 'Account sections',
    sections: {
      details: 'Details',
      password: 'Password',
      security: 'Security',
      eula: 'Licence agreement',
      'privacy-policy': 'Privacy policy',
      language: 'Language',
    },
    details: {
      profile: 'Profile',
      nameSaved: 'Your name has been saved.',
      role: 'Role',
      organization: 'Organization',
      memberSince: 'Member since',
      lastLogin: 'Last sign-in',
      emailTitle: 'E-mail address',
      currentEmail: 'Current e-mail address',
      emailHelp: 'We will send a confirmation link to the new address. The change takes effect once you open it.',
      passwordToConfirm: 'Your password, to confirm the change',
      changeEmail: 'Change e-mail',
      emailSent: 'We sent a confirmation link to {{email}}. Open it to finish the change.',
      pending: 'Waiting for confirmation of {{email}}. Until then you keep signing in with your current address.',
      readOnly: 'Your role and organization are managed by your organization’s administrators.',
      ownerNote:
        'You own this organization: you manage its users and their roles on the Users page, and its details, support addresses, licence and theme under Organizations.',
    },
    password: {
      title: 'Change password',
      intro: 'After the change you stay signed in on this device.',
      submit: 'Change password',
      success: 'Your password has been changed.',
    },
    eula: {
      accepted: 'You accepted this agreement on {{date}}.',
      acceptedNoDate: 'You have accepted this agreement.',
      notAccepted: 'Please read the agreement and accept it to keep using Signage.',
      accept: 'I accept the agreement',
      acceptedNow: 'Thank you. Your acceptance has been recorded.',
    },
    language: {
      title: 'Interface language',
      intro: 'The language is used in the interface and in the e-mails we send you.',
      saved: 'Language saved.',
    },
  },
  legal: {
    eulaTitle: 'End User Licence Agreement',
    privacyTitle: 'Privacy Policy',
    updated: 'Last updated: {{date}}',
  },
};

export default accountEn;
