// SPDX-License-Identifier: GPL-3.0-or-later
// Default AddressSanitizer options of the UI test programs (the sanitize preset only; ASAN_OPTIONS
// still wins for any option it names). Chromium inside Qt WebEngine frees some objects through a
// base class with sized delete, which ASan reports as new-delete-type-mismatch from frames of
// libQt6WebEngineCore alone; that check cannot be suppressed per library, so it is off in these
// programs only. Every other check stays on, and core and CLI tests keep this one too.
#if defined(__SANITIZE_ADDRESS__)
extern "C" const char* __asan_default_options();
extern "C" const char* __asan_default_options()
{
    return "new_delete_type_mismatch=0";
}
#endif
