import { Query } from '@nestjs/cqrs';
import type { MyData } from '@fairwrench/contracts';

export class GetMyDataQuery extends Query<MyData> {
  constructor(readonly ownerId: string) {
    super();
  }
}
