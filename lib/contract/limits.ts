import { UPLOAD_MAX_BYTES } from './menu-tools';

/** The largest request body of any call but the upload (the API answers 413 past it, so does the BFF). */
export const BODY_MAX_BYTES = 1024 * 1024;
/** POST upload: an image of up to UPLOAD_MAX_BYTES plus its multipart envelope. */
export const UPLOAD_BODY_MAX_BYTES = UPLOAD_MAX_BYTES + 64 * 1024;
