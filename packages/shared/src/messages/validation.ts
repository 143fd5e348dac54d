/**
 * Field validation texts, shared by the server (localized API errors) and the web forms (i18n).
 * The English values are the spec's texts where it gives one. Parameters use i18next's {{name}}.
 */
export const validationMessagesEn = {
  'validation.required': 'This field is required.',
  'validation.invalidType': 'This value has the wrong type.',
  'validation.invalid': 'This value is not valid.',
  'validation.tooShort': 'Must be at least {{min}} characters.',
  'validation.tooLong': 'Must be at most {{max}} characters.',
  'validation.tooSmall': 'Must be at least {{min}}.',
  'validation.tooBig': 'Must be at most {{max}}.',
  'validation.email': 'Enter a valid email address.',
  'validation.passwordMin': 'Password must be at least 8 characters long',
  'validation.passwordMismatch': 'Passwords do not match',
  'validation.username': 'Use 3 to 30 letters, digits, dots, dashes or underscores.',
  'validation.phone': 'Enter a valid phone number.',
  'validation.language': 'Choose English or French.',
  'validation.unknownField': 'This field is not accepted.',
  'validation.url': 'Enter a full web address starting with https://.',
  'validation.telegram': 'Use your Telegram username: 5 to 32 letters, digits or underscores.',
  'validation.agreement': 'You must accept the agreement.',
} as const

export type TValidationKey = keyof typeof validationMessagesEn

export const validationMessagesFr: Record<TValidationKey, string> = {
  'validation.required': 'Ce champ est obligatoire.',
  'validation.invalidType': "Cette valeur n'a pas le bon type.",
  'validation.invalid': "Cette valeur n'est pas valide.",
  'validation.tooShort': 'Au moins {{min}} caractères.',
  'validation.tooLong': 'Au plus {{max}} caractères.',
  'validation.tooSmall': 'Doit être au moins {{min}}.',
  'validation.tooBig': 'Doit être au plus {{max}}.',
  'validation.email': 'Entrez une adresse courriel valide.',
  'validation.passwordMin': 'Le mot de passe doit contenir au moins 8 caractères',
  'validation.passwordMismatch': 'Les mots de passe ne correspondent pas',
  'validation.username': 'Utilisez de 3 à 30 lettres, chiffres, points, tirets ou traits de soulignement.',
  'validation.phone': 'Entrez un numéro de téléphone valide.',
  'validation.language': 'Choisissez le français ou l’anglais.',
  'validation.unknownField': "Ce champ n'est pas accepté.",
  'validation.url': 'Entrez une adresse web complète commençant par https://.',
  'validation.telegram':
    "Utilisez votre nom d'utilisateur Telegram : de 5 à 32 lettres, chiffres ou traits de soulignement.",
  'validation.agreement': "Vous devez accepter l'entente.",
}

export const validationMessages = { en: validationMessagesEn, fr: validationMessagesFr } as const
