/**
 * Why one imported calendar could not be synced. Its key is a server message (rendered in the
 * host's language when the feed is read); it is recorded on the feed and never crashes a sync.
 */
export class FeedError extends Error {
  constructor(
    readonly key: string,
    readonly params: Record<string, string | number> = {},
  ) {
    super(key)
  }
}
