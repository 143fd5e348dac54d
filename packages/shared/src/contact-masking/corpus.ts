import type { TLanguage } from '../constants/catalogue.ts'
import type { TContactKind } from './kinds.ts'

/**
 * The rule's examples (docs/product-rules.md, "Contact stays on the platform"), labelled: what
 * must be hidden (`hide`: the kind and the exact words), what must stay (`keep`), and whether
 * the text asks for a payment outside Demeure. corpus.test.ts measures the masker on them.
 */
export type TCorpusEntry = {
  language: TLanguage
  text: string
  hide: { kind: TContactKind; text: string }[]
  keep: string[]
  payment: boolean
}

type THide = [TContactKind, string]
const hides =
  (language: TLanguage) =>
  (text: string, ...hide: THide[]): TCorpusEntry => ({
    language,
    text,
    hide: hide.map(([kind, words]) => ({ kind, text: words })),
    keep: [],
    payment: false,
  })
/** A text where nothing may be hidden; `keep` defaults to the whole text. */
const keeps =
  (language: TLanguage) =>
  (text: string, keep: string[] = [text]): TCorpusEntry => ({
    language,
    text,
    hide: [],
    keep,
    payment: false,
  })
const pays = (entry: TCorpusEntry): TCorpusEntry => ({ ...entry, payment: true })

const en = hides('en')
const fr = hides('fr')
const enKeep = keeps('en')
const frKeep = keeps('fr')

export const CONTACT_CORPUS: TCorpusEntry[] = [
  // Phones written with digits.
  en('Call me at 514-555-1234 tonight', ['phone', '514-555-1234']),
  en('My cell is (514) 555 1234.', ['phone', '(514) 555 1234']),
  en('text 514.555.1234 for the keys', ['phone', '514.555.1234']),
  en('+1 514 555 1234 is my whatsapp', ['phone', '+1 514 555 1234']),
  en('reach me: 5145551234', ['phone', '5145551234']),
  en('1-438-555-0199 anytime', ['phone', '1-438-555-0199']),
  en('my number 5 1 4 5 5 5 1 2 3 4', ['phone', '5 1 4 5 5 5 1 2 3 4']),
  en('514 555 12 34, call after 6', ['phone', '514 555 12 34']),
  en('Phone: 514/555/1234', ['phone', '514/555/1234']),
  en('My number is 555-1234, area code five one four', ['phone', '555-1234']),
  en('Call 5-1-4-5-5-5-1-2-3-4', ['phone', '5-1-4-5-5-5-1-2-3-4']),
  en('try 514_555_1234', ['phone', '514_555_1234']),
  // Phones written in words, and mixed.
  en('five one four five five five one two three four', [
    'phone',
    'five one four five five five one two three four',
  ]),
  en('Call five-one-four, five-five-five, one-two-three-four', [
    'phone',
    'five-one-four, five-five-five, one-two-three-four',
  ]),
  en('514 five five five 1234 is my cell', ['phone', '514 five five five 1234']),
  en('five fourteen, five fifty-five, twelve thirty-four', [
    'phone',
    'five fourteen, five fifty-five, twelve thirty-four',
  ]),
  en('four three eight double five five oh one nine nine', [
    'phone',
    'four three eight double five five oh one nine nine',
  ]),
  en('Call me: five one four 555 one two three four', ['phone', 'five one four 555 one two three four']),
  en('my cell is five hundred fourteen five five five twelve thirty four', [
    'phone',
    'five hundred fourteen five five five twelve thirty four',
  ]),
  fr('Appelle-moi au 514-555-1234', ['phone', '514-555-1234']),
  fr('Mon cell : 438 555 0199', ['phone', '438 555 0199']),
  fr('Texte-moi au (514)5551234 stp', ['phone', '(514)5551234']),
  fr('cinq un quatre cinq cinq cinq un deux trois quatre', [
    'phone',
    'cinq un quatre cinq cinq cinq un deux trois quatre',
  ]),
  fr('Mon numéro : cinq-un-quatre, cinq-cinq-cinq, douze, trente-quatre', [
    'phone',
    'cinq-un-quatre, cinq-cinq-cinq, douze, trente-quatre',
  ]),
  fr('cinq cent quatorze, cinq cent cinquante-cinq, douze trente-quatre', [
    'phone',
    'cinq cent quatorze, cinq cent cinquante-cinq, douze trente-quatre',
  ]),
  fr('quatre trois huit cinq cinq cinq zéro un quatre-vingt-dix-neuf', [
    'phone',
    'quatre trois huit cinq cinq cinq zéro un quatre-vingt-dix-neuf',
  ]),
  fr('514 cinq cinq cinq 12 34, c’est mon cell', ['phone', '514 cinq cinq cinq 12 34']),
  fr('Mon numéro français : +33 6 12 34 56 78', ['phone', '+33 6 12 34 56 78']),
  fr('Appelez le 06 12 34 56 78', ['phone', '06 12 34 56 78']),
  fr('Numéro : 5.1.4.5.5.5.1.2.3.4', ['phone', '5.1.4.5.5.5.1.2.3.4']),
  fr('cinq un quatre, cinq cinq cinq, soixante-dix-sept, quatre-vingt-onze', [
    'phone',
    'cinq un quatre, cinq cinq cinq, soixante-dix-sept, quatre-vingt-onze',
  ]),
  // E-mail addresses, plain and dodged.
  en('Email me at jean.tremblay@gmail.com', ['email', 'jean.tremblay@gmail.com']),
  en('jean dot tremblay at gmail dot com', ['email', 'jean dot tremblay at gmail dot com']),
  en('write to jtremblay (at) hotmail (dot) com', ['email', 'jtremblay (at) hotmail (dot) com']),
  en('my email: jean[at]outlook[dot]com', ['email', 'jean[at]outlook[dot]com']),
  en('jean @ gmail . com', ['email', 'jean @ gmail . com']),
  en('It is my name at gmail dot com', ['email', 'name at gmail dot com']),
  en('just add gmail dot com after my first name', ['email', 'gmail dot com']),
  en('send it to jean.t@yahoo.ca please', ['email', 'jean.t@yahoo.ca']),
  en('My mail is JEAN AT GMAIL DOT COM', ['email', 'JEAN AT GMAIL DOT COM']),
  en('jean at gmail, same as my name', ['email', 'jean at gmail']),
  fr('Écris-moi à marie.roy@videotron.ca', ['email', 'marie.roy@videotron.ca']),
  fr('marie arobase videotron point ca', ['email', 'marie arobase videotron point ca']),
  fr('mon courriel : marie (arobase) gmail (point) com', ['email', 'marie (arobase) gmail (point) com']),
  fr('c’est mon prénom suivi de hotmail point com', ['email', 'hotmail point com']),
  fr('marie.roy＠gmail.com', ['email', 'marie.roy＠gmail.com']),
  fr('Mon adresse : roy_marie@hotmail.fr.', ['email', 'roy_marie@hotmail.fr']),
  // Messaging handles and their links.
  en('Add me on WhatsApp: wa.me/15145551234', ['handle', 'wa.me/15145551234']),
  en('Telegram t.me/jeanmtl', ['handle', 't.me/jeanmtl']),
  en('my insta is jean.mtl', ['handle', 'jean.mtl']),
  en('Snapchat: jeanmtl', ['handle', 'jeanmtl']),
  en('find me @jean_mtl on instagram', ['handle', '@jean_mtl']),
  en('WeChat ID: jean_mtl_88', ['handle', 'jean_mtl_88']),
  en('Signal me at jean.42', ['handle', 'jean.42']),
  en('my telegram username is jeanmtl', ['handle', 'jeanmtl']),
  en('IG jean.tremblay.mtl', ['handle', 'jean.tremblay.mtl']),
  en('whatsapp link: wa dot me slash 15145551234', ['handle', 'wa dot me slash 15145551234']),
  fr('Ajoute-moi sur Snap : marie_roy', ['handle', 'marie_roy']),
  fr('mon pseudo Telegram c’est @marieroy', ['handle', '@marieroy']),
  fr('Écris-moi sur WhatsApp au +1 438 555 0199', ['phone', '+1 438 555 0199']),
  fr('mon insta : marie.roy.mtl', ['handle', 'marie.roy.mtl']),
  fr('WeChat : marieroy88', ['handle', 'marieroy88']),
  fr('Telegram pseudo marieroy', ['handle', 'marieroy']),
  // Links.
  en('See more photos at https://example-rentals.com/unit/4', ['link', 'https://example-rentals.com/unit/4']),
  en('check www.mtl-apartments.net for the lease', ['link', 'www.mtl-apartments.net']),
  en('It is also on kijiji.ca/v-appartement/123', ['link', 'kijiji.ca/v-appartement/123']),
  en('short link bit.ly/3xYz9', ['link', 'bit.ly/3xYz9']),
  en('go to my site jean-rentals dot com', ['link', 'jean-rentals dot com']),
  en('bit dot ly slash abc123', ['link', 'bit dot ly slash abc123']),
  fr('Voir l’annonce sur kijiji point ca', ['link', 'kijiji point ca']),
  fr('Plus de photos : http://photos.example.org/marie', ['link', 'http://photos.example.org/marie']),
  fr('mon site www.appartsmontreal.ca.', ['link', 'www.appartsmontreal.ca']),
  fr('Le bail est sur docs.google.com/d/abc', ['link', 'docs.google.com/d/abc']),
  // Several at once, and contacts beside numbers that must stay.
  en(
    'Rent is $1,200; call 514-555-1234 or jean@gmail.com',
    ['phone', '514-555-1234'],
    ['email', 'jean@gmail.com'],
  ),
  fr('Loyer 1 200 $ par mois, appelle le 438 555 0199', ['phone', '438 555 0199']),
  en('Available 2026-09-01, text me at 514 555 1234', ['phone', '514 555 1234']),
  fr('Dispo le 1er septembre, mon courriel marie@videotron.ca', ['email', 'marie@videotron.ca']),
  // Off-platform payment asked for, with or without a contact.
  pays(en('Send the deposit by e-transfer to jean@gmail.com', ['email', 'jean@gmail.com'])),
  pays(en('I only accept Interac e-transfer')),
  pays(en('Please pay a deposit to reserve the room today')),
  pays(en('Western Union is fine, I am abroad')),
  pays(en('You can pay in bitcoin or USDT')),
  pays(en('Buy two Steam gift cards and send me the codes')),
  pays(en('Cash only, first month in hand')),
  pays(en('Pay me directly and skip the fee')),
  pays(en('A wire transfer works too')),
  pays(en('PayPal friends and family please')),
  pays(fr('Virement Interac au 514 555 1234', ['phone', '514 555 1234'])),
  pays(fr('Envoyez un dépôt pour réserver le logement')),
  pays(fr('Je prends seulement l’argent comptant')),
  pays(fr('Payez en cartes-cadeaux iTunes')),
  pays(fr('Un mandat-poste ou de la crypto')),
  pays(fr('On peut payer directement, sans les frais')),
  pays(fr('Un acompte pour bloquer la chambre svp')),
  pays(fr('Paiement en liquide à la remise des clés')),
  pays(fr('Des chèques postdatés pour les 12 mois')),
  pays(fr('Envoie par Western Union à mon frère')),

  // Must NOT be hidden: prices, dates, civic numbers, postal codes, flats, rooms, times.
  enKeep('Rent is $1,200 a month, utilities included'),
  enKeep('The total is $14,400 for 12 months'),
  enKeep('It costs 1200$/month and the fee is 12 %'),
  enKeep('Move-in 2026/09/01, move-out 2027/06/30'),
  enKeep('From 2026-09-01 – 2027-06-30'),
  enKeep('01/09/2026 to 30/06/2027 works for me'),
  enKeep('The flat is at 3450 University Street, apt 12'),
  enKeep('Postal code H2T 1S1, near Mont-Royal metro'),
  enKeep('It is a 4½ on the 3rd floor'),
  enKeep('a 3 1/2 with 2 bedrooms and 1 bathroom'),
  enKeep('Visit at 14:30 or 2:30 pm on Sept 5'),
  enKeep('Is WhatsApp ok for you? I prefer messages here.'),
  enKeep('I do not use Instagram, let us talk here'),
  enKeep('Can we meet at the park at 5?'),
  enKeep('The building was built in 1998 and renovated in 2021'),
  enKeep('Booking #48213, 4 months, 2 guests'),
  enKeep('Units 101, 102 and 203 are free'),
  enKeep('It is 850 m from the metro, 12 min walk'),
  enKeep('We are 3 students, aged 19, 20 and 22'),
  enKeep('Is there a deposit? How much is it?'),
  enKeep('The first month is paid through Demeure when you accept'),
  enKeep('My phone number is on my Demeure profile'),
  enKeep('I will be at home. Come by whenever.'),
  enKeep('Rent $950, hydro $45, internet $60'),
  enKeep('Lease 12 months: September 1 to August 31'),
  enKeep('Apartment 5B, door code on arrival'),
  enKeep('One bedroom, two windows, three closets'),
  enKeep('I have one question and two requests'),
  enKeep('Check-in at 3 pm, check-out at 11 am'),
  enKeep('It is 5145 Saint-Denis, the blue door'),
  enKeep('See you @ 4, thanks!'),
  enKeep('The price went from 1 100 $ to 1 150 $'),
  enKeep('Rooms 1, 2, 3, 4, 5, 6, 7, 8, 9, 10 are on the first floor'),
  enKeep('Add me on WhatsApp: same number as on the listing'),
  frKeep('Le loyer est de 1 200 $ par mois'),
  frKeep('Total : 14 400 $ pour 12 mois, frais 12 %'),
  frKeep('Arrivée le 1er septembre 2026, départ le 30 juin 2027'),
  frKeep('Disponible du 2026-09-01 au 2027-06-30'),
  frKeep('C’est au 3450, rue University, app. 12'),
  frKeep('Code postal H2X 3T5, près du métro Laurier'),
  frKeep('Un 4 ½ au 2e étage, deux chambres'),
  frKeep('Visite à 14 h 30 ou à 9h15 le 5 septembre'),
  frKeep('Je suis chez moi. Ça te va ?'),
  frKeep('On fait le point ca te va ?'),
  frKeep('Est-ce que WhatsApp te convient ? Je préfère écrire ici.'),
  frKeep('Le dépôt de garantie est interdit au Québec'),
  frKeep('Le premier mois se paie sur Demeure'),
  frKeep('Mon numéro est sur mon profil Demeure'),
  frKeep('Nous sommes trois étudiants de 19, 20 et 22 ans'),
  frKeep('Le logement fait 65 m², au 4e étage sans ascenseur'),
  frKeep('Chauffage 45 $, internet 60 $, électricité incluse'),
  frKeep('Réservation nº 48213, 4 mois, 2 personnes'),
  frKeep('Cinq minutes à pied du métro, dix du parc'),
  frKeep('J’ai une question et deux demandes'),
  frKeep('Prix passé de 1 100 $ à 1 150 $ le 15 août'),
  frKeep('Le 5145, boulevard Saint-Laurent, porte bleue'),
]
