import { CircleExclamationPoint, LoaderCircle } from 'lucide-react'
import { useState } from 'react'
import type { UseFormReturn } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { TextField } from '../../../components/ui/text-field.tsx'
import { usePlaceSearch } from '../api/use-place-search.ts'
import { useReverseGeocode } from '../api/use-reverse-geocode.ts'
import { addressOf, toCoordinate } from '../lib/geocode-place.ts'
import { ADDRESS_FIELDS, type TListingValues } from '../lib/listing-values.ts'
import { MapPicker, type TLatLng } from './map-picker.tsx'
import { PlaceSearch } from './place-search.tsx'

type TMapError =
  | 'mapPicker.searchTermRequired'
  | 'mapPicker.locationNotFound'
  | 'mapPicker.locationSearchFailed'
  | 'mapPicker.addressUnavailable'
  | 'mapPicker.addressFetchFailed'

/**
 * The address and the map picker. A location chosen
 * on the map or found by the search stores 6-decimal coordinates, clears the address and map
 * messages, then fills the address fields the reverse lookup knows; the host types the rest.
 */
export function LocationFields({ form }: { form: UseFormReturn<TListingValues> }) {
  const { t } = useTranslation()
  const { register, setValue, clearErrors, watch, formState } = form
  const { errors } = formState
  const placeSearch = usePlaceSearch()
  const reverseGeocode = useReverseGeocode()
  const [mapError, setMapError] = useState<TMapError>()
  const latitude = watch('latitude')
  const longitude = watch('longitude')
  const position: TLatLng | null = latitude && longitude ? [Number(latitude), Number(longitude)] : null

  function choose([lat, lng]: TLatLng) {
    const coordinates = { lat: toCoordinate(lat), lon: toCoordinate(lng) }
    setValue('latitude', coordinates.lat)
    setValue('longitude', coordinates.lon)
    clearErrors(['latitude', 'longitude', ...ADDRESS_FIELDS])
    setMapError(undefined)
    const typedBefore = form.getValues(ADDRESS_FIELDS)
    reverseGeocode.mutate(coordinates, {
      onSuccess: (place) => {
        const address = place ? addressOf(place) : {}
        if (Object.keys(address).length === 0) {
          setMapError('mapPicker.addressUnavailable')
          return
        }
        // What the host typed while the lookup was on its way wins over what it found.
        const typedNow = form.getValues(ADDRESS_FIELDS)
        for (const [name, value] of Object.entries(address)) {
          const index = ADDRESS_FIELDS.indexOf(name as (typeof ADDRESS_FIELDS)[number])
          if (index >= 0 && typedNow[index] !== typedBefore[index]) continue
          setValue(name as keyof typeof address, value, { shouldDirty: true })
        }
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
        if (place) choose([Number(place.lat), Number(place.lon)])
        else setMapError('mapPicker.locationNotFound')
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
            {...register(name, { onChange: () => clearErrors(name) })}
          />
        ))}
      </div>
    </div>
  )
}

const AUTOCOMPLETE = {
  address_street: 'street-address',
  address_city: 'address-level2',
  address_state: 'address-level1',
  address_postal_code: 'postal-code',
  address_country: 'country-name',
} as const
