import { Module } from '@nestjs/common';

/** The opt-out of sale and sharing by e-mail, with a confirmation link (issue 13, item 2). */
@Module({})
export class OptOutByEmailModule {}
