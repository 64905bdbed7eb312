import { Body, Controller, HttpStatus, NotFoundException, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import {
  API_ROUTES,
  createManagedRepairRequestSchema,
  type CreateManagedRepairRequest,
  type CreateManagedRepairResponse,
} from '@fairwrench/contracts';
import type { Response } from 'express';
import { Session, type OwnerSession } from '../../sessions/owner-session';
import { Endpoint } from '../../shared/http/endpoint';
import { ZodValidationPipe } from '../../shared/http/zod-validation.pipe';
import { RequestManagedRepairCommand } from './request-managed-repair.command';
import { CorrelationId } from '../../shared/http/correlation';

@Controller()
export class RequestManagedRepairController {
  constructor(private readonly commands: CommandBus) {}

  /**
   * 201 with a new id; 200 with the existing id when the analysis already has a managed
   * repair, so a double submit or a retry is harmless. Another owner's diagnostic is a 404.
   */
  @Endpoint(API_ROUTES.requestManagedRepair)
  async request(
    @Body(new ZodValidationPipe(createManagedRepairRequestSchema)) body: CreateManagedRepairRequest,
    @Session() session: OwnerSession,
    @Res({ passthrough: true }) response: Response,
    @CorrelationId() correlationId: string,
  ): Promise<CreateManagedRepairResponse> {
    if (!session.userId) throw new NotFoundException('Diagnostic not found');
    const { managedRepairId, created } = await this.commands.execute(
      new RequestManagedRepairCommand(body.diagnosticId, session.userId, correlationId),
    );
    response.status(created ? HttpStatus.CREATED : HttpStatus.OK);
    return { managedRepairId };
  }
}
