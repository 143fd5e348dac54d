import toast from 'react-hot-toast'
import { FLASH_TOAST_KEY } from './storage-keys.ts'

/** Keeps a success toast across the full page reload that follows a login. */
export function setFlashToast(message: string): void {
  try {
    window.sessionStorage.setItem(FLASH_TOAST_KEY, message)
  } catch {
    toast.success(message)
  }
}

export function showFlashToast(): void {
  try {
    const message = window.sessionStorage.getItem(FLASH_TOAST_KEY)
    if (!message) return
    window.sessionStorage.removeItem(FLASH_TOAST_KEY)
    toast.success(message)
  } catch {
    // Without sessionStorage there is nothing to show.
  }
}
