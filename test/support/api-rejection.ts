import { ApiError } from '@src/api/http-client';

/** The ApiError a call fails with (the test fails when it succeeds or fails otherwise). */
export async function apiRejection(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected the call to fail');
}
