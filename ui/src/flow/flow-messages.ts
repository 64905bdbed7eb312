/**
 * Toast titles and texts the flow shows, word for word from section 8 of the product spec.
 * The machine emits them; the toast component only renders. Section 8's "Issue details saved /
 * Getting your diagnostic results..." is left out: it arrived with the results already on
 * screen and covered a phone's bottom for 5 s (ADR 058).
 */
export type FlowToast = {
  title: string;
  description: string;
  variant: 'default' | 'destructive';
};

const error = (description: string): FlowToast => ({
  title: 'Error',
  description,
  variant: 'destructive',
});

export const FLOW_TOASTS = {
  vehicleSaved: {
    title: 'Vehicle information saved',
    description: "Let's collect details about your issue next.",
    variant: 'default',
  },
  vehicleFailed: error('Failed to save vehicle information. Please try again.'),
  issueFailed: error('Failed to save issue details. Please try again.'),
  noServiceOption: {
    title: 'Please select an option',
    description: 'Select either Shop Recommendations or Managed Repair to continue.',
    variant: 'destructive',
  },
  noDiagnosticForManaged: error('Diagnostic information not found. Please start over.'),
  managedCreateFailed: error('Failed to create managed repair. Please try again.'),
  managedMissingState: error('Missing diagnostic information. Please start over.'),
  managedScheduleFailed: error('Failed to schedule managed repair. Please try again.'),
  managedScheduled: {
    title: 'Success!',
    description: 'Your managed repair service has been scheduled.',
    variant: 'default',
  },
} as const satisfies Record<string, FlowToast>;

/** A failed call's own message when it has one (e.g. '500: Internal Server Error'), else the fallback. */
export function failureToast(cause: unknown, fallback: FlowToast): FlowToast {
  const message = cause instanceof Error ? cause.message.trim() : '';
  return message ? { ...fallback, description: message } : fallback;
}
