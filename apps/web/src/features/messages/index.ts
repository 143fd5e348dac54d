export { CONVERSATIONS_KEY, receiveMessage, THREADS_KEY } from './api/messages-cache.ts'
export { conversationOfLink, isConversationOpen } from './lib/open-conversation.ts'
