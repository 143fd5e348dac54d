export * from './business.ts'
export * from './catalogue.ts'
export * from './photos.ts'
export * from './places.ts'
