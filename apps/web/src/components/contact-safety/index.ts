export { ContactPreview, type TPreviewReader } from './contact-preview.tsx'
export { HiddenContactNotice } from './hidden-contact-notice.tsx'
export { PaymentWarning } from './payment-warning.tsx'
