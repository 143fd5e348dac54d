/**
 * Demeure's terms of use, both versions. The page shows the French one first whatever the interface
 * language (a contract of adhesion: Charter of the French language, s. 55, as amended in 2022); the
 * English one is its translation. Both are here, not in the interface catalogues, because the page
 * shows a version the reader chooses, not the interface's language (docs/product-rules.md,
 * "Terms of use").
 */
export type TTermsVersion = 'fr' | 'en'

export type TTermsSection = { id: string; title: string; points: string[] }

export type TTermsDocument = {
  title: string
  intro: string
  /** The control that shows the other version, written in that version's language. */
  switchTo: string
  versionNote: string
  /** The label of the link to /privacy, in the privacy section. */
  privacyLink: string
  updated: string
  sections: TTermsSection[]
}

/** The version the page opens in, whatever the interface language. */
export const FIRST_TERMS_VERSION: TTermsVersion = 'fr'

export const TERMS: Record<TTermsVersion, TTermsDocument> = {
  fr: {
    title: 'Conditions d’utilisation',
    intro:
      'Les règles qui s’appliquent à toute personne qui utilise Demeure, locataire ou hôte. Elles forment un contrat d’adhésion : nous les présentons d’abord en français, comme le veut la Charte de la langue française (art. 55).',
    switchTo: 'Read in English',
    versionNote:
      'Version française. La version anglaise est une traduction ; en cas de différence, la version française prévaut.',
    privacyLink: 'Lire notre politique de confidentialité',
    updated: 'Dernière mise à jour : 25 novembre 2026.',
    sections: [
      {
        id: 'who',
        title: 'Qui nous sommes',
        points: [
          'Demeure exploite, depuis Montréal (Québec), une plateforme de location de logements meublés pour des séjours de 1 à 11 mois.',
          'En créant un compte, vous acceptez ces conditions. Vous devez avoir 18 ans ou plus et donner des renseignements exacts.',
        ],
      },
      {
        id: 'platform',
        title: 'Ce que fait la plateforme, et ce qu’elle ne fait pas',
        points: [
          'Demeure publie les annonces des hôtes après vérification par notre équipe, transmet les demandes de séjour, encaisse les loyers par l’intermédiaire de notre fournisseur de paiement, prépare le bail et permet aux deux parties de s’écrire.',
          'Demeure n’est pas le locateur : le bail est conclu entre l’hôte (locateur) et le locataire. Nous ne sommes pas propriétaires des logements et ne les visitons pas tous ; l’hôte répond de l’état du logement et le locataire de l’usage qu’il en fait, comme le prévoit le Code civil du Québec.',
        ],
      },
      {
        id: 'fees',
        title: 'Frais de service et loyer',
        points: [
          'Le locataire paie des frais de service de 12 % du loyer du premier mois, une seule fois, avec le premier paiement (TPS et TVQ comprises). C’est le seul revenu de Demeure ; ces frais ne sont jamais remboursés. L’hôte ne paie aucuns frais.',
          'Le prix est fixé à l’envoi de la demande. Chaque mois suivant est dû à sa date ; le paiement automatique est un choix, jamais une condition : nul ne peut exiger de chèque postdaté ni d’autre paiement postdaté (art. 1904 C.c.Q.).',
        ],
      },
      {
        id: 'payments',
        title: 'Paiements retenus, remboursements et versements',
        points: [
          'Le premier paiement est retenu par Demeure jusqu’à 48 h après l’arrivée du locataire, puis versé à l’hôte. Chaque mois suivant est retenu 48 h après son encaissement.',
          'Annulation 30 jours ou plus avant l’arrivée : tout le loyer payé est remboursé. Plus tard : l’hôte garde le premier mois, le reste est remboursé. Le montant remboursé est affiché avant que vous confirmiez.',
        ],
      },
      {
        id: 'deposits',
        title: 'Aucun dépôt',
        points: [
          'Au Québec, le locateur ne peut exiger que le loyer du premier mois à l’avance, et aucune autre somme, comme un dépôt de garantie (art. 1904 C.c.Q.). Demeure refuse les annonces qui en demandent un.',
          'Si un hôte vous demande un dépôt, un paiement hors de Demeure ou un chèque postdaté, refusez et signalez-le-nous.',
        ],
      },
      {
        id: 'citq',
        title: 'Séjours de 31 nuits ou moins',
        points: [
          'Un séjour de 31 nuits consécutives ou moins est de l’hébergement touristique : il n’est possible que dans un logement dont l’annonce affiche un numéro d’enregistrement de la CITQ (Loi sur l’hébergement touristique, RLRQ, c. H-1.01). Sans ce numéro, le séjour le plus court est de 32 nuits.',
        ],
      },
      {
        id: 'lease',
        title: 'Le bail et sa reconduction',
        points: [
          'Le bail d’un logement se fait sur le formulaire obligatoire du Tribunal administratif du logement (TAL) (art. 1895 C.c.Q.). Demeure prépare un bail bilingue qui en reprend chaque élément, signé dans l’application ; le formulaire du TAL et la loi prévalent.',
          'Le bail est reconduit de plein droit à son terme, pour la même durée, à moins que le locataire ne donne un avis de non-reconduction dans les délais de la loi (art. 1941, 1942 et 1946 C.c.Q.). L’hôte ne peut refuser la reconduction que dans les cas prévus par la loi. Le loyer se paie toujours chaque mois.',
        ],
      },
      {
        id: 'conduct',
        title: 'Conduite, signalements et modération',
        points: [
          'Soyez honnête et respectueux : annonces exactes, aucune discrimination (Charte des droits et libertés de la personne, art. 10 et 12), aucun harcèlement, aucune demande de paiement hors de Demeure.',
          'Toute personne connectée peut signaler une annonce, un message ou un utilisateur. Notre équipe examine chaque signalement ; elle peut avertir un utilisateur, retirer une annonce ou suspendre un compte, et la personne qui a signalé est informée du résultat. La personne signalée ne sait jamais qui l’a signalée.',
        ],
      },
      {
        id: 'privacy',
        title: 'Vie privée',
        points: [
          'Nous traitons vos renseignements personnels selon la Loi sur la protection des renseignements personnels dans le secteur privé. Notre politique explique ce que nous recueillons, qui le voit, combien de temps nous le gardons et comment exercer vos droits.',
        ],
      },
      {
        id: 'liability',
        title: 'Responsabilité',
        points: [
          'Demeure répond de ses propres fautes, comme le prévoit la loi. Rien dans ces conditions ne vous prive des droits que vous accordent la Loi sur la protection du consommateur (RLRQ, c. P-40.1) et le Code civil du Québec ; toute clause qui les restreindrait est sans effet.',
          'Comme nous ne sommes pas partie au bail, nous ne répondons pas des obligations que le bail donne à l’hôte ou au locataire l’un envers l’autre. Nous faisons de notre mieux pour que la plateforme fonctionne sans interruption, sans pouvoir le garantir.',
        ],
      },
      {
        id: 'changes',
        title: 'Modification des conditions',
        points: [
          'Si nous modifions ces conditions, nous vous en avisons par écrit au moins 30 jours à l’avance, avec la nouvelle version et la date où elle s’appliquera. Vous pouvez alors refuser la modification et fermer votre compte sans frais (Loi sur la protection du consommateur, art. 11.2).',
        ],
      },
      {
        id: 'law',
        title: 'Droit applicable et litiges',
        points: [
          'Ces conditions sont régies par les lois du Québec. Un différend sur le bail relève du Tribunal administratif du logement ; tout autre différend, des tribunaux du Québec, y compris la Division des petites créances. Aucune clause ne vous oblige à l’arbitrage.',
        ],
      },
      {
        id: 'contact',
        title: 'Nous joindre',
        points: ['Questions sur ces conditions : hello@demeure.ca. Vie privée : privacy@demeure.ca.'],
      },
    ],
  },
  en: {
    title: 'Terms of use',
    intro:
      'The rules for everyone who uses Demeure, renter or host. They form a contract of adhesion: we present them in French first, as the Charter of the French language requires (s. 55).',
    switchTo: 'Lire en français',
    versionNote:
      'English version. It is a translation of the French version, which prevails where they differ.',
    privacyLink: 'Read our privacy policy',
    updated: 'Last updated: November 25, 2026.',
    sections: [
      {
        id: 'who',
        title: 'Who we are',
        points: [
          'Demeure runs, from Montréal (Québec), a platform for renting furnished homes for stays of 1 to 11 months.',
          'By creating an account you accept these terms. You must be 18 or older and give accurate information.',
        ],
      },
      {
        id: 'platform',
        title: 'What the platform does, and does not do',
        points: [
          'Demeure publishes hosts’ listings after our team reviews them, passes on stay requests, collects rent through our payment provider, prepares the lease and lets both parties write to each other.',
          'Demeure is not the landlord: the lease is made between the host (lessor) and the renter (lessee). We do not own the homes and do not visit them all; the host answers for the state of the home and the renter for its use, as the Civil Code of Québec provides.',
        ],
      },
      {
        id: 'fees',
        title: 'Service fee and rent',
        points: [
          'The renter pays a service fee of 12% of the first month’s rent, once, with the first payment (GST and QST included). It is Demeure’s only revenue and is never refunded. Hosts pay no fee.',
          'The price is locked when the request is sent. Each later month is due on its date; automatic payment is a choice, never a condition: no one may require a post-dated cheque or other post-dated payment (art. 1904 C.c.Q.).',
        ],
      },
      {
        id: 'payments',
        title: 'Held payments, refunds and payouts',
        points: [
          'Demeure holds the first payment until 48 hours after the renter moves in, then pays it to the host. Each later month is held 48 hours after it is collected.',
          'Cancelling 30 days or more before move-in: all the rent paid is refunded. Later: the host keeps the first month and the rest is refunded. The refund is shown before you confirm.',
        ],
      },
      {
        id: 'deposits',
        title: 'No deposits',
        points: [
          'In Québec a landlord may require only the first month’s rent in advance, and no other amount such as a security deposit (art. 1904 C.c.Q.). Demeure refuses listings that ask for one.',
          'If a host asks you for a deposit, a payment outside Demeure or a post-dated cheque, refuse and report it to us.',
        ],
      },
      {
        id: 'citq',
        title: 'Stays of 31 nights or fewer',
        points: [
          'A stay of 31 consecutive nights or fewer is tourist accommodation: it is possible only in a home whose listing shows a CITQ registration number (Tourist Accommodation Act, CQLR c. H-1.01). Without one, the shortest stay is 32 nights.',
        ],
      },
      {
        id: 'lease',
        title: 'The lease and its renewal',
        points: [
          'A lease of a dwelling is made on the mandatory form of the Tribunal administratif du logement (TAL) (art. 1895 C.c.Q.). Demeure prepares a bilingual lease carrying each of its items, signed in the app; the TAL form and the law prevail.',
          'The lease is renewed of right at its end, for the same term, unless the renter gives notice of non-renewal within the legal periods (arts. 1941, 1942 and 1946 C.c.Q.). The host may refuse the renewal only where the law allows it. The rent is still paid each month.',
        ],
      },
      {
        id: 'conduct',
        title: 'Conduct, reports and moderation',
        points: [
          'Be honest and respectful: accurate listings, no discrimination (Charter of human rights and freedoms, ss. 10 and 12), no harassment, no request to pay outside Demeure.',
          'Anyone signed in can report a listing, a message or a user. Our team reviews every report; it may warn a user, hide a listing or suspend an account, and the person who reported is told the outcome. The person reported is never told who reported them.',
        ],
      },
      {
        id: 'privacy',
        title: 'Privacy',
        points: [
          'We handle your personal information under the Act respecting the protection of personal information in the private sector. Our policy explains what we collect, who sees it, how long we keep it and how to use your rights.',
        ],
      },
      {
        id: 'liability',
        title: 'Liability',
        points: [
          'Demeure answers for its own faults, as the law provides. Nothing in these terms takes away the rights the Consumer Protection Act (CQLR c. P-40.1) and the Civil Code of Québec give you; a clause that would limit them has no effect.',
          'As we are not a party to the lease, we do not answer for the obligations the lease gives the host and the renter toward each other. We do our best to keep the platform running without interruption, but cannot promise it.',
        ],
      },
      {
        id: 'changes',
        title: 'Changes to these terms',
        points: [
          'If we change these terms, we tell you in writing at least 30 days ahead, with the new version and the date it applies. You may then refuse the change and close your account at no cost (Consumer Protection Act, s. 11.2).',
        ],
      },
      {
        id: 'law',
        title: 'Governing law and disputes',
        points: [
          'These terms are governed by the laws of Québec. A dispute about the lease goes to the Tribunal administratif du logement; any other dispute, to the courts of Québec, including the Small Claims Division. No clause forces you into arbitration.',
        ],
      },
      {
        id: 'contact',
        title: 'Contact us',
        points: ['Questions about these terms: hello@demeure.ca. Privacy: privacy@demeure.ca.'],
      },
    ],
  },
}
