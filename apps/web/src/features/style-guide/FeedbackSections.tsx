import { useEffect, useState } from 'react';
import {
  Alert,
  Button,
  Card,
  LoadingWave,
  TOAST_TYPES,
  useToaster,
  useTranslate,
  type AlertType,
  type ToastType,
} from '@motes/ui';
import { GuideExample, GuideSection } from './GuideSection';

const ALERT_TYPES: readonly AlertType[] = [
  'error',
  'warn',
  'success',
  'info',
  'loading',
  'primary',
];

/** §2 alert banners: the six types, one with an action, dismissible ones. */
export function AlertsSection() {
  const t = useTranslate();
  const [dismissed, setDismissed] = useState<readonly string[]>([]);
  const dismiss = (key: string) => () => setDismissed((keys) => [...keys, key]);
  const messages: Record<AlertType, string> = {
    error: t('style-guide-alert-error'),
    warn: t('style-guide-alert-warn'),
    success: t('style-guide-alert-success'),
    info: t('style-guide-alert-info'),
    loading: t('style-guide-alert-loading'),
    primary: t('style-guide-alert-primary'),
  };
  return (
    <GuideSection
      id="alerts"
      heading={t('style-guide-alerts-heading')}
      intro={t('style-guide-alerts-intro')}
    >
      <div className="style-guide__stack">
        {ALERT_TYPES.map((type) => (
          <div key={type}>
            <p className="style-guide__caption">
              <code>{type}</code>
            </p>
            <Alert type={type}>{messages[type]}</Alert>
          </div>
        ))}
      </div>
      <GuideExample heading={t('style-guide-alerts-interactive')}>
        <div className="style-guide__stack">
          {!dismissed.includes('action') && (
            <Alert
              type="warn"
              title={t('style-guide-alert-action-title')}
              action={{ label: t('style-guide-alert-retry'), onClick: dismiss('action') }}
              onDismiss={dismiss('action')}
            >
              {t('style-guide-alert-action-message')}
            </Alert>
          )}
          {!dismissed.includes('close') && (
            <Alert type="info" onDismiss={dismiss('close')}>
              {t('style-guide-alert-dismissible')}
            </Alert>
          )}
          {dismissed.length > 0 && (
            <Button variant="secondary" size="sm" onClick={() => setDismissed([])}>
              {t('style-guide-alert-show-again')}
            </Button>
          )}
        </div>
      </GuideExample>
    </GuideSection>
  );
}

/** §2/§4 toasts: one button per type. */
export function ToastsSection() {
  const t = useTranslate();
  const toaster = useToaster();
  const messages: Record<ToastType, string> = {
    success: t('style-guide-toast-success'),
    error: t('style-guide-toast-error'),
    info: t('style-guide-toast-info'),
    warning: t('style-guide-toast-warning'),
    loading: t('style-guide-toast-loading'),
    primary: t('style-guide-toast-primary'),
  };
  return (
    <GuideSection
      id="toasts"
      heading={t('style-guide-toasts-heading')}
      intro={t('style-guide-toasts-intro')}
    >
      <div className="style-guide__row">
        {TOAST_TYPES.map((type) => (
          <Button key={type} variant="secondary" onClick={() => toaster[type](messages[type])}>
            {t('style-guide-toast-button', { type })}
          </Button>
        ))}
      </div>
    </GuideSection>
  );
}

const FULL_SCREEN_DEMO_MS = 2000;

/** §2 loading wave: inline, over a card, and full screen for a moment. */
export function LoadingWaveSection() {
  const t = useTranslate();
  const [fullScreen, setFullScreen] = useState(false);
  useEffect(() => {
    if (!fullScreen) return;
    const timer = setTimeout(() => setFullScreen(false), FULL_SCREEN_DEMO_MS);
    return () => clearTimeout(timer);
  }, [fullScreen]);
  return (
    <GuideSection
      id="loading-wave"
      heading={t('style-guide-wave-heading')}
      intro={t('style-guide-wave-intro')}
    >
      <GuideExample heading={t('style-guide-wave-inline')}>
        <LoadingWave />
      </GuideExample>
      <GuideExample heading={t('style-guide-wave-overlay')}>
        <Card className="style-guide__overlay-card">
          <p>{t('style-guide-wave-card-text')}</p>
          <LoadingWave layout="overlay" text={t('style-guide-wave-overlay-text')} />
        </Card>
      </GuideExample>
      <GuideExample heading={t('style-guide-wave-fullscreen')}>
        <Button variant="secondary" onClick={() => setFullScreen(true)}>
          {t('style-guide-wave-fullscreen-button')}
        </Button>
        {fullScreen && <LoadingWave layout="fullscreen" />}
      </GuideExample>
    </GuideSection>
  );
}
