'use client'

import { useTranslations } from 'next-intl'

import { DeleteButton } from '../ui/DeleteButton'

export function DeletePostButton({ id, redirectTo }: { id: number; redirectTo?: string }) {
  const t = useTranslations('manage')
  return <DeleteButton url={`/api/posts/${id}`} label={t('delete')} confirm={t('confirmDelete')} done={t('deleted')} failed={t('deleteFailed')} redirectTo={redirectTo} />
}
