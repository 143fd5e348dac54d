import type { FieldPath, UseFormSetError } from 'react-hook-form'
import { errorFields } from '../../../lib/api-error.ts'
import type { TListingValues } from './listing-values.ts'

/**
 * The server's field errors under the listing form's inputs (create and edit). The server names
 * both coordinates; the form shows their message once, under the map.
 */
export function setListingServerErrors(error: unknown, setError: UseFormSetError<TListingValues>) {
  for (const [name, message] of Object.entries(errorFields(error))) {
    const field = (name === 'longitude' ? 'latitude' : name) as FieldPath<TListingValues>
    setError(field, { type: 'server', message })
  }
}
