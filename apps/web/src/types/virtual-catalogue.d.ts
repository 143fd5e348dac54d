/** A part of one language's web catalogue, cut at build time (vite-plugins/catalogue-parts.ts). */
declare module 'virtual:catalogue/*' {
  const texts: import('../lib/first-screen-texts.ts').TTextTree
  export default texts
}
