/** Stable machine-readable `code`s of API errors; their texts are localized by the server. */
export const ERROR_CODES = [
  'validation_error',
  'invalid_json',
  'invalid_credentials',
  'unauthorized',
  'token_invalid',
  'forbidden',
  'not_found',
  'conflict',
  'rate_limited',
  'payload_too_large',
  'unsupported_media_type',
  'invalid_multipart',
  'invalid_file',
  'google_auth_failed',
  'google_not_configured',
  'reset_token_invalid',
  'invalid_signature',
  'wrong_password',
  'internal_error',
  'service_unavailable',
] as const
export type TErrorCode = (typeof ERROR_CODES)[number]
