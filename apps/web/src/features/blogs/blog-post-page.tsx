import { formatDisplayDate } from '@demeure/shared'
import { ArrowLeft, Newspaper } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link, useParams } from 'react-router'
import { Button } from '../../components/ui/button.tsx'
import { buttonClass } from '../../components/ui/button-styles.ts'
import { EmptyState } from '../../components/ui/empty-state.tsx'
import { FormAlert } from '../../components/ui/form-alert.tsx'
import { ApiError } from '../../lib/api-error.ts'
import { ROUTES } from '../../lib/routes.ts'
import { useDocumentTitle } from '../../lib/use-document-title.ts'
import { useBlogPost } from './api/use-blog-post.ts'
import { BlogImage } from './components/blog-image.tsx'
import { useFollowTranslation } from './use-follow-translation.ts'

/** /blogs/:id: one post, its paragraphs separated by blank lines in the body. */
export function BlogPostPage() {
  const { t } = useTranslation()
  const id = Number(useParams().id)
  const post = useBlogPost(Number.isInteger(id) && id > 0 ? id : null)
  useDocumentTitle(post.data?.title ?? t('blogs.title'))
  useFollowTranslation(post.data)

  const back = (
    <Link to={ROUTES.blogs} className="text-link inline-flex items-center gap-1 text-sm">
      <ArrowLeft aria-hidden="true" className="size-4" />
      {t('blogs.back')}
    </Link>
  )

  if (!(Number.isInteger(id) && id > 0) || (post.error instanceof ApiError && post.error.status === 404)) {
    return (
      <div className="page-container py-12 sm:py-16">
        <EmptyState
          icon={Newspaper}
          title={t('blogs.notFound')}
          text={t('blogs.notFoundText')}
          action={
            <Link to={ROUTES.blogs} className={buttonClass('primary')}>
              {t('blogs.back')}
            </Link>
          }
        />
      </div>
    )
  }
  if (post.isError) {
    return (
      <div className="page-container flex flex-col items-start gap-4 py-12">
        {back}
        <FormAlert message={t('blogs.fetchError')} />
        <Button variant="secondary" onClick={() => void post.refetch()}>
          {t('common.retry')}
        </Button>
      </div>
    )
  }
  if (!post.data) {
    return (
      <div
        role="status"
        aria-label={t('common.loading')}
        className="page-container max-w-3xl animate-pulse py-12"
      >
        <div className="h-10 w-3/4 rounded bg-line" />
        <div className="mt-6 aspect-[16/9] w-full rounded-card bg-line" />
      </div>
    )
  }
  const paragraphs = post.data.body.split(/\n\s*\n/).filter((part) => part.trim())
  return (
    <article lang={post.data.language} className="page-container max-w-3xl py-10 sm:py-14">
      {back}
      <h1 className="mt-6 text-3xl font-bold tracking-tight text-ink sm:text-5xl">{post.data.title}</h1>
      <p className="mt-3 text-ink-muted">
        <time dateTime={post.data.created_date} className="tabular-nums">
          {formatDisplayDate(post.data.created_date)}
        </time>
        {' · '}
        {t('blogs.by', { name: post.data.writer_name })}
      </p>
      <BlogImage src={post.data.image} isEager className="mt-8 aspect-[16/9] w-full rounded-card" />
      <p className="mt-8 text-xl text-ink">{post.data.brief_description}</p>
      <div className="mt-6 flex flex-col gap-5 text-base leading-7 text-ink">
        {paragraphs.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </div>
      <div className="mt-12 flex flex-wrap gap-3 border-t border-line pt-8">
        <Link to={ROUTES.home} className={buttonClass('primary')}>
          {t('listings.browse')}
        </Link>
        <Link to={ROUTES.blogs} className={buttonClass('secondary')}>
          {t('blogs.back')}
        </Link>
      </div>
    </article>
  )
}
