/** Texts of calendar sync: field errors of the feed form and why a feed could not be synced. */
export const calendarEn = {
  'calendar.urlInvalid': 'Enter the calendar’s full address, starting with https:// (or http://).',
  'calendar.tooManyFeeds': 'A listing can import at most {{max}} calendars. Remove one first.',
  'calendar.feedExists': 'This calendar is already imported into this listing.',
  'calendar.importedReadOnly':
    'These dates come from an imported calendar: change them on the other platform, or remove the calendar.',
  'calendar.error.privateAddress': 'This address points to a private network, which Demeure cannot read.',
  'calendar.error.unreachable': 'The calendar’s server could not be reached.',
  'calendar.error.timeout': 'The calendar’s server took longer than 10 seconds to answer.',
  'calendar.error.tooLarge': 'The calendar is larger than 2 MB.',
  'calendar.error.tooManyRedirects': 'The calendar’s address redirects more than 3 times.',
  'calendar.error.httpStatus': 'The calendar’s server answered with an error (HTTP {{status}}).',
  'calendar.error.notCalendar': 'This address does not serve an iCalendar (.ics) file.',
  'calendar.error.unreadable': 'The calendar file is damaged and could not be read.',
  'calendar.error.tooManyEvents': 'The calendar has too many events to import.',
  'calendar.error.tooComplex':
    'The calendar’s repeating events are too many, or repeat from too far back, to be read.',
  'calendar.error.parseTimeout': 'Reading the calendar took longer than {{seconds}} seconds.',
  'calendar.error.parseMemory': 'Reading the calendar needed more memory than a calendar may use.',
  'calendar.error.failed': 'The sync failed on our side. It will be tried again shortly.',
  'calendar.export.name': 'Demeure – {{title}}',
  'calendar.export.reserved': 'Reserved',
  'calendar.export.booked': 'Booked on Demeure',
} as const

export const calendarFr: Record<keyof typeof calendarEn, string> = {
  'calendar.urlInvalid': 'Entrez l’adresse complète du calendrier, commençant par https:// (ou http://).',
  'calendar.tooManyFeeds': 'Une annonce peut importer au plus {{max}} calendriers. Retirez-en un d’abord.',
  'calendar.feedExists': 'Ce calendrier est déjà importé dans cette annonce.',
  'calendar.importedReadOnly':
    'Ces dates viennent d’un calendrier importé : modifiez-les sur l’autre plateforme ou retirez le calendrier.',
  'calendar.error.privateAddress': 'Cette adresse mène à un réseau privé, que Demeure ne peut pas lire.',
  'calendar.error.unreachable': 'Le serveur du calendrier est injoignable.',
  'calendar.error.timeout': 'Le serveur du calendrier a mis plus de 10 secondes à répondre.',
  'calendar.error.tooLarge': 'Le calendrier dépasse 2 Mo.',
  'calendar.error.tooManyRedirects': 'L’adresse du calendrier redirige plus de 3 fois.',
  'calendar.error.httpStatus': 'Le serveur du calendrier a répondu par une erreur (HTTP {{status}}).',
  'calendar.error.notCalendar': 'Cette adresse ne fournit pas de fichier iCalendar (.ics).',
  'calendar.error.unreadable': 'Le fichier du calendrier est endommagé et n’a pas pu être lu.',
  'calendar.error.tooManyEvents': 'Le calendrier contient trop d’événements pour être importé.',
  'calendar.error.tooComplex':
    'Les événements récurrents du calendrier sont trop nombreux, ou se répètent depuis trop longtemps, pour être lus.',
  'calendar.error.parseTimeout': 'La lecture du calendrier a pris plus de {{seconds}} secondes.',
  'calendar.error.parseMemory':
    'La lecture du calendrier demandait plus de mémoire qu’un calendrier n’en a droit.',
  'calendar.error.failed': 'La synchronisation a échoué de notre côté. Elle sera relancée sous peu.',
  'calendar.export.name': 'Demeure – {{title}}',
  'calendar.export.reserved': 'Réservé',
  'calendar.export.booked': 'Réservé sur Demeure',
}
