import {
  formatMoney,
  listingHeroSizes,
  listingText,
  pageUrl,
  photoSrcSet,
  type TLanguage,
  type TListingDetail,
} from '@demeure/shared'
import { fillPath, listingEndpoints } from '@demeure/shared/zod-free'
import type { TPageHead } from './html-head.ts'
import { shorten } from './html-head.ts'

import { PAGE_TEXTS } from './page-texts.ts'
import { absoluteUrl, pageUrls } from './page-urls.ts'

export const listingPath = pageUrl.listing

/** A listing page's preview: title, monthly price and city, its first photo, and a schema.org Offer. */
export function listingHead(origin: string, detail: TListingDetail, language: TLanguage): TPageHead {
  const texts = PAGE_TEXTS[language]
  const { title, description } = listingText(detail, language)
  const price = formatMoney(detail.price_per_month, language)
  const city = detail.address_city
  const headline = texts.listingTitle
    .replace('{{title}}', () => title)
    .replace('{{price}}', () => price)
    .replace('{{city}}', () => city)
  const urls = pageUrls(origin, listingPath(detail.property_id), language)
  const photos = detail.photos.map((photo) => absoluteUrl(origin, photo.image))
  const [firstPhoto] = detail.photos
  const summary = shorten(
    `${price} · ${city} · ${texts.guests(detail.max_guests)}. ${description || texts.listingFallback}`,
  )
  return {
    language,
    title: `${headline} · Demeure`,
    description: summary,
    ...urls,
    image: firstPhoto
      ? { url: absoluteUrl(origin, firstPhoto.image), alt: firstPhoto.description || title }
      : undefined,
    ogType: 'website',
    // The same address the listing page asks for (features/listings/api/use-listing.ts).
    preloadFetch: fillPath(listingEndpoints.detail.path, { id: detail.property_id }),
    // Relative, like the page's own <img>, so the browser reuses this fetch.
    preloadImage: firstPhoto
      ? {
          href: firstPhoto.image,
          srcset: photoSrcSet(firstPhoto),
          sizes: listingHeroSizes(Math.min(detail.photos.length, 5)),
        }
      : undefined,
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'Offer',
      url: urls.canonical,
      price: detail.price_per_month,
      priceCurrency: 'USD',
      priceSpecification: {
        '@type': 'UnitPriceSpecification',
        price: detail.price_per_month,
        priceCurrency: 'USD',
        unitCode: 'MON',
      },
      availability:
        detail.availabilities.length > 0 ? 'https://schema.org/InStock' : 'https://schema.org/SoldOut',
      itemOffered: {
        '@type': 'Accommodation',
        name: title,
        description: shorten(description, 500),
        url: urls.canonical,
        image: photos,
        numberOfRooms: detail.num_bedrooms,
        occupancy: { '@type': 'QuantitativeValue', maxValue: detail.max_guests },
        address: {
          '@type': 'PostalAddress',
          addressLocality: city,
          addressRegion: detail.address_state,
          postalCode: detail.address_postal_code,
          addressCountry: detail.address_country,
        },
        geo: { '@type': 'GeoCoordinates', latitude: detail.latitude, longitude: detail.longitude },
        ...(detail.review_count > 0 && {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: detail.rating_avg,
            reviewCount: detail.review_count,
          },
        }),
      },
    },
  }
}
