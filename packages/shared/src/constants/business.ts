/** Business constants (docs/product-rules.md). Money is in integer cents, USD. */

/** The platform's flat fee on the first month's rent, in basis points (12%). */
export const SERVICE_FEE_BASIS_POINTS = 1200
export const MIN_STAY_MONTHS = 1
export const MAX_STAY_MONTHS = 11
/**
 * A stay of this many nights or fewer is tourist accommodation in Québec (Tourist Accommodation Act,
 * chapter H-1.01): it needs a CITQ registration number shown in the ad (docs/product-rules.md).
 */
export const TOURIST_STAY_MAX_NIGHTS = 31
/** CITQ registration numbers are 6 digits (citq.qc.ca, "Registration #: XXXXXX"). */
export const CITQ_NUMBER_DIGITS = 6
export const CURRENCY = 'USD'

export const PASSWORD_MIN_LENGTH = 8
export const PASSWORD_MAX_LENGTH = 128
export const USERNAME_MAX_LENGTH = 30
export const NAME_MAX_LENGTH = 80
export const PHONE_MAX_LENGTH = 30
export const BIO_MAX_LENGTH = 500
export const EMAIL_MAX_LENGTH = 254
/** Row ids are PostgreSQL `integer` columns. */
export const MAX_ID = 2_147_483_647

export const TITLE_MAX_LENGTH = 100
export const DESCRIPTION_MAX_LENGTH = 500
export const MAX_LISTING_RULES = 5

const MB = 1024 * 1024
export const VIDEO_MAX_BYTES = 15 * MB
export const PHOTO_MAX_BYTES = 2 * MB
export const PROFILE_PICTURE_MAX_BYTES = 2 * MB
export const MAX_ID_UPLOADS = 2
export const VIDEO_EXTENSIONS = ['mp4', 'mov', 'avi', 'mkv'] as const
export const PHOTO_EXTENSIONS = ['jpg', 'jpeg', 'png'] as const
/** What the server accepts, judged by the file's bytes. */
export const VIDEO_MIME_TYPES = [
  'video/mp4',
  'video/quicktime',
  'video/vnd.avi',
  'video/x-msvideo',
  'video/x-matroska',
] as const
export const PHOTO_MIME_TYPES = ['image/jpeg', 'image/png'] as const
export const MAX_PHOTOS_PER_LISTING = 20

export const PRICE_SLIDER = { min: 200, max: 5000, step: 100, minGap: 100 } as const
export const PRICE_FILTER_DEBOUNCE_MS = 300
export const LOCATION_SEARCH_DELAY_MS = 200
export const NARROW_SCREEN_MAX_WIDTH = 480
export const SKELETON_ROWS = 15
export const COORDINATE_DECIMALS = 6

/** The listing picker opens on Montreal, where the listings are (a click there finds a Montreal address). */
export const MAP_PICKER_DEFAULT = { lat: 45.5088, lng: -73.5878, zoom: 12 } as const
export const MAP_PAGE_DEFAULT = { lat: 46, lng: -74, zoom: 8, searchZoom: 10 } as const

export const CHAT_CHAR_DELAY_MS = 20
export const CHAT_HISTORY_LENGTH = 10
export const CHAT_INPUT_MAX_HEIGHT_PX = 120

export const PAGE_SIZE = 20
export const MAX_PAGE_SIZE = 100

/** "Today" for stays is taken in Montreal's time zone. */
export const BUSINESS_TIME_ZONE = 'America/Toronto'

/** How many homes one account may keep in its saved homes (a save beyond it is a 409). */
export const FAVOURITES_LIMIT = 500
/** How many homes a visitor's browser list may bring at sign-in (more is a 400, nothing merged). */
export const FAVOURITES_MERGE_MAX = FAVOURITES_LIMIT
