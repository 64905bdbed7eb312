import { HttpStatus, Injectable, type PipeTransform } from '@nestjs/common';
import { issueDetailsMessages } from '@fairwrench/contracts';
import {
  preparePhoto,
  type PhotoRejection,
  type PreparedPhoto,
  type UploadedPhoto,
} from './prepare-photo';
import { uploadProblem } from './upload-problem';

const rejections: Record<PhotoRejection, [HttpStatus, string]> = {
  unsupported_type: [HttpStatus.UNSUPPORTED_MEDIA_TYPE, issueDetailsMessages.photoUnsupported],
  unreadable: [HttpStatus.BAD_REQUEST, issueDetailsMessages.photoUnreadable],
  too_many_pixels: [
    HttpStatus.PAYLOAD_TOO_LARGE,
    'A photo has too many pixels (50 megapixels at most)',
  ],
};

/**
 * Turns the uploaded `files` into photos ready to store, or rejects the whole request with
 * the first bad file's problem. One at a time: each decode can take a few hundred megabytes.
 */
@Injectable()
export class PhotoUploadPipe implements PipeTransform<unknown, Promise<PreparedPhoto[]>> {
  async transform(files: unknown): Promise<PreparedPhoto[]> {
    const uploads = Array.isArray(files) ? (files as UploadedPhoto[]) : [];
    const prepared: PreparedPhoto[] = [];
    for (const upload of uploads) {
      const result = await preparePhoto(upload);
      if (!result.ok) throw uploadProblem(...rejections[result.reason]);
      prepared.push(result.photo);
    }
    return prepared;
  }
}
