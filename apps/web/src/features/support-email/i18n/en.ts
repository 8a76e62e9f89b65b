/** English strings of the send-e-mail widget (Email Support): the 'support-email' namespace (decision 0065). */
export const enSupportEmail = {
  supportEmail: {
    title: 'Email Support',
    intro: 'Write to our support team. Your message becomes a service request, and we answer at the address below.',
    property: 'Property',
    propertyPlaceholder: 'Choose a property',
    replyTo: 'Your e-mail address',
    replyToDescription: 'Where support answers',
    message: 'Message',
    messagePlaceholder: 'What can we help with?',
    file: 'Photo or file (optional)',
    fileHint: 'A photo (JPEG, PNG, WebP, HEIC), a PDF, or a Word or Excel document, up to {{mb}} MB.',
    send: 'Send',
    cancel: 'Cancel',
    noProperties: 'No property to write about.',
  },
};
