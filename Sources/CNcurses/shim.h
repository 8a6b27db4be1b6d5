#ifndef CNCURSES_SHIM_H
#define CNCURSES_SHIM_H

// SwiftPM drops pkg-config's -D flags, so ask for the wide-character API here, before the header.
// Debian and Ubuntu keep the wide-character header in ncursesw/; macOS's SDK, Fedora and Arch have it as curses.h.
#define NCURSES_WIDECHAR 1
#if __has_include(<ncursesw/curses.h>)
#include <ncursesw/curses.h>
#else
#define _XOPEN_SOURCE_EXTENDED 1
#include <curses.h>
#endif
#include <langinfo.h>
#include <locale.h>
#include <stdio.h>
#include <string.h>

// Accessors for macros and C globals that Swift cannot import, or cannot use safely in Swift 6 mode.
// Attribute bits come from the header; never hardcode them.

static inline WINDOW *cn_stdscr(void) { return stdscr; }
static inline FILE *cn_stdin(void) { return stdin; }
static inline FILE *cn_stdout(void) { return stdout; }

static inline attr_t cn_a_normal(void) { return A_NORMAL; }
static inline attr_t cn_a_bold(void) { return A_BOLD; }
static inline attr_t cn_a_reverse(void) { return A_REVERSE; }
static inline attr_t cn_a_underline(void) { return A_UNDERLINE; }
static inline attr_t cn_a_dim(void) { return A_DIM; }
static inline attr_t cn_color_pair(int n) { return (attr_t)COLOR_PAIR(n); }
static inline int cn_color_pairs(void) { return COLOR_PAIRS; }
static inline int cn_colors(void) { return COLORS; }
static inline int cn_key_f(int n) { return KEY_F(n); }

/// Sets a window's attributes and colour pair for the characters written next.
static inline int cn_wattr_set(WINDOW *win, attr_t attrs, short pair) {
  return wattr_set(win, attrs, pair, NULL);
}

/// Restores the terminal if curses is running; safe to call from signal handlers and `atexit`.
static inline void cn_endwin_if_active(void) {
  if (!isendwin()) endwin();
}

/// Sets the locale from the environment (`setlocale(LC_ALL, "")`).
static inline void cn_setlocale_from_environment(void) { setlocale(LC_ALL, ""); }

/// Whether the current locale's codeset is UTF-8.
static inline int cn_codeset_is_utf8(void) {
  const char *codeset = nl_langinfo(CODESET);
  return codeset != NULL && (strcmp(codeset, "UTF-8") == 0 || strcmp(codeset, "utf8") == 0);
}

#endif
