import { createBlogsService } from '../modules/blogs/service.ts'
import { createLocalStorage } from '../plugins/storage/local-storage.ts'
import { seedDemoBlogs } from '../seed/demo-blogs.ts'
import type { TTestApp } from './test-app.ts'

/** The demo blog posts (both languages, with their cover images) in a test app. */
export function seedBlogs(t: TTestApp) {
  return seedDemoBlogs(
    createBlogsService({
      db: t.database.db,
      storage: createLocalStorage(t.config.storage.uploadsDir),
      clock: t.clock,
    }),
    t.clock.now(),
  )
}
