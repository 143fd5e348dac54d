import { CircleExclamationPoint, LoaderCircle } from 'lucide-react'
import { useRef, useState } from 'react'
import type { UseFormReturn } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { TextField } from '../../../components/ui/text-field.tsx'
import { usePlaceSearch } from '../api/use-place-search.ts'
import { useReverseGeocode } from '../api/use-reverse-geocode.ts'
import { fillFromLookup, type TFilled } from '../lib/address-fill.ts'
import { addressOf, type TPlace, toCoordinate } from '../lib/geocode-place.ts'
import { ADDRESS_FIELDS, type TAddressField, type TListingValues } from '../lib/listing-values.ts'
import { MapPicker, type TLatLng } from './map-picker.tsx'
import { PlaceSearch } from './place-search.tsx'

type TMapError =
  | 'mapPicker.searchTermRequired'
  | 'mapPicker.locationNotFound'
  | 'mapPicker.locationSearchFailed'
  | 'mapPicker.addressUnavailable'
  | 'mapPicker.addressFetchFailed'

/**
 * The address and the map picker. A search or a click on the map stores 6-decimal coordinates and
 * clears the address and map messages. A search fills the address from its own answer (the street
 * and postal code the host typed come back as typed); a click asks the reverse lookup. Neither
 * replaces what the host typed in the fields (lib/address-fill.ts).
 */
export function LocationFields({ form }: { form: UseFormReturn<TListingValues> }) {
  const { t } = useTranslation()
  const { register, setValue, clearErrors, watch, formState } = form
  const { errors } = formState
  const placeSearch = usePlaceSearch()
  const reverseGeocode = useReverseGeocode()
  const [mapError, setMapError] = useState<TMapError>()
  const filled = useRef<TFilled>({})
  const latitude = watch('latitude')
  const longitude = watch('longitude')
  const position: TLatLng | null = latitude && longitude ? [Number(latitude), Number(longitude)] : null
  // Offline, a lookup knows a postal code's district (its first half) at most: the host adds the rest.
  const isDistrictOnly = POSTAL_DISTRICT.test(watch('address_postal_code') ?? '')

  function placePin([lat, lng]: TLatLng) {
    const coordinates = { lat: toCoordinate(lat), lon: toCoordinate(lng) }
    setValue('latitude', coordinates.lat)
    setValue('longitude', coordinates.lon)
    clearErrors(['latitude', 'longitude', ...ADDRESS_FIELDS])
    setMapError(undefined)
    return coordinates
  }

  /** Writes what the lookup found where it may, read when the answer arrives (typing meanwhile wins). */
  function fill(place: TPlace, term?: string) {
    const values = form.getValues(ADDRESS_FIELDS)
    const current = Object.fromEntries(ADDRESS_FIELDS.map((name, index) => [name, values[index] ?? '']))
    const result = fillFromLookup({
      found: addressOf(place),
      current: current as Record<TAddressField, string>,
      filled: filled.current,
      term,
    })
    filled.current = result.filled
    for (const [name, value] of Object.entries(result.values) as [TAddressField, string][]) {
      setValue(name, value, { shouldDirty: true })
    }
  }

  function choose(point: TLatLng) {
    reverseGeocode.mutate(placePin(point), {
      onSuccess: (place) => {
        if (!place || Object.keys(addressOf(place)).length === 0) {
          setMapError('mapPicker.addressUnavailable')
          return
        }
        fill(place)
      },
      onError: () => setMapError('mapPicker.addressFetchFailed'),
    })
  }

  function search(term: string) {
    if (term.trim() === '') {
      setMapError('mapPicker.searchTermRequired')
      return
    }
    setMapError(undefined)
    placeSearch.mutate(term.trim(), {
      onSuccess: (place) => {
        if (!place) {
          setMapError('mapPicker.locationNotFound')
          return
        }
        placePin([Number(place.lat), Number(place.lon)])
        fill(place, term)
      },
      onError: () => setMapError('mapPicker.locationSearchFailed'),
    })
  }

  const message = mapError ? t(mapError) : (errors.latitude?.message ?? errors.longitude?.message)
  const isLookingUp = reverseGeocode.isPending

  return (
    <div className="flex flex-col gap-5">
      <PlaceSearch isBusy={placeSearch.isPending} onSearch={search} onType={() => setMapError(undefined)} />
      <div className="flex flex-col gap-2">
        <MapPicker
          position={position}
          onPick={choose}
          label={t('mapPicker.mapLabel')}
          isInvalid={Boolean(message)}
        />
        <p className="text-sm text-ink-muted">{t('mapPicker.hint')}</p>
        {position && (
          <p className="text-sm text-ink tabular-nums">
            {t('mapPicker.chosen', { lat: latitude, lon: longitude })}
          </p>
        )}
        {isLookingUp && (
          <p className="flex items-center gap-2 text-sm text-ink-muted" role="status">
            <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
            {t('mapPicker.lookingUp')}
          </p>
        )}
        {message && (
          <p role="alert" className="flex items-start gap-2 text-sm font-medium text-danger">
            <CircleExclamationPoint aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            {message}
          </p>
        )}
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        {ADDRESS_FIELDS.map((name) => (
          <TextField
            key={name}
            label={t(`listingForm.fields.${name}`)}
            autoComplete={AUTOCOMPLETE[name]}
            className={name === 'address_street' ? 'sm:col-span-2' : undefined}
            error={errors[name]?.message}
            hint={
              name === 'address_postal_code' && isDistrictOnly ? t('mapPicker.postalDistrictOnly') : undefined
            }
            {...register(name, { onChange: () => clearErrors(name) })}
          />
        ))}
      </div>
    </div>
  )
}

/** "H2T": a Canadian postal code's first half alone. */
const POSTAL_DISTRICT = /^\s*[a-z]\d[a-z]\s*$/i

const AUTOCOMPLETE = {
  address_street: 'street-address',
  address_city: 'address-level2',
  address_state: 'address-level1',
  address_postal_code: 'postal-code',
  address_country: 'country-name',
} as const
