/** Request bodies other than file uploads (JSON, GraphQL): MAX_BODY_MB overrides it. */
export const DEFAULT_MAX_BODY_MB = 2

/** Blog images (SPEC 5): PNG, JPG or WebP up to 5 MB; the media collection and the picker read this. */
export const MAX_IMAGE_MB = 5
export const MAX_IMAGE_BYTES = MAX_IMAGE_MB * 1024 * 1024
export const IMAGE_MIME_TYPES = ['image/png', 'image/jpeg', 'image/webp']

/** Article audio (an article read aloud, as MP3): an hour at 128 kbit/s is about 58 MB. */
export const AUDIO_MIME_TYPE = 'audio/mpeg'
export const MAX_AUDIO_MB = 80
export const MAX_AUDIO_BYTES = MAX_AUDIO_MB * 1024 * 1024

/** How a post's image fills its frame (the post's imageFit), as the CSS class that draws it. */
export type ImageFit = 'cover' | 'contain' | 'fill'
export const FIT_CLASS: Record<ImageFit, string> = { cover: 'object-cover', contain: 'object-contain', fill: 'object-fill' }

/** The largest file of any kind (the audio limit), and a whole multipart request around it. */
export const MAX_UPLOAD_BYTES = Math.max(MAX_IMAGE_BYTES, MAX_AUDIO_BYTES)
export const MAX_UPLOAD_MB = Math.max(MAX_IMAGE_MB, MAX_AUDIO_MB)
export const MAX_UPLOAD_REQUEST_BYTES = MAX_UPLOAD_BYTES + 1024 * 1024
