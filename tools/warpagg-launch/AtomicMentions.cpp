//===- AtomicMentions.cpp -------------------------------------------------===//

#include "AtomicMentions.h"

#include <string>

namespace warpagg {

bool mentionsAtomics(llvm::StringRef Text) {
  auto Mentions = [](llvm::StringRef T) {
    return T.contains("atomic") || T.contains("fetch_");
  };
  if (Mentions(Text))
    return true;
  if (!Text.contains('\\'))
    return false;
  // A splice may cut a name in two (`atom\<newline>icAdd` is atomicAdd).
  // Clang also joins a backslash followed by spaces before the newline.
  std::string Joined;
  Joined.reserve(Text.size());
  for (size_t I = 0; I < Text.size(); ++I) {
    if (Text[I] == '\\') {
      size_t J = I + 1;
      while (J < Text.size() && (Text[J] == ' ' || Text[J] == '\t' ||
                                 Text[J] == '\f' || Text[J] == '\v'))
        ++J;
      if (J < Text.size() && (Text[J] == '\n' || Text[J] == '\r')) {
        // \n, \r\n or a lone \r ends the line.
        I = Text[J] == '\r' && J + 1 < Text.size() && Text[J + 1] == '\n' ? J + 1 : J;
        continue;
      }
    }
    Joined += Text[I];
  }
  return Mentions(Joined);
}

} // namespace warpagg
