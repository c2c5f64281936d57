//===- PercentEncoding.cpp ------------------------------------------------===//
#include "warpagg/support/PercentEncoding.h"

#include "llvm/ADT/StringExtras.h"

namespace warpagg {

std::string percentEncoded(llvm::StringRef Bytes) {
  std::string Out;
  for (unsigned char C : Bytes) {
    if (llvm::isAlnum(C) || llvm::StringRef("-._~/").contains(C))
      Out += C;
    else
      Out += "%" + llvm::utohexstr(C, /*LowerCase=*/false, /*Width=*/2);
  }
  return Out;
}

std::optional<std::string> percentDecoded(llvm::StringRef Text) {
  std::string Out;
  for (size_t I = 0; I < Text.size(); ++I) {
    if (Text[I] != '%') {
      Out += Text[I];
      continue;
    }
    if (I + 2 >= Text.size() || !llvm::isHexDigit(Text[I + 1]) ||
        !llvm::isHexDigit(Text[I + 2]))
      return std::nullopt;
    Out += char(llvm::hexDigitValue(Text[I + 1]) * 16 +
                llvm::hexDigitValue(Text[I + 2]));
    I += 2;
  }
  return Out;
}

} // namespace warpagg
