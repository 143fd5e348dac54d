import { customType } from 'drizzle-orm/pg-core'

/** Case-insensitive text (citext extension): usernames and emails are unique whatever their case. */
export const citext = customType<{ data: string }>({ dataType: () => 'citext' })
