import {
  type CallHandler,
  type ExecutionContext,
  HttpStatus,
  Injectable,
  type NestInterceptor,
} from '@nestjs/common';
import { issueDetailsMessages, LIMITS, PHOTO_SIZE_HINT_BYTES } from '@fairwrench/contracts';
import type { Request, Response } from 'express';
import multer, { MulterError } from 'multer';
import type { Observable } from 'rxjs';
import { uploadProblem } from './upload-problem';

const m = issueDetailsMessages;

/**
 * Photos are held in memory (at most 5 × 10 MB per request) because each one is decoded and
 * re-encoded before anything is stored. The text-field limits are far above what the four
 * form fields need and far below what would cost memory.
 */
const upload = multer({
  storage: multer.memoryStorage(),
  defParamCharset: 'utf8',
  limits: {
    files: LIMITS.photosMax,
    fileSize: PHOTO_SIZE_HINT_BYTES,
    fields: 8,
    fieldSize: 32 * 1024,
    fieldNameSize: 100,
    parts: LIMITS.photosMax + 8,
    headerPairs: 20,
  },
}).array('files', LIMITS.photosMax);

/** multer's and busboy's failures are the client's: each becomes a 4xx the UI can show. */
export function toUploadProblem(error: unknown) {
  if (!(error instanceof MulterError)) {
    return uploadProblem(HttpStatus.BAD_REQUEST, 'The upload could not be read as a form');
  }
  switch (error.code) {
    case 'LIMIT_FILE_SIZE':
      return uploadProblem(HttpStatus.PAYLOAD_TOO_LARGE, m.photoTooLarge);
    case 'LIMIT_FILE_COUNT':
      return uploadProblem(HttpStatus.BAD_REQUEST, m.tooManyPhotos);
    case 'LIMIT_UNEXPECTED_FILE':
      return error.field === 'files'
        ? uploadProblem(HttpStatus.BAD_REQUEST, m.tooManyPhotos)
        : uploadProblem(HttpStatus.BAD_REQUEST, 'Send photos as repeated "files" parts');
    case 'LIMIT_FIELD_VALUE':
      return uploadProblem(HttpStatus.PAYLOAD_TOO_LARGE, 'A form field is too large');
    default:
      return uploadProblem(HttpStatus.BAD_REQUEST, 'The form has unexpected or too many fields');
  }
}

/**
 * Parses a multipart/form-data body into `body` (text fields) and `files` (photos). A JSON
 * request passes through untouched, so one route serves both variants of the call.
 */
@Injectable()
export class PhotoUploadInterceptor implements NestInterceptor {
  async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    const http = context.switchToHttp();
    const request = http.getRequest<Request>();
    const response = http.getResponse<Response>();
    await new Promise<void>((resolve, reject) =>
      upload(request, response, (error: unknown) =>
        error ? reject(toUploadProblem(error)) : resolve(),
      ),
    );
    return next.handle();
  }
}
