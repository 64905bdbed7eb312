import { randomUUID } from 'node:crypto';
import { Controller, Header, Headers, Inject, Query, Req, UseGuards } from '@nestjs/common';
import {
  API_ROUTES,
  leadTrailQuerySchema,
  toLeadTrailFilters,
  type LeadTrailQuery,
  type LeadTrailResponse,
} from '@fairwrench/contracts';
import type { EventStore, SqlClient } from '@fairwrench/event-store';
import type { Request } from 'express';
import { CLOCK, EVENT_STORE, SQL_CLIENT, type Clock } from '../../shared/domain/tokens';
import { Endpoint } from '../../shared/http/endpoint';
import { ZodValidationPipe } from '../../shared/http/zod-validation.pipe';
import { bearerToken } from '../../shared/http/bearer-token';
import { tokenFingerprint } from '../compliance-token';
import { ComplianceTokenGuard } from '../compliance-token.guard';
import { CorrelationId } from '../../shared/http/correlation';
import { readLeadTrail } from './read-lead-trail';

/**
 * What a HEAD is answered with: no page. Nest sends an undefined result as an empty body
 * without Content-Length or ETag, which would describe the page without recording a read.
 */
const NO_PAGE = Promise.resolve(undefined as unknown as LeadTrailResponse);

@Controller()
export class ReadLeadTrailController {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(SQL_CLIENT) private readonly sql: SqlClient,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /**
   * The guard has checked the token; the trail names who read it by the token's fingerprint.
   * Each request is one access, with an id of its own. HEAD (which Express routes here) checks
   * the token and the query like GET but reads no page, so it records nothing.
   */
  @Endpoint(API_ROUTES.getLeadTrail)
  @UseGuards(ComplianceTokenGuard)
  @Header('Cache-Control', 'no-store')
  @Header('Content-Type', 'application/json; charset=utf-8')
  read(
    @Query(new ZodValidationPipe(leadTrailQuerySchema)) query: LeadTrailQuery,
    @Headers('authorization') authorization: string | undefined,
    @Req() request: Request,
    @CorrelationId() correlationId: string,
  ): Promise<LeadTrailResponse> {
    if (request.method === 'HEAD') return NO_PAGE;
    const who = tokenFingerprint(bearerToken(authorization) ?? '');
    return readLeadTrail(
      { store: this.store, sql: this.sql, clock: this.clock },
      {
        filters: toLeadTrailFilters(query),
        access: { accessId: randomUUID(), via: 'api', who },
        correlationId,
      },
    );
  }
}
