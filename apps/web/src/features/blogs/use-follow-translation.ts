import type { TBlogPost } from '@demeure/shared'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { toLanguage } from '../../lib/language.ts'
import { ROUTES } from '../../lib/routes.ts'

/** A reader who switches language while reading a post goes on with the same story in that language. */
export function useFollowTranslation(post: TBlogPost | undefined) {
  const { i18n } = useTranslation()
  const navigate = useNavigate()
  const language = toLanguage(i18n.resolvedLanguage)
  useEffect(() => {
    if (post?.translation_id && post.language !== language) {
      void navigate(`${ROUTES.blogs}/${post.translation_id}`, { replace: true })
    }
  }, [post, language, navigate])
}
