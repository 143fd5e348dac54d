/** Texts drawn on the card a host sees when a renter's PDF cannot be shown as its pages. */
export const documentsEn = {
  'documents.kind.id_cards': 'ID',
  'documents.kind.income_proof': 'Proof of income',
  'documents.kind.rental_history': 'Rental history',
  'documents.pdf.size': 'PDF · {{kb}} KB',
  'documents.pdf.notShown': 'This PDF cannot be shown here:',
  'documents.pdf.encrypted': 'it is locked with a password.',
  'documents.pdf.unreadable': 'the file is damaged, or is not a PDF we can read.',
  'documents.pdf.tooSlow': 'its page took more than {{seconds}} seconds to draw.',
  'documents.pdf.tooLarge': 'its page needs more memory than a document may use.',
  'documents.pdf.askRenter': 'Ask the renter to show it to you.',
  'field.documentPageMissing': 'This document has no page {{page}} to show.',
} as const

export const documentsFr: Record<keyof typeof documentsEn, string> = {
  'documents.kind.id_cards': 'Pièce d’identité',
  'documents.kind.income_proof': 'Preuve de revenus',
  'documents.kind.rental_history': 'Historique de location',
  'documents.pdf.size': 'PDF · {{kb}} Ko',
  'documents.pdf.notShown': 'Ce PDF ne peut pas être affiché ici :',
  'documents.pdf.encrypted': 'il est protégé par un mot de passe.',
  'documents.pdf.unreadable': 'le fichier est endommagé, ou n’est pas un PDF que nous pouvons lire.',
  'documents.pdf.tooSlow': 'sa page a pris plus de {{seconds}} secondes à dessiner.',
  'documents.pdf.tooLarge': 'sa page demande plus de mémoire qu’un document ne peut en utiliser.',
  'documents.pdf.askRenter': 'Demandez au locataire de vous le montrer.',
  'field.documentPageMissing': 'Ce document n’a pas de page {{page}} à afficher.',
}
