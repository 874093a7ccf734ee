/** English text of the help page. Every other language has exactly these keys. */
const helpEn = {
  help: {
    title: 'Help',
    tabsLabel: 'Help topics',
    tabs: {
      contact: 'Contact',
      support: 'Support',
      howto: 'How-to',
      releasenotes: 'Release notes',
      usermanual: 'User manual',
      stats: 'Usage stats',
    },
    supportForm: {
      ownerSetsAddress:
        "No support address is set yet, so messages from this form cannot be sent. As the owner, you set the address your users write to in your organization's details (Customer support e-mail), or the server's operator sets SUPPORT_EMAIL.",
      ownerSetsAddressLink: "Open your organization's details",
      title: 'Write to support',
      goesTo:
        'Your message goes to {{address}}, with your organization and your name, e-mail address and role, so that support can answer you. You get a copy at your own address.',
      phone: 'Phone: {{phone}}, Monday to Friday, 8 AM to 5 PM.',
      phoneHours:
        'Phone support, where your organization offers it: Monday to Friday, 8 AM to 5 PM. Your administrator can give you the number.',
      category: 'What is it about?',
      categories: {
        question: 'A question',
        problem: 'A problem',
        licence: 'Licence and limits',
        billing: 'Billing',
        other: 'Something else',
      },
      subject: 'Subject',
      message: 'Message',
      messageHelp: '{{count}} of {{max}} characters. What you were doing, what you expected and what happened instead.',
      send: 'Send message',
      sending: 'Sending…',
      sent: 'Your message was sent to {{to}}. A copy went to {{copy}}.',
    },
    loadFailed: 'Failed to fetch the help content. Please try again.',
  },
};

export default helpEn;
