'use client'

import { useTranslations } from 'next-intl'

import { DeleteButton } from '../ui/DeleteButton'

export function DeleteArticleButton({ id, redirectTo }: { id: number; redirectTo?: string }) {
  const t = useTranslations('articles')
  return (
    <DeleteButton url={`/api/articles/${id}`} label={t('delete')} confirm={t('confirmDelete')} done={t('deleted')} failed={t('deleteFailed')} redirectTo={redirectTo} compact />
  )
}
