import { VisitActions as VisitActions_def384a39eb39dd325aa1d86f2b8f745 } from '@plugins/checkin/admin/VisitActions'
import { MoveBookingBox as MoveBookingBox_5a2ee7bf4c45fb46e8e2f242f4dd0d28 } from '@plugins/staff/admin/MoveBookingBox'
import { StaffNavLinks as StaffNavLinks_e836d773d7700591e5aa606c00bdad41 } from '@plugins/staff/admin/StaffNavLinks'
import { StaffDashboardView as StaffDashboardView_0ee808d27ff9a3998b0f4df5f08ee92d } from '@plugins/staff/admin/StaffDashboardView'
import { PaymentSearchView as PaymentSearchView_ba0033b9cf4c0deaac0ed2659fa7039b } from '@plugins/staff/admin/PaymentSearchView'
import { CollectionCards as CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1 } from '@payloadcms/next/rsc'

/** @type import('payload').ImportMap */
export const importMap = {
  "@plugins/checkin/admin/VisitActions#VisitActions": VisitActions_def384a39eb39dd325aa1d86f2b8f745,
  "@plugins/staff/admin/MoveBookingBox#MoveBookingBox": MoveBookingBox_5a2ee7bf4c45fb46e8e2f242f4dd0d28,
  "@plugins/staff/admin/StaffNavLinks#StaffNavLinks": StaffNavLinks_e836d773d7700591e5aa606c00bdad41,
  "@plugins/staff/admin/StaffDashboardView#StaffDashboardView": StaffDashboardView_0ee808d27ff9a3998b0f4df5f08ee92d,
  "@plugins/staff/admin/PaymentSearchView#PaymentSearchView": PaymentSearchView_ba0033b9cf4c0deaac0ed2659fa7039b,
  "@payloadcms/next/rsc#CollectionCards": CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1
}
