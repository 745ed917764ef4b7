'use client'

import * as Dialog from '@radix-ui/react-dialog'
import { useEffect, useRef, useState } from 'react'
import { qrDetector, referenceFromQr } from './qrScanner'
import * as styles from './kiosk.css'
import * as dialog from './dialog.css'

const SCAN_EVERY_MS = 250
const CAMERA_UNAVAILABLE = 'The camera is not available. Please type your name or booking reference instead.'

type Props = { open: boolean; onOpenChange: (open: boolean) => void; onScanned: (reference: string) => void }

/** The tablet's camera reading the QR code from the confirmation e-mail; closing it stops the camera. */
export function QrScanDialog({ open, onOpenChange, onScanned }: Props) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={dialog.overlay} />
        <Dialog.Content className={dialog.content}>
          <Dialog.Title className={styles.subtitle}>Scan your QR code</Dialog.Title>
          <Dialog.Description className={styles.text}>Hold the QR code from your confirmation e-mail up to the camera.</Dialog.Description>
          {open ? <CameraReader onScanned={onScanned} /> : null}
          <Dialog.Close className={styles.button.outline}>Cancel</Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}

function CameraReader({ onScanned }: { onScanned: (reference: string) => void }) {
  const video = useRef<HTMLVideoElement>(null)
  const [problem, setProblem] = useState<string | null>(null)
  const latest = useRef(onScanned)
  useEffect(() => {
    latest.current = onScanned
  }, [onScanned])

  useEffect(() => {
    let stream: MediaStream | null = null
    let timer: number | undefined
    let stopped = false
    const start = async () => {
      try {
        stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' }, audio: false })
        if (stopped || !video.current) return
        video.current.srcObject = stream
        await video.current.play()
        const detector = qrDetector()
        timer = window.setInterval(async () => {
          if (stopped || !video.current || video.current.readyState < 2) return
          try {
            for (const code of await detector.detect(video.current)) {
              const reference = referenceFromQr(code.rawValue)
              if (reference && !stopped) {
                stopped = true
                latest.current(reference)
                return
              }
            }
          } catch {
            // A frame the detector could not read: the next one is tried.
          }
        }, SCAN_EVERY_MS)
      } catch {
        if (!stopped) setProblem(CAMERA_UNAVAILABLE)
      }
    }
    void start()
    return () => {
      stopped = true
      window.clearInterval(timer)
      for (const track of stream?.getTracks() ?? []) track.stop()
    }
  }, [])

  return (
    <>
      <video ref={video} className={dialog.video} muted playsInline aria-label="Camera view" />
      <p role="alert" className={styles.liveRegion}>
        {problem}
      </p>
    </>
  )
}
