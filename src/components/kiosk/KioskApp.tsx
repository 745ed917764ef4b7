'use client'

import { useCallback, useState } from 'react'
import useSWR, { useSWRConfig } from 'swr'
import { swrDefaults } from '@/components/booking/bookingApi'
import { getJson, isKioskCacheKey, KIOSK_SETTINGS_PATH, type KioskSettings } from './kioskApi'
import { failureNotice, isSignedOut, SIGNED_OUT, type ServerAddress } from './kioskFailure'
import { KioskFlow } from './KioskFlow'
import { KioskFooter } from './KioskFooter'
import { KioskNotice } from './KioskNotice'
import { KioskSessionProvider } from './kioskSession'
import { KioskSignIn } from './KioskSignIn'
import { isWelcomeScreen, type KioskScreen } from './kioskView'
import { OfflineBanner } from './offline/OfflineBanner'
import { OfflineKioskProvider } from './offline/OfflineKiosk'
import { wipeCopy } from './offline/offlineStore'
import { SyncResults } from './offline/SyncResults'
import { forgetSignedInPage, useKioskServiceWorker } from './offline/useKioskServiceWorker'
import { useIdleReset } from './useIdleReset'
import { useSessionRenewal } from './useSessionRenewal'
import * as styles from './kiosk.css'

/** Used until the CMS's timings arrive (the seed's 3 s after a check-in; 60 s idle). */
const DEFAULT_TIMING: KioskSettings['timing'] = { idleResetSeconds: 60, successResetSeconds: 3 }

type Props = { deviceSession: boolean; server: ServerAddress }

/**
 * The signed-in kiosk. Each family gets a fresh KioskFlow: starting over (after a check-out, a
 * while after a check-in, or when nobody has touched the screen) mounts a new one and empties the
 * data cache of everything but the settings, so no name or booking stays on screen or in memory.
 * A call the server refuses as signed out puts the sign-in form back at once, saying why, whatever
 * the page's own render believed (it reads the cookie on a request Payload judges differently).
 */
export function KioskApp({ deviceSession, server }: Props) {
  const { mutate } = useSWRConfig()
  const [turn, setTurn] = useState(0)
  const [startMessage, setStartMessage] = useState<string | null>(null)
  const [screen, setScreen] = useState<KioskScreen>('find')
  const [signedOut, setSignedOut] = useState(false)

  const signOut = useCallback(() => {
    // Nothing a family typed or was shown stays behind the sign-in form, nor the day's copy on the
    // tablet (what it recorded offline stays, to be sent once it is signed in again).
    void mutate((key) => isKioskCacheKey(key) && key !== KIOSK_SETTINGS_PATH, undefined, { revalidate: false })
    void wipeCopy()
    void forgetSignedInPage().catch(() => undefined)
    setSignedOut(true)
  }, [mutate])
  const settings = useSWR<KioskSettings>(KIOSK_SETTINGS_PATH, getJson, {
    ...swrDefaults,
    onError: (error: unknown) => {
      if (isSignedOut(error)) signOut()
    },
  })
  useSessionRenewal(deviceSession && !signedOut, signOut)
  useKioskServiceWorker(!signedOut)

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
  const resetAfterSeconds = isWelcomeScreen(screen) ? timing.successResetSeconds : timing.idleResetSeconds
  useIdleReset(
    resetAfterSeconds * 1000,
    () => {
      if (!signedOut) startOver(null)
    },
    `${turn}:${screen}`,
  )

  if (signedOut) {
    const signedIn = () => {
      setSignedOut(false)
      startOver(null)
    }
    return <KioskSignIn refusedAccount={false} server={server} signedOut={SIGNED_OUT} onSignedIn={signedIn} />
  }

  return (
    <KioskSessionProvider value={signOut}>
      <OfflineKioskProvider onSignedOut={signOut}>
        <main id="main" tabIndex={-1} className={styles.main}>
          <OfflineBanner />
          {settings.error && !isSignedOut(settings.error) ? (
            <KioskNotice notice={failureNotice('settings', settings.error)}>
              <div className={styles.row}>
                <button type="button" className={styles.button.outline} onClick={() => void settings.mutate()}>
                  Try again
                </button>
              </div>
            </KioskNotice>
          ) : null}
          <KioskFlow
            key={turn}
            settings={settings.data}
            startMessage={startMessage}
            focusStart={turn > 0}
            onStartOver={startOver}
            onScreenChange={setScreen}
          />
          {screen === 'find' ? <SyncResults /> : null}
        </main>
        <KioskFooter footer={settings.data?.footer} />
      </OfflineKioskProvider>
    </KioskSessionProvider>
  )
}
