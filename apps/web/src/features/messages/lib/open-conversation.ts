/**
 * The conversation on screen, if any. A message arriving in it is read as it lands, so the live
 * client neither counts it as unread nor toasts its notice.
 */
let openId: number | null = null

export function setOpenConversation(id: number | null): void {
  openId = id
}

export function isConversationOpen(id: number): boolean {
  return openId === id
}

/** The conversation a link such as '/user-panel/messages?conversation=3' opens. */
export function conversationOfLink(link: string | null): number | null {
  if (!link) return null
  const id = Number(new URL(link, 'http://relative.invalid').searchParams.get('conversation'))
  return Number.isInteger(id) && id > 0 ? id : null
}
