// The Renderers fuzz target's view of a real CommonMark renderer (cmark-gfm, with GitHub's extensions) and a real
// HTML parser (libxml2): Debian's libcmark-gfm-dev, libcmark-gfm-extensions-dev and libxml2-dev.
#include <cmark-gfm.h>
#include <cmark-gfm-core-extensions.h>
// Debian's libxml2 is built with ICU, whose headers clash with the copy inside Foundation; the target uses no
// character-encoding handler, the only declarations that change without it.
#include <libxml/xmlversion.h>
#undef LIBXML_ICU_ENABLED
#include <libxml/HTMLparser.h>
#include <libxml/tree.h>
