/**
 * The empty contact form, apart from the schema so the page renders it without Zod (ADR 029);
 * the schema's unit spec holds it to the form's type.
 */
export const contactFormDefaults = {
  fullName: '',
  email: '',
  subject: '',
  message: '',
};
