import type { TBlogPost } from '@demeure/shared'
import { pageUrl } from '@demeure/shared'
import { shorten, type TPageHead } from './html-head.ts'
import { absoluteUrl, languageUrl } from './page-urls.ts'

export const blogPath = pageUrl.blogPost

/**
 * A post is written in one language: its page is served in that language, and its hreflang
 * alternate is the same story's translation when there is one.
 */
export function blogHead(origin: string, post: TBlogPost): TPageHead {
  const own = languageUrl(origin, blogPath(post.id), post.language)
  const other = post.language === 'en' ? 'fr' : 'en'
  const image = post.image ? absoluteUrl(origin, post.image) : undefined
  return {
    language: post.language,
    title: `${post.title} · Demeure`,
    description: shorten(post.brief_description),
    canonical: own,
    alternates: {
      [post.language]: own,
      ...(post.translation_id !== null && {
        [other]: languageUrl(origin, blogPath(post.translation_id), other),
      }),
      default: own,
    },
    image: image ? { url: image, alt: post.title } : undefined,
    ogType: 'article',
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'BlogPosting',
      headline: post.title,
      description: post.brief_description,
      inLanguage: post.language,
      datePublished: post.created_date,
      author: { '@type': 'Person', name: post.writer_name },
      publisher: { '@type': 'Organization', name: 'Demeure' },
      mainEntityOfPage: own,
      ...(image && { image }),
    },
  }
}
