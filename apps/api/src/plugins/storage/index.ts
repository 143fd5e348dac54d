import type { TConfig } from '../../config.ts'
import { createLocalStorage } from './local-storage.ts'
import { createS3Storage } from './s3-storage.ts'
import type { TStorage } from './storage.ts'

export * from './storage.ts'

export function createStorage(config: TConfig['storage']): TStorage {
  return config.s3 ? createS3Storage(config.s3) : createLocalStorage(config.uploadsDir)
}
