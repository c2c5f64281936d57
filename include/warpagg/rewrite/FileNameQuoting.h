//===- FileNameQuoting.h - A file name in the syntax of each output -------===//
//
// A file name may hold any byte but '/' and NUL: a space, a quote, a
// backslash, a line break. Each output that names a file spells it so that
// its reader gets the name back, and a name can never break out of its
// place (a line break in a diff header would start a header of its own).
//
//===----------------------------------------------------------------------===//
#ifndef WARPAGG_FILENAMEQUOTING_H
#define WARPAGG_FILENAMEQUOTING_H

#include "llvm/ADT/StringRef.h"
#include <optional>
#include <string>

namespace warpagg {

/// \p Name as a C string literal, quotes included (for `#line`): a quote, a
/// backslash and every control character escaped; other bytes as they are.
std::string cStringLiteral(llvm::StringRef Name);

/// \p Name as git writes it in a diff's `---`/`+++` lines, which GNU patch
/// reads: as it is, or, when it holds a quote, a backslash, a control
/// character or a byte over 0x7f, C-quoted ("a\nb.cu", bytes as octal).
std::string diffHeaderName(llvm::StringRef Name);

/// \p Path as clang's -MD spells it in a make rule (make, Ninja, CMake's
/// DEPFILE read it): a space or '#' after a backslash (and the backslashes
/// before a space doubled), '$' as "$$". None when make cannot spell it (a
/// line break).
std::optional<std::string> makeEscaped(llvm::StringRef Path);

} // namespace warpagg

#endif
