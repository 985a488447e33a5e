/**
 * `/error/crash` throws while rendering, so anyone (and the browser suite) can check that the
 * application error screen catches a broken page instead of leaving a blank window.
 */
export function CrashPage(): never {
  throw new Error('Halaman uji kesalahan: kesalahan ini disengaja (/error/crash).');
}
