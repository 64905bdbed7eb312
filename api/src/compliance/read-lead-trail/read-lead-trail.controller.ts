import { randomUUID } from 'node:crypto';
import { Controller, Header, Headers, Query, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import {
  API_ROUTES,
  leadTrailQuerySchema,
  toLeadTrailFilters,
  type LeadTrailQuery,
  type LeadTrailResponse,
} from '@fairwrench/contracts';
import { Endpoint } from '../../shared/http/endpoint';
import { ZodValidationPipe } from '../../shared/http/zod-validation.pipe';
import { bearerToken, tokenFingerprint } from '../compliance-token';
import { ComplianceTokenGuard } from '../compliance-token.guard';
import { ReadLeadTrailCommand } from './read-lead-trail.command';

@Controller()
export class ReadLeadTrailController {
  constructor(private readonly commands: CommandBus) {}

  /** The guard has checked the token; the trail names who read it by the token's fingerprint. */
  @Endpoint(API_ROUTES.getLeadTrail)
  @UseGuards(ComplianceTokenGuard)
  @Header('Cache-Control', 'no-store')
  read(
    @Query(new ZodValidationPipe(leadTrailQuerySchema)) query: LeadTrailQuery,
    @Headers('authorization') authorization: string | undefined,
  ): Promise<LeadTrailResponse> {
    const who = tokenFingerprint(bearerToken(authorization) ?? '');
    return this.commands.execute(
      new ReadLeadTrailCommand(toLeadTrailFilters(query), who, randomUUID()),
    );
  }
}
