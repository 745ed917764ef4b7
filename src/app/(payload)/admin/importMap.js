import { VisitActions as VisitActions_def384a39eb39dd325aa1d86f2b8f745 } from '@plugins/checkin/admin/VisitActions'
import { CollectionCards as CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1 } from '@payloadcms/next/rsc'

/** @type import('payload').ImportMap */
export const importMap = {
  "@plugins/checkin/admin/VisitActions#VisitActions": VisitActions_def384a39eb39dd325aa1d86f2b8f745,
  "@payloadcms/next/rsc#CollectionCards": CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1
}
