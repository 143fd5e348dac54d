import type { TBlogCard } from '@demeure/shared'
import { BlogCard } from './blog-card.tsx'

/** The posts' grid: one column on phones, two from 640 px, three from 1024 px. */
export const BLOG_GRID_CLASS = 'grid gap-6 sm:grid-cols-2 lg:grid-cols-3'

/** The posts as cards; the first row's images are fetched at once (the largest paint). */
export function BlogGrid({ posts }: { posts: TBlogCard[] }) {
  return (
    <ul className={BLOG_GRID_CLASS}>
      {posts.map((post, index) => (
        <li key={post.id}>
          <BlogCard post={post} isEager={index < 3} />
        </li>
      ))}
    </ul>
  )
}
