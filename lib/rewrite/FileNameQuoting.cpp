//===- FileNameQuoting.cpp ------------------------------------------------===//
#include "warpagg/rewrite/FileNameQuoting.h"

#include "llvm/ADT/STLExtras.h"

namespace warpagg {
namespace {

// C's escapes, as git's quote_c_style writes them; other bytes that need
// one as three octal digits (three: a digit after it is never taken in).
std::string cQuoted(llvm::StringRef Text, bool OctalOverAscii) {
  std::string Out = "\"";
  for (unsigned char C : Text) {
    const char *Named = nullptr;
    switch (C) {
    case '\a': Named = "\\a"; break;
    case '\b': Named = "\\b"; break;
    case '\t': Named = "\\t"; break;
    case '\n': Named = "\\n"; break;
    case '\v': Named = "\\v"; break;
    case '\f': Named = "\\f"; break;
    case '\r': Named = "\\r"; break;
    case '"': Named = "\\\""; break;
    case '\\': Named = "\\\\"; break;
    }
    if (Named) {
      Out += Named;
    } else if (C < 0x20 || C == 0x7f || (OctalOverAscii && C > 0x7f)) {
      Out += '\\';
      Out += char('0' + (C >> 6));
      Out += char('0' + ((C >> 3) & 7));
      Out += char('0' + (C & 7));
    } else {
      Out += char(C);
    }
  }
  return Out + "\"";
}

} // namespace

std::string cStringLiteral(llvm::StringRef Name) {
  return cQuoted(Name, /*OctalOverAscii=*/false);
}

std::string diffHeaderName(llvm::StringRef Name) {
  bool Plain = llvm::all_of(Name, [](unsigned char C) {
    return C >= 0x20 && C < 0x7f && C != '"' && C != '\\';
  });
  return Plain ? Name.str() : cQuoted(Name, /*OctalOverAscii=*/true);
}

std::optional<std::string> makeEscaped(llvm::StringRef Path) {
  if (Path.find_first_of("\n\r") != llvm::StringRef::npos)
    return std::nullopt;
  std::string Out;
  for (size_t I = 0; I < Path.size(); ++I) {
    char C = Path[I];
    if (C == '#') {
      Out += '\\';
    } else if (C == ' ') {
      // "a\ b" is "a\" and "b" to make unless its backslash is doubled.
      for (size_t J = I; J > 0 && Path[J - 1] == '\\'; --J)
        Out += '\\';
      Out += '\\';
    } else if (C == '$') {
      Out += '$';
    }
    Out += C;
  }
  return Out;
}

} // namespace warpagg
