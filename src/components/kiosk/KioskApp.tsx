'use client'

import { useRouter } from 'next/navigation'
import { useCallback, useEffect, useState } from 'react'
import useSWR, { useSWRConfig } from 'swr'
import { swrDefaults } from '@/components/booking/bookingApi'
import { readApiFailure } from '@/lib/http/apiFailure'
import { getJson, isKioskCacheKey, KIOSK_SETTINGS_PATH, type KioskSettings } from './kioskApi'
import { KioskFlow } from './KioskFlow'
import { KioskFooter } from './KioskFooter'
import { KioskNotice } from './KioskNotice'
import { KioskSessionProvider } from './kioskSession'
import type { KioskScreen } from './kioskView'
import { useIdleReset } from './useIdleReset'
import { useSessionRenewal } from './useSessionRenewal'
import * as styles from './kiosk.css'

/** Used until the CMS's timings arrive (the seed's 3 s after a check-in; 60 s idle). */
const DEFAULT_TIMING: KioskSettings['timing'] = { idleResetSeconds: 60, successResetSeconds: 3 }

/**
 * The signed-in kiosk. Each family gets a fresh KioskFlow: starting over (after a check-out, a
 * while after a check-in, or when nobody has touched the screen) mounts a new one and empties the
 * data cache of everything but the settings, so no name or booking stays on screen or in memory.
 */
export function KioskApp({ deviceSession }: { deviceSession: boolean }) {
  const router = useRouter()
  const { mutate } = useSWRConfig()
  const settings = useSWR<KioskSettings>(KIOSK_SETTINGS_PATH, getJson, swrDefaults)
  const [turn, setTurn] = useState(0)
  const [startMessage, setStartMessage] = useState<string | null>(null)
  const [screen, setScreen] = useState<KioskScreen>('find')

  const signedOut = useCallback(() => router.refresh(), [router])
  useSessionRenewal(deviceSession, signedOut)

  const settingsFailure = readApiFailure(settings.error)
  useEffect(() => {
    if (settingsFailure?.status === 401) signedOut()
  }, [settingsFailure?.status, signedOut])

  const startOver = useCallback(
    (message: string | null) => {
      // Emptied, and marked so the next screen fetches afresh instead of reusing a request made before the reset.
      void mutate((key) => isKioskCacheKey(key) && key !== KIOSK_SETTINGS_PATH, undefined)
      // A fresh start also picks up settings edited in the CMS meanwhile.
      void mutate(KIOSK_SETTINGS_PATH)
      setStartMessage(message)
      setScreen('find')
      setTurn((current) => current + 1)
    },
    [mutate],
  )

  const timing = settings.data?.timing ?? DEFAULT_TIMING
  const resetAfterSeconds = screen === 'welcome' ? timing.successResetSeconds : timing.idleResetSeconds
  useIdleReset(resetAfterSeconds * 1000, () => startOver(null), `${turn}:${screen}`)

  return (
    <KioskSessionProvider value={signedOut}>
      <main id="main" tabIndex={-1} className={styles.main}>
        {settings.error && settingsFailure?.status !== 401 ? (
          <KioskNotice notice={{ title: 'Kiosk Error', message: 'The kiosk could not load its settings. Please ask a member of staff.' }}>
            <div className={styles.row}>
              <button type="button" className={styles.button.outline} onClick={() => void settings.mutate()}>
                Try again
              </button>
            </div>
          </KioskNotice>
        ) : null}
        <KioskFlow key={turn} settings={settings.data} startMessage={startMessage} focusStart={turn > 0} onStartOver={startOver} onScreenChange={setScreen} />
      </main>
      <KioskFooter footer={settings.data?.footer} />
    </KioskSessionProvider>
  )
}
