import type { TBlogCard } from '@demeure/shared'
import { useTranslation } from 'react-i18next'
import { PageIntro } from '../../components/ui/page-intro.tsx'
import { BlogGrid } from './components/blog-grid.tsx'

/** The page's frame, shared with blogs-page.tsx. */
export const BLOGS_PAGE_CLASS = 'page-container flex flex-col gap-10 py-12 sm:py-16'
const FIRST_POSTS = 6

/** /blogs as the server renders it before the app's code arrives (src/first-screen). */
export function BlogsFirstScreen({ posts }: { posts: TBlogCard[] }) {
  const { t } = useTranslation()
  return (
    <div className={BLOGS_PAGE_CLASS}>
      <PageIntro title={t('blogs.title')} intro={t('blogs.intro')} />
      {posts.length > 0 && <BlogGrid posts={posts.slice(0, FIRST_POSTS)} />}
    </div>
  )
}
