/**
 * The header the web app sends with every API call. A cross-site form cannot set a header, and
 * a cross-site script cannot send one without a CORS preflight the API never grants, so it
 * vouches for the caller when a browser sends neither Fetch Metadata nor Origin (ADR 037).
 */
export const APP_REQUEST_HEADER = 'X-FairWrench-Request';
export const APP_REQUEST_HEADER_VALUE = '1';
