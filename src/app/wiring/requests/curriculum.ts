// The process page's 'Hoja de vida': the onboarding request's CV read on demand (call 18) and
// handed to the browser as a PDF download. An on-demand read with no flow of its own (nothing else waits for it, no rule
// depends on it): the request-process chart does not know about it, the page only shows its status.

import type { RequestCurriculum } from '@src/api/calls/requests';
import { ApiError } from '@src/api/http-client';
import { hasUseCase } from '@src/domain/permissions';
import type { CurriculumFile, CurriculumStatus } from '@src/features/requests/request-candidate';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useEmployeeScope } from '../scope';

/** How long the file's object URL outlives the download (the browser has read it by then). */
const objectUrlLifetimeMs = 60_000;

/**
 * Hands the file to the browser as a download with its name. Not a new tab on an object URL: that
 * document would inherit the app's CSP (`object-src 'none'`, stack/static-server.ts), under which a
 * browser's PDF viewer may show nothing, and a tab opened after the call may be blocked as a popup.
 */
function downloadFile(file: RequestCurriculum) {
  const url = URL.createObjectURL(file.content);
  const link = document.createElement('a');
  link.href = url;
  link.download = file.fileName;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), objectUrlLifetimeMs);
}

/**
 * The CV of the request for the process page: undefined when the person does not hold AddEmployeeLink
 * (call 18 would refuse it). `open` reads the file again each time (it is never cached: personal data).
 */
export function useCurriculumFile(requestId: string): CurriculumFile | undefined {
  const { services, person } = useEmployeeScope();
  const [status, setStatus] = useState<CurriculumStatus>('idle');
  const running = useRef<AbortController | undefined>(undefined);
  useEffect(() => () => running.current?.abort(), []);
  const open = useCallback(() => {
    if (running.current) return;
    const controller = new AbortController();
    running.current = controller;
    setStatus('opening');
    services.api
      .getRequestCurriculum({ requestId, signal: controller.signal })
      .then((file) => {
        downloadFile(file);
        setStatus('idle');
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        setStatus(error instanceof ApiError && error.status === 404 ? 'missing' : 'failed');
      })
      .finally(() => {
        if (running.current === controller) running.current = undefined;
      });
  }, [services.api, requestId]);
  if (!hasUseCase(person.useCases, 'AddEmployeeLink')) return undefined;
  return { status, open };
}
