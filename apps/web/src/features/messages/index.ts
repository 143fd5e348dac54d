export { receiveMessage } from './api/messages-cache.ts'
export { conversationOfLink, isConversationOpen } from './lib/open-conversation.ts'
