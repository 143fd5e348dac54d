import { Newspaper } from 'lucide-react'
import { useEffect } from 'react'
import toast from 'react-hot-toast'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { Button } from '../../components/ui/button.tsx'
import { buttonClass } from '../../components/ui/button-styles.ts'
import { EmptyState } from '../../components/ui/empty-state.tsx'
import { FormAlert } from '../../components/ui/form-alert.tsx'
import { PageIntro } from '../../components/ui/page-intro.tsx'
import { ApiError } from '../../lib/api-error.ts'
import { useFirstScreenHandOff } from '../../lib/first-screen.ts'
import { ROUTES } from '../../lib/routes.ts'
import { useDocumentTitle } from '../../lib/use-document-title.ts'
import { useBlogs } from './api/use-blogs.ts'
import { BLOGS_PAGE_CLASS } from './blogs-first-screen.tsx'
import { BlogCardSkeleton } from './components/blog-card-skeleton.tsx'
import { BLOG_GRID_CLASS, BlogGrid } from './components/blog-grid.tsx'

const SKELETON_CARDS = 6

/** /blogs: the card grid of posts in the reader's language. */
export function BlogsPage() {
  const { t } = useTranslation()
  useDocumentTitle(t('blogs.title'))
  const blogs = useBlogs()
  useFirstScreenHandOff(!blogs.isPending)

  // The server said no ('Failed to fetch blogs') or could not be reached ('An error occurred…').
  const failure =
    blogs.error instanceof ApiError && blogs.error.status < 500
      ? t('blogs.fetchFailed')
      : t('blogs.fetchError')
  useEffect(() => {
    if (blogs.isError) toast.error(failure)
  }, [blogs.isError, failure])

  const posts = blogs.data?.pages.flatMap((page) => page.results) ?? []
  return (
    <div className={BLOGS_PAGE_CLASS}>
      <PageIntro title={t('blogs.title')} intro={t('blogs.intro')} />
      {blogs.isPending ? (
        <div role="status" aria-label={t('common.loading')} className={BLOG_GRID_CLASS}>
          {Array.from({ length: SKELETON_CARDS }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
            <BlogCardSkeleton key={index} />
          ))}
        </div>
      ) : blogs.isError && posts.length === 0 ? (
        <div className="card flex flex-col items-start gap-4 p-6">
          <FormAlert message={failure} />
          <Button variant="secondary" onClick={() => void blogs.refetch()}>
            {t('common.retry')}
          </Button>
        </div>
      ) : posts.length === 0 ? (
        <EmptyState
          icon={Newspaper}
          title={t('blogs.empty')}
          text={t('blogs.emptyText')}
          action={
            <Link to={ROUTES.home} className={buttonClass('primary')}>
              {t('listings.browse')}
            </Link>
          }
        />
      ) : (
        <>
          <BlogGrid posts={posts} />
          {blogs.hasNextPage && (
            <div className="flex justify-center">
              <Button
                variant="secondary"
                isBusy={blogs.isFetchingNextPage}
                onClick={() => void blogs.fetchNextPage()}
              >
                {t('blogs.more')}
              </Button>
            </div>
          )}
        </>
      )}
    </div>
  )
}
