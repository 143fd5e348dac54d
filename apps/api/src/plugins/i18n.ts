import type { TLanguage } from '@demeure/shared'
import fp from 'fastify-plugin'
import { pickLanguage, type TTranslate, translate } from '../i18n/index.ts'

declare module 'fastify' {
  interface FastifyRequest {
    language: TLanguage
    t: TTranslate
  }
}

/** Every request knows the reader's language (Accept-Language) and can translate into it. */
export const i18nPlugin = fp(async (app) => {
  app.decorateRequest('language', 'en')
  app.decorateRequest('t', function (
    this: { language: TLanguage },
    key: string,
    params?: Record<string, string | number>,
  ) {
    return translate(this.language, key, params)
  } as TTranslate)
  app.addHook('onRequest', async (request) => {
    request.language = pickLanguage(request.headers['accept-language'])
  })
})
