import {
  Controller,
  Header,
  Inject,
  NotFoundException,
  Param,
  ParseUUIDPipe,
  StreamableFile,
} from '@nestjs/common';
import { API_ROUTES } from '@fairwrench/contracts';
import { Endpoint } from '../../shared/http/endpoint';
import { Session, type OwnerSession } from '../../sessions/owner-session';
import type { SqlClient } from '@fairwrench/event-store';
import { PHOTO_STORE, type PhotoStore } from '../../photos/photo-store';
import { SQL_CLIENT } from '../../shared/domain/tokens';
import { getIssuePhoto } from './get-issue-photo';

const notFound = () => new NotFoundException('Photo not found');
const SHA256 = /^[0-9a-f]{64}$/;

/** GET /api/issues/{issueId}/photos/{sha256}: a photo of an issue, to that issue's owner only. */
@Controller()
export class GetIssuePhotoController {
  constructor(
    @Inject(SQL_CLIENT) private readonly sql: SqlClient,
    @Inject(PHOTO_STORE) private readonly photos: PhotoStore,
  ) {}

  @Endpoint(API_ROUTES.getIssuePhoto)
  // Owners' photos may show plates and places: no shared cache may keep them.
  @Header('Cache-Control', 'private, max-age=3600')
  async get(
    @Param('issueId', new ParseUUIDPipe({ exceptionFactory: notFound })) issueId: string,
    @Param('sha256') sha256: string,
    @Session() session: OwnerSession,
  ): Promise<StreamableFile> {
    if (!session.userId || !SHA256.test(sha256)) throw notFound();
    const photo = await getIssuePhoto(
      { sql: this.sql, photos: this.photos },
      { issueId, sha256, ownerId: session.userId },
    );
    if (!photo) throw notFound();
    return new StreamableFile(photo.bytes, {
      type: photo.contentType,
      length: photo.bytes.length,
      disposition: 'inline',
    });
  }
}
