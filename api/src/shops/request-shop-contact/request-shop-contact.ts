import { randomUUID } from 'node:crypto';
import {
  fieldsShared,
  READ_MODELS,
  type ShopRequestBody,
  type ShopRequestResponse,
} from '@fairwrench/contracts';
import type { EventStore, SqlClient } from '@fairwrench/event-store';
import {
  findDiagnosticFacts,
  findDiagnosticIssue,
} from '@fairwrench/projections/diagnostics/diagnostics.query';
import { findShopsById } from '@fairwrench/projections/shops/shops.query';
import {
  DomainError,
  handleCommand,
  leadStreamId,
  listShowing,
  loadLeadState,
  loadStream,
  recordShopsRecommendedDecider,
  requestContext,
  shareLeadsDecider,
  shopRecommendationsStreamId,
  type ReadModelProgress,
} from '@fairwrench/domain';
import { captureConsent } from '../../data-rights/consents/consent-capture';
import type { ConsentClient } from '../../data-rights/consents/consent-client';
import type { ConsentFingerprinter } from '../../data-rights/consents/consent-fingerprint';
import { recommendedCandidates } from '../../leads/share-leads/lead-candidates';
import type { Clock } from '../../shared/domain/tokens';

export interface RequestShopContactDeps {
  readonly store: EventStore;
  readonly sql: SqlClient;
  readonly progress: ReadModelProgress;
  readonly clock: Clock;
  readonly fingerprinter: ConsentFingerprinter;
}

const noSuchShop = () => new DomainError('not_found', 'Shop not found in your list');

/**
 * The owner asks one shop from the list they were shown to contact them (ADR 059): the shop
 * gets the owner's name, e-mail and ZIP code, the vehicle and the analysis, as a lead whose
 * evidence is the consent given by this request. Only a shop the owner was shown for this
 * analysis can be asked; asking it again answers with the lead already sent.
 */
export async function requestShopContact(
  deps: RequestShopContactDeps,
  input: {
    readonly ownerId: string;
    readonly body: ShopRequestBody;
    readonly client: ConsentClient;
    readonly correlationId: string;
  },
): Promise<{ readonly response: ShopRequestResponse; readonly created: boolean }> {
  const { ownerId, body } = input;
  const facts = await findDiagnosticFacts(deps.sql, body.diagnosticId, ownerId);
  const found = facts && (await findDiagnosticIssue(deps.sql, body.diagnosticId));
  if (!facts || !found) throw new DomainError('not_found', 'Diagnostic not found');
  const { state: shown } = await loadStream(
    deps.store,
    shopRecommendationsStreamId(body.diagnosticId),
    recordShopsRecommendedDecider,
  );
  const list = listShowing(shown, body.shopId);
  if (!list) throw noSuchShop();
  const candidate = (await recommendedCandidates(deps.sql, facts.zipCode, list, randomUUID)).find(
    (shop) => shop.shopId === body.shopId,
  );
  const [shop] = await findShopsById(deps.sql, [body.shopId]);
  if (!candidate || !shop) throw noSuchShop();
  const { rank } = candidate.selection;
  const now = deps.clock();
  const { newState, newEvents } = await handleCommand(
    deps.store,
    leadStreamId(found.issueId),
    shareLeadsDecider,
    {
      type: 'ShareLeads',
      reason: 'recommendation',
      issueId: found.issueId,
      shops: [
        {
          ...candidate,
          selection: {
            ...candidate.selection,
            reason: `The owner sent this shop a request from their list (number ${rank} of ${list.length} partner shops shown)`,
          },
        },
      ],
      now,
      request: {
        consent: {
          ...captureConsent('lead-sharing', input.client, deps.fingerprinter, randomUUID()),
          purpose: 'lead-sharing',
        },
        consentEventId: randomUUID(),
      },
    },
    {
      context: requestContext(input.correlationId, now),
      initialState: await loadLeadState(deps.store, found.issueId),
      readModels: { progress: deps.progress, projections: [READ_MODELS.leadTrail.projection] },
    },
  );
  const lead = newState.leads.get(body.shopId);
  if (!lead) throw new DomainError('conflict', 'Please try again');
  return {
    created: newEvents.length > 0,
    response: {
      leadId: lead.leadId,
      shopId: body.shopId,
      shopName: shop.name,
      fieldsShared: fieldsShared(lead.owner),
      requestedAt: lead.sharedAt,
    },
  };
}
