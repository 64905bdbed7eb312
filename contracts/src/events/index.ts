import { z } from 'zod';
import { complianceTrailAccessedSchema } from './compliance-trail-accessed';
import { consentGivenSchema, consentWithdrawnSchema } from './consent';
import { contactMessageReceivedSchema } from './contact-message-received';
import { diagnosticProducedSchema } from './diagnostic-produced';
import { feedbackSubmittedSchema } from './feedback-submitted';
import { issueSubmittedSchema } from './issue-submitted';
import { leadDeliveredSchema, leadDeliveryFailedSchema } from './lead-delivery';
import { leadSharedSchema } from './lead-shared';
import { managedRepairRequestedSchema } from './managed-repair-requested';
import { erasureNoticeDeliveredSchema, ownerErasedSchema } from './owner-erased';
import {
  optOutByEmailConfirmedEventSchema,
  optOutByEmailRequestedEventSchema,
} from './opt-out-by-email';
import { managedRepairScheduledSchema } from './managed-repair-scheduled';
import { partnerAccessGrantedSchema, partnerAccessRevokedSchema } from './partner-access';
import { partnerShopListedSchema } from './partner-shop-listed';
import { saleAndSharingOptedOutSchema } from './sale-and-sharing-opted-out';
import { shopsRecommendedSchema } from './shops-recommended';
import { vehicleRegisteredSchema } from './vehicle-registered';

/** Every event the product records. Readers switch on `type`; a new event goes here. */
export const domainEventSchema = z.discriminatedUnion('type', [
  vehicleRegisteredSchema,
  issueSubmittedSchema,
  diagnosticProducedSchema,
  managedRepairRequestedSchema,
  managedRepairScheduledSchema,
  shopsRecommendedSchema,
  leadSharedSchema,
  leadDeliveredSchema,
  leadDeliveryFailedSchema,
  feedbackSubmittedSchema,
  contactMessageReceivedSchema,
  partnerShopListedSchema,
  partnerAccessGrantedSchema,
  partnerAccessRevokedSchema,
  saleAndSharingOptedOutSchema,
  complianceTrailAccessedSchema,
  ownerErasedSchema,
  erasureNoticeDeliveredSchema,
  consentGivenSchema,
  consentWithdrawnSchema,
  optOutByEmailRequestedEventSchema,
  optOutByEmailConfirmedEventSchema,
]);
export type DomainEvent = z.infer<typeof domainEventSchema>;
export type DomainEventType = DomainEvent['type'];
export type EventOfType<T extends DomainEventType> = Extract<DomainEvent, { type: T }>;

/** Read from the union itself so the list cannot drift from it. */
export const DOMAIN_EVENT_TYPES: readonly DomainEventType[] = domainEventSchema.options.map(
  (option) => option.shape.type.value,
);

export function isEventOfType<T extends DomainEventType>(
  event: DomainEvent,
  type: T,
): event is EventOfType<T> {
  return event.type === type;
}
