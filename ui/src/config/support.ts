/** Support contacts shown in the footer, on the contact page and in the legal texts. */
export const SUPPORT = {
  phone: '(888) 555-0142',
  phoneHref: 'tel:+18885550142',
  email: 'support@fairwrench.app',
  social: 'https://www.facebook.com/fairwrench',
  hours: 'Monday-Friday 9 AM-5 PM PT',
} as const;
