/**
 * Share a page: the system share sheet (Web Share API) where the browser has one, else the link
 * is copied, and a status says so. If the clipboard is refused too, the link is shown to copy.
 */
import { useState } from 'react';
import { useTranslation } from '../../lib/i18n/react.ts';

interface Props {
  title: string;
  /** Defaults to the page's own address. */
  url?: string;
  label?: string;
}

export function ShareButton({ title, url, label }: Props) {
  const { t } = useTranslation();
  const [status, setStatus] = useState<{ text: string; link?: string } | null>(null);
  const share = async () => {
    const link = url ?? window.location.href;
    const data = { title, url: link };
    // Desktop browsers mostly have no share sheet; some have one but cannot share every link.
    if ('share' in navigator && (!('canShare' in navigator) || navigator.canShare(data))) {
      try {
        await navigator.share(data);
        setStatus(null);
        return;
      } catch (err) {
        // Closing the share sheet is a choice, not a failure.
        if (err instanceof DOMException && err.name === 'AbortError') return;
      }
    }
    try {
      await navigator.clipboard.writeText(link);
      setStatus({ text: t('saved.share.copied') });
    } catch {
      setStatus({ text: t('saved.share.copyThis'), link });
    }
  };
  return (
    <span className="inline-flex flex-wrap items-center gap-2">
      <button
        type="button"
        onClick={() => void share()}
        className="inline-flex items-center gap-1.5 rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm font-medium text-slate-700 hover:bg-slate-50"
      >
        <svg viewBox="0 0 24 24" aria-hidden="true" className="h-4 w-4" fill="none" stroke="currentColor" strokeWidth="2">
          <path d="M4 12v7a1 1 0 0 0 1 1h14a1 1 0 0 0 1-1v-7M16 6l-4-4-4 4M12 2v13" />
        </svg>
        {label ?? t('saved.share.share')}
      </button>
      <span role="status" className="text-sm text-slate-700">
        {status?.text}
        {status?.link && (
          <input readOnly value={status.link} aria-label={t('saved.share.link')} dir="ltr" className="ms-2 w-64 rounded border px-2 py-1" />
        )}
      </span>
    </span>
  );
}
