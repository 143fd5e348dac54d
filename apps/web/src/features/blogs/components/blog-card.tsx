import { formatDisplayDate, type TBlogCard } from '@demeure/shared'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { ROUTES } from '../../../lib/routes.ts'
import { BlogImage } from './blog-image.tsx'

/** A post in the grid: image, title, brief description, date (YYYY/MM/DD) and writer. */
export function BlogCard({ post, isEager = false }: { post: TBlogCard; isEager?: boolean }) {
  const { t } = useTranslation()
  return (
    <article lang={post.language} className="card group relative flex h-full flex-col overflow-hidden">
      <BlogImage src={post.image} isEager={isEager} className="aspect-[16/10] w-full" />
      <div className="flex flex-1 flex-col gap-2 p-5">
        <h2 className="text-xl font-semibold text-ink group-hover:text-brand">
          <Link to={`${ROUTES.blogs}/${post.id}`} className="after:absolute after:inset-0">
            {post.title}
          </Link>
        </h2>
        <p className="flex-1 text-ink-muted">{post.brief_description}</p>
        <p className="text-sm text-ink-muted">
          <time dateTime={post.created_date} className="tabular-nums">
            {formatDisplayDate(post.created_date)}
          </time>
          {' · '}
          {t('blogs.by', { name: post.writer_name })}
        </p>
      </div>
    </article>
  )
}
