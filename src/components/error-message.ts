/**
 * What went wrong, in a sentence, in the language being read. English keeps the API client's
 * detailed sentences (`describeError`); another language says what the error's code means (the
 * contract's codes, translated under `values.errorCode`).
 */
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { ERROR_CODES, type ErrorCode } from '../contract/index.ts';
import { ApiError, describeError } from '../lib/api.ts';
import { useLanguage } from '../lib/i18n/react.ts';
import { valueKey } from '../lib/i18n/value-sets.ts';

const isErrorCode = (code: string): code is ErrorCode => code in ERROR_CODES;

/** `(error, what)`: the sentence for a failure to load `what` (already in the language being read). */
export function useErrorMessage(): (error: unknown, what: string) => string {
  const { t } = useTranslation();
  const english = useLanguage() === 'en';
  return useCallback(
    (error, what) => {
      if (english) return describeError(error, what);
      if (error instanceof ApiError && isErrorCode(error.code)) return t(valueKey('errorCode', error.code));
      return t('shell.states.somethingWrong', { what });
    },
    [english, t],
  );
}
