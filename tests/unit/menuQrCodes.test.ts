import QRCode from 'qrcode'
import { describe, expect, it } from 'vitest'
import { posterQrCode } from '@/lib/menu/posterQrCode'
import { TABLE_QR_OPTIONS, absoluteUrl } from '@/lib/menu/qrOptions'

const menuUrl = 'https://play.example/menu'

describe('menu QR codes', () => {
  it('points at absolute URLs of this site', () => {
    expect(absoluteUrl('/menu', 'https://play.example')).toBe('https://play.example/menu')
    expect(absoluteUrl('/menu-enhanced', 'http://127.0.0.1:3000/')).toBe('http://127.0.0.1:3000/menu-enhanced')
  })

  it('draws the poster code 120 px wide with a one-module margin', async () => {
    const dataUrl = await posterQrCode(menuUrl)
    expect(dataUrl).toMatch(/^data:image\/svg\+xml;base64,/)
    const svg = Buffer.from(dataUrl.split(',')[1]!, 'base64').toString('utf8')
    expect(svg).toContain('width="120" height="120"')
    const modules = QRCode.create(menuUrl, {}).modules.size
    expect(svg).toContain(`viewBox="0 0 ${modules + 2} ${modules + 2}"`)
  })

  it('makes the table code a 400 px PNG with a two-module margin and high error correction', async () => {
    expect(TABLE_QR_OPTIONS).toEqual({ width: 400, margin: 2, errorCorrectionLevel: 'H' })
    const png = Buffer.from((await QRCode.toDataURL(menuUrl, TABLE_QR_OPTIONS)).split(',')[1]!, 'base64')
    expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
    expect(png.readUInt32BE(16)).toBe(400) // IHDR width
  })
})
