import { HttpStatus, Injectable, type PipeTransform } from '@nestjs/common';
import { issueDetailsMessages } from '@fairwrench/contracts';
import {
  preparePhoto,
  type PhotoRejection,
  type PreparedPhoto,
  type UploadedPhoto,
} from './prepare-photo';
import { DecodeSlots } from './decode-slots';
import { uploadProblem } from './upload-problem';

/**
 * One request's photos decode at a time in the whole process (ADR 041). A 49-megapixel photo
 * holds about 150 MB of pixels while it is decoded, and each re-encoded photo is held until
 * its request is stored; taking photos one by one across requests kept every request's
 * results alive at once (12 parallel uploads: 830 MB). Request by request, each one finishes
 * and lets go before the next starts.
 */
const decodeSlots = new DecodeSlots(1);

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
 * the first bad file's problem. One photo at a time, one request at a time.
 */
@Injectable()
export class PhotoUploadPipe implements PipeTransform<unknown, Promise<PreparedPhoto[]>> {
  transform(files: unknown): Promise<PreparedPhoto[]> {
    const uploads = Array.isArray(files) ? (files as UploadedPhoto[]) : [];
    return uploads.length === 0 ? Promise.resolve([]) : decodeSlots.run(() => prepareAll(uploads));
  }
}

async function prepareAll(uploads: UploadedPhoto[]): Promise<PreparedPhoto[]> {
  const prepared: PreparedPhoto[] = [];
  for (const upload of uploads) {
    const result = await preparePhoto(upload);
    if (!result.ok) throw uploadProblem(...rejections[result.reason]);
    prepared.push(result.photo);
  }
  return prepared;
}
